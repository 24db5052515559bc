import { useState } from 'react';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import { CheckboxGroup, RadioGroup } from '@/components/ui/ChoiceGroup';
import DateField from '@/components/ui/DateField';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { LEAD_STAGES, LEAD_STAGE_LABELS, distributorLeadFormSchema } from '@/utils/validation/lead';
import styles from './Gallery.module.scss';

const GOALS = [
  { value: 'retirement', label: 'Retirement' },
  { value: 'education', label: "Child's education" },
  { value: 'house', label: 'A house' },
];
const MODES = [
  { value: 'sip', label: 'SIP' },
  { value: 'lumpsum', label: 'Lump sum' },
];

/** The lead schema through react-hook-form: the shared messages appear under the fields. */
function LeadSample() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useZodForm(distributorLeadFormSchema, {
    defaultValues: { name: '', mobile_no: '', city: '' },
  });
  const { errors } = formState;
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(() => setSent(true))}
      noValidate
      aria-label="Sample lead form"
    >
      <Input
        label="Full name"
        autoComplete="name"
        {...register('name')}
        error={errorText(errors, 'name')}
      />
      <Input
        label="Mobile number"
        prefix="+91"
        inputMode="numeric"
        numeric
        {...register('mobile_no')}
        error={errorText(errors, 'mobile_no')}
        hint="10 digits"
      />
      <Input label="City" {...register('city')} error={errorText(errors, 'city')} />
      <Select
        label="Where are you today? (optional)"
        placeholder="Choose one"
        options={LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))}
        {...register('stage', { setValueAs: (v) => v || undefined })}
      />
      <Checkbox
        label="ZF may call or message me on this number."
        {...register('consent')}
        error={errorText(errors, 'consent')}
      />
      <Button type="submit">Check the form</Button>
      {sent && <p role="status">All fields are valid.</p>}
    </form>
  );
}

export default function FormSamples() {
  const [mode, setMode] = useState('sip');
  const [goals, setGoals] = useState<string[]>([]);
  const [dob, setDob] = useState('');
  return (
    <div className={styles.columns}>
      <LeadSample />
      <div className={styles.form}>
        <Input
          label="Monthly amount"
          prefix="₹"
          numeric
          inputMode="numeric"
          defaultValue="10000"
          hint="From ₹100 to ₹10,00,000"
        />
        <DateField label="Date of birth" value={dob} onChange={setDob} />
        <RadioGroup
          legend="How do you want to invest?"
          name="mode"
          options={MODES}
          value={mode}
          onChange={setMode}
          inline
        />
        <CheckboxGroup
          legend="Goals"
          name="goals"
          options={GOALS}
          value={goals}
          onChange={setGoals}
          hint="Choose any"
        />
      </div>
    </div>
  );
}
