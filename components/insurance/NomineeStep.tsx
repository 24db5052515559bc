import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { nomineeEntered, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { isMinorNominee, nomineeFormSchema } from '@/utils/validation/insuranceForm';
import DobInput from './DobInput';
import { STEP } from './funnelData';
import styles from './Insurance.module.scss';

const RELATIONS = ['Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Brother', 'Sister', 'Other'].map((r) => ({
  value: r.toLowerCase(),
  label: r,
}));

/** Step 6: who receives the claim money if the proposer dies; a minor nominee needs a guardian (the appointee). */
export default function NomineeStep() {
  const dispatch = useAppDispatch();
  const { insurance_nominee_details: nominee } = useAppSelector(selectInsurance);
  const { register, control, handleSubmit, watch, formState } = useZodForm(nomineeFormSchema, {
    defaultValues: { ...nominee, appointee_name: nominee.appointee_name ?? '' },
  });
  const text = (name: string) => errorText(formState.errors, name);
  const minor = isMinorNominee(watch('nominee_dob'));

  const submit = handleSubmit((form) => {
    const { appointee_name, ...rest } = form;
    dispatch(nomineeEntered(minor ? { ...rest, appointee_name: appointee_name.trim() } : rest));
    dispatch(stepChanged(STEP.payment));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Nominee">
      <div className={styles.pair}>
        <Input label="Nominee's full name" autoComplete="off" {...register('nominee_name')} error={text('nominee_name')} />
        <Select label="Relation to you" placeholder="Choose one" options={RELATIONS} {...register('nominee_relation')} error={text('nominee_relation')} />
      </div>
      <DobInput control={control} name="nominee_dob" label="Nominee's date of birth" />
      {minor && (
        <Input
          label="Appointee (guardian) full name"
          hint="The nominee is under 18: the appointee receives the money for them"
          autoComplete="off"
          {...register('appointee_name')}
          error={text('appointee_name')}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.plan))}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
