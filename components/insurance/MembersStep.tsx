import { useFieldArray } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { membersEntered, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { MAX_CHILDREN, membersFormSchema, type MembersForm } from '@/utils/validation/insuranceForm';
import DobInput from './DobInput';
import { STEP } from './funnelData';
import styles from './Insurance.module.scss';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];
const SPOUSE_RELATIONS = [
  { value: 'wife', label: 'Wife' },
  { value: 'husband', label: 'Husband' },
];
const CHILD_RELATIONS = [
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
];

/** Step 1: who is covered. The proposer always is; a spouse and up to four children may be added. */
export default function MembersStep({ forClient }: { forClient: boolean }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectInsurance);
  const { register, control, handleSubmit, watch, formState } = useZodForm(membersFormSchema, {
    defaultValues: {
      clientName: draft.clientName,
      clientDob: draft.clientDob,
      clientGender: draft.clientGender,
      hasSpouse: draft.memberDetails.spouse,
      spouseName: draft.spouseName,
      spouseDob: draft.spouseDob,
      spouseRelation: draft.spouseRelation || 'wife',
      children: draft.children,
    } satisfies MembersForm,
  });
  const children = useFieldArray({ control, name: 'children' });
  const text = (name: string) => errorText(formState.errors, name);
  const who = forClient ? "Client's" : 'Your';

  const submit = handleSubmit((form) => {
    dispatch(
      membersEntered({
        clientName: form.clientName,
        clientDob: form.clientDob,
        clientGender: form.clientGender,
        spouse: form.hasSpouse ? { name: form.spouseName.trim(), dob: form.spouseDob, relation: form.spouseRelation } : null,
        children: form.children,
      }),
    );
    dispatch(stepChanged(STEP.health));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Who is covered">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{forClient ? 'The client' : 'You'}</legend>
        <div className={styles.pair}>
          <Input label={`${who} name`} autoComplete={forClient ? 'off' : 'name'} {...register('clientName')} error={text('clientName')} />
          <Select label={`${who} gender`} placeholder="Choose one" options={GENDERS} {...register('clientGender')} />
        </div>
        <DobInput control={control} name="clientDob" label={`${who} date of birth`} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Spouse</legend>
        <Checkbox label="Cover the spouse too" {...register('hasSpouse')} />
        {watch('hasSpouse') && (
          <>
            <div className={styles.pair}>
              <Input label="Spouse's name" autoComplete="off" {...register('spouseName')} error={text('spouseName')} />
              <Select label="Spouse is the" options={SPOUSE_RELATIONS} {...register('spouseRelation')} />
            </div>
            <DobInput control={control} name="spouseDob" label="Spouse's date of birth" />
          </>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Children (up to {MAX_CHILDREN})</legend>
        {children.fields.map((field, i) => (
          <div key={field.id} className={styles.form} role="group" aria-label={`Child ${i + 1}`}>
            <div className={styles.pair}>
              <Input label={`Child ${i + 1} name`} autoComplete="off" {...register(`children.${i}.name`)} error={text(`children.${i}.name`)} />
              <Select
                label={`Child ${i + 1} is a`}
                placeholder="Choose one"
                options={CHILD_RELATIONS}
                {...register(`children.${i}.relation`)}
                error={text(`children.${i}.relation`)}
              />
            </div>
            <DobInput control={control} name={`children.${i}.dob`} label={`Child ${i + 1} date of birth`} />
            <div>
              <Button variant="text" size="sm" onClick={() => children.remove(i)}>
                Remove child {i + 1}
              </Button>
            </div>
          </div>
        ))}
        {children.fields.length < MAX_CHILDREN && (
          <div>
            <Button variant="secondary" size="sm" onClick={() => children.append({ name: '', dob: '', relation: '' as 'son' })}>
              Add a child
            </Button>
          </div>
        )}
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
