import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import DateField from '@/components/ui/DateField';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText } from '@/components/ui/useZodForm';
import { isMinorDob } from '@/utils/validation/kyc';
import { RELATION_OPTIONS } from './choices';
import type { DeclarationsFormValues } from './formValues';
import styles from './Declarations.module.scss';
import section from '../KycSection.module.scss';
import step from '../KycStep.module.scss';

interface NomineeFieldsProps {
  index: number;
  onRemove?: () => void;
}

/** One nominee: name, relation, date of birth, share, and a guardian when the date of birth makes them a minor. */
export default function NomineeFields({ index, onRemove }: NomineeFieldsProps) {
  const { control, register, formState } = useFormContext<DeclarationsFormValues>();
  const at = (field: string) => `nomination.nominees.${index}.${field}` as never;
  const e = (field: string) => errorText(formState.errors, `nomination.nominees.${index}.${field}`);
  const dob = useWatch<DeclarationsFormValues>({ name: at('dob') }) as string | undefined;
  const minor = typeof dob === 'string' && dob.length === 10 && isMinorDob(dob);
  const n = index + 1;

  return (
    <fieldset className={section.card}>
      <legend className={section.cardTitle}>Nominee {n}</legend>
      <Input label={`Nominee ${n} name`} autoComplete="off" {...register(at('name'))} error={e('name')} />
      <div className={step.pair}>
        <Select
          label={`Nominee ${n} relation`}
          placeholder="Choose one"
          options={RELATION_OPTIONS}
          {...register(at('relation'))}
          error={e('relation')}
        />
        <Controller
          control={control}
          name={at('dob')}
          render={({ field }) => (
            <DateField
              label={`Nominee ${n} date of birth`}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e('dob')}
            />
          )}
        />
      </div>
      <Input
        label={`Nominee ${n} share`}
        suffix="%"
        inputMode="numeric"
        numeric
        className={styles.share}
        {...register(at('share'))}
        error={e('share')}
      />
      {minor && (
        <Input
          label={`Guardian of nominee ${n}`}
          hint="The nominee is under 18: name the adult who will act for them."
          autoComplete="off"
          {...register(at('guardian_name'))}
          error={e('guardian_name')}
        />
      )}
      {onRemove && (
        <Button variant="text" size="sm" onClick={onRemove}>
          Remove nominee {n}
        </Button>
      )}
    </fieldset>
  );
}
