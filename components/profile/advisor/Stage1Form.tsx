import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useServerErrors } from '@/components/shared/useServerErrors';
import { useSaveProfileStage1Mutation } from '@/store/api/profile';
import type { AdvisorProfileView } from '@/utils/experts/profileWire';
import { expertProfileSchema, type ExpertProfileInput } from '@/utils/validation/expertProfile';
import StageError from './StageError';
import styles from './AdvisorProfile.module.scss';

const FIELDS = ['arn', 'address', 'about', 'experience', 'no_of_clients', 'aum'];

function defaults(p: AdvisorProfileView): ExpertProfileInput {
  return {
    arn: p.arn ?? '',
    address: p.address ?? '',
    about: p.about ?? '',
    experience: p.experience === null ? '' : String(p.experience),
    no_of_clients: String(p.no_of_clients),
    aum: p.aum ? String(p.aum) : '',
  };
}

/** Stage 1: ARN, address, about, experience, clients and AUM; saving moves on to stage 2. */
export default function Stage1Form({ profile }: { profile: AdvisorProfileView }) {
  const { register, handleSubmit, formState, setError } = useZodForm(expertProfileSchema, { defaultValues: defaults(profile) });
  const [save, { isLoading }] = useSaveProfileStage1Mutation();
  const { formError, attempt } = useServerErrors(setError, (p) => FIELDS.includes(p));
  const e = (name: string) => errorText(formState.errors, name);

  const submit = handleSubmit((values) => attempt(() => save({ ...values, isUpdateStage: true }).unwrap()));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Profile details">
      <Input
        label="ARN"
        hint="Your AMFI registration number, 6 characters (optional); we check it with AMFI's register"
        autoComplete="off"
        maxLength={10}
        {...register('arn')}
        error={e('arn')}
      />
      <Input label="Address" autoComplete="street-address" {...register('address')} error={e('address')} />
      <Input label="About you" {...register('about')} error={e('about')} />
      <div className={styles.pair}>
        <Input label="Experience (years)" inputMode="numeric" numeric {...register('experience')} error={e('experience')} />
        <Input label="Number of clients" inputMode="numeric" numeric {...register('no_of_clients')} error={e('no_of_clients')} />
      </div>
      <Input label="AUM" prefix="₹" hint="Assets you manage for clients, in rupees (optional)" inputMode="numeric" numeric {...register('aum')} error={e('aum')} />
      <StageError error={formError} />
      <div className={styles.actions}>
        <span />
        <Button type="submit" loading={isLoading}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}
