import { useFieldArray, useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useServerErrors } from '@/components/shared/useServerErrors';
import { useAppDispatch } from '@/store/hooks';
import { useSaveProfileStage3Mutation } from '@/store/api/profile';
import { profileStageChosen } from '@/store/profileSlice';
import { hasNismCertification } from '@/utils/advisor';
import type { AdvisorProfileView } from '@/utils/experts/profileWire';
import { MAX_CERTIFICATIONS, profileStage3Schema, type ProfileStage3Input } from '@/utils/validation/advisorProfile';
import StageError from './StageError';
import styles from './AdvisorProfile.module.scss';

export const NISM_NOTE = 'A NISM certificate with its link makes you a registered expert, with or without a current ARN.';
const isField = (path: string) => /^(certifications|photo_url|euin)\b/.test(path);

/** Stage 3: certificates (name and link), photo and EUIN; saving makes the profile final. */
export default function Stage3Form({ profile }: { profile: AdvisorProfileView }) {
  const dispatch = useAppDispatch();
  const { control, register, handleSubmit, formState, setError } = useZodForm(profileStage3Schema, {
    defaultValues: {
      certifications: profile.certifications,
      photo_url: profile.photo_url ?? '',
      euin: profile.euin ?? '',
    } as ProfileStage3Input,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' });
  const certifications = useWatch({ control, name: 'certifications' }) as ProfileStage3Input['certifications'];
  const [save, { isLoading }] = useSaveProfileStage3Mutation();
  const { formError, attempt } = useServerErrors(setError, isField);
  const e = (name: string) => errorText(formState.errors, name);

  const submit = handleSubmit((values) => attempt(() => save(values).unwrap()));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Certifications">
      <fieldset className={styles.form}>
        <legend>Certificates</legend>
        <ul className={styles.list}>
          {fields.map((field, i) => (
            <li key={field.id} className={styles.row}>
              <Input label={`Certificate ${i + 1} name`} {...register(`certifications.${i}.name`)} error={e(`certifications.${i}.name`)} />
              <Input label={`Certificate ${i + 1} link`} type="url" {...register(`certifications.${i}.url`)} error={e(`certifications.${i}.url`)} />
              <Button variant="secondary" onClick={() => remove(i)} aria-label={`Remove certificate ${i + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {fields.length < MAX_CERTIFICATIONS && (
          <Button variant="secondary" onClick={() => append({ name: '', url: '' })}>
            Add a certificate
          </Button>
        )}
        {hasNismCertification({ certifications }) && <p className={styles.note}>{NISM_NOTE}</p>}
      </fieldset>
      <Input label="Photo link" type="url" hint="A link to your photo (optional)" {...register('photo_url')} error={e('photo_url')} />
      <Input label="EUIN" hint="E and six digits, like E123456 (optional)" autoComplete="off" {...register('euin')} error={e('euin')} />
      <StageError error={formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(profileStageChosen(2))}>
          Back
        </Button>
        <Button type="submit" loading={isLoading}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
