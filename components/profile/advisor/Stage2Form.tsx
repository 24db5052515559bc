import { Controller } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/ChoiceGroup';
import Button from '@/components/ui/Button';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useServerErrors } from '@/components/shared/useServerErrors';
import { useAppDispatch } from '@/store/hooks';
import { useSaveProfileStage2Mutation } from '@/store/api/profile';
import { profileStageChosen } from '@/store/profileSlice';
import { EXPERT_CAPABILITIES, EXPERT_CAPABILITY_LABELS } from '@/utils/experts/capabilities';
import { EXPERT_PRODUCTS, EXPERT_PRODUCT_LABELS } from '@/utils/experts/products';
import type { AdvisorProfileView } from '@/utils/experts/profileWire';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/utils/language';
import { profileStage2Schema, type ProfileStage2Input } from '@/utils/validation/advisorProfile';
import StageError from './StageError';
import styles from './AdvisorProfile.module.scss';

const GROUPS = [
  {
    name: 'capabilities',
    legend: 'Transactions you handle',
    options: EXPERT_CAPABILITIES.map((v) => ({ value: v, label: EXPERT_CAPABILITY_LABELS[v] })),
  },
  {
    name: 'supported_languages',
    legend: 'Languages you speak with clients',
    options: SUPPORTED_LANGUAGES.map((v) => ({ value: v, label: LANGUAGE_NAMES[v] })),
  },
  {
    name: 'products',
    legend: 'Products you offer',
    options: EXPERT_PRODUCTS.map((v) => ({ value: v, label: EXPERT_PRODUCT_LABELS[v] })),
  },
] as const;

/** Stage 2: what the advisor handles, in which languages, and which products; saving moves on to stage 3. */
export default function Stage2Form({ profile }: { profile: AdvisorProfileView }) {
  const dispatch = useAppDispatch();
  const { control, handleSubmit, formState, setError } = useZodForm(profileStage2Schema, {
    defaultValues: {
      capabilities: profile.capabilities,
      supported_languages: profile.supported_languages,
      products: profile.products,
    } as ProfileStage2Input,
  });
  const [save, { isLoading }] = useSaveProfileStage2Mutation();
  const { formError, attempt } = useServerErrors(setError, (p) => GROUPS.some((g) => g.name === p));

  const submit = handleSubmit((values) => attempt(() => save({ ...values, stage: 3 }).unwrap()));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Capabilities and languages">
      {GROUPS.map((group) => (
        <Controller
          key={group.name}
          control={control}
          name={group.name}
          render={({ field }) => (
            <CheckboxGroup
              legend={group.legend}
              name={group.name}
              options={group.options}
              inline
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
              error={errorText(formState.errors, group.name)}
            />
          )}
        />
      ))}
      <StageError error={formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(profileStageChosen(1))}>
          Back
        </Button>
        <Button type="submit" loading={isLoading}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}
