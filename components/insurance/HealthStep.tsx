import { useState } from 'react';
import Button from '@/components/ui/Button';
import { CheckboxGroup } from '@/components/ui/ChoiceGroup';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { healthEntered, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { locationFormSchema } from '@/utils/validation/insuranceForm';
import { ILLNESSES, STEP, membersOf } from './funnelData';
import styles from './Insurance.module.scss';

/** Step 2: where the family lives (the city's tier sets the price) and each member's existing illnesses. */
export default function HealthStep() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectInsurance);
  const members = membersOf(draft);
  const [illnesses, setIllnesses] = useState<Record<string, string[]>>(draft.existing_illness);
  const { register, handleSubmit, formState } = useZodForm(locationFormSchema, {
    defaultValues: { city: draft.city, pincode: draft.pincode },
  });

  const submit = handleSubmit((place) => {
    const declared = Object.fromEntries(members.map((m) => [m.key, illnesses[m.key] ?? []]));
    dispatch(healthEntered({ city: place.city, pincode: place.pincode, existing_illness: declared }));
    dispatch(stepChanged(STEP.cover));
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="City and health">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where do you live?</legend>
        <div className={styles.pair}>
          <Input label="City" autoComplete="address-level2" {...register('city')} error={errorText(formState.errors, 'city')} />
          <Input
            label="Pincode"
            inputMode="numeric"
            maxLength={6}
            numeric
            autoComplete="postal-code"
            hint="Or your 6-digit pincode instead"
            {...register('pincode')}
            error={errorText(formState.errors, 'pincode')}
          />
        </div>
      </fieldset>
      <p className={styles.note}>Tick any illness a member has today. Leave a member blank if none.</p>
      {members.map((member) => (
        <CheckboxGroup
          key={member.key}
          legend={`Existing illnesses of ${member.name || member.relation}`}
          name={`illness-${member.key}`}
          options={ILLNESSES}
          inline
          value={illnesses[member.key] ?? []}
          onChange={(value) => setIllnesses((all) => ({ ...all, [member.key]: value }))}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.members))}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
