import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText } from '@/components/ui/useZodForm';
import { MAX_TAX_RESIDENCIES } from '@/utils/validation/kyc';
import { PEP_OPTIONS, TIN_REASON_OPTIONS, WEALTH_OPTIONS } from './choices';
import { emptyResidency, type DeclarationsFormValues } from './formValues';
import section from '../KycSection.module.scss';
import step from '../KycStep.module.scss';

const YES_NO = [
  { value: 'no', label: 'No, only India' },
  { value: 'yes', label: 'Yes' },
];

/** Tax residencies other than India: up to four, each with a TIN or the CRS reason there is none. */
function TaxResidencies() {
  const { control, register, formState } = useFormContext<DeclarationsFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'fatca.tax_residencies' });
  const e = (name: string) => errorText(formState.errors, name);
  return (
    <>
      <RadioGroup
        legend="Are you a tax resident of any country other than India?"
        name="other_tax_residency"
        options={YES_NO}
        value={fields.length ? 'yes' : 'no'}
        onChange={(v) => (v === 'yes' ? replace([emptyResidency()]) : replace([]))}
        inline
      />
      {fields.map((field, i) => (
        <fieldset key={field.id} className={section.card}>
          <legend className={section.cardTitle}>Tax residency {i + 1}</legend>
          <Input label="Country" {...register(`fatca.tax_residencies.${i}.country`)} error={e(`fatca.tax_residencies.${i}.country`)} />
          <div className={step.pair}>
            <Input
              label="Tax identification number (TIN)"
              autoComplete="off"
              {...register(`fatca.tax_residencies.${i}.tin`)}
              error={e(`fatca.tax_residencies.${i}.tin`)}
            />
            <Select
              label="No TIN? Why"
              placeholder="I have a TIN"
              options={TIN_REASON_OPTIONS}
              {...register(`fatca.tax_residencies.${i}.reason_code`, { setValueAs: (v) => v || undefined })}
            />
          </div>
          <Button variant="text" size="sm" onClick={() => remove(i)}>
            Remove tax residency {i + 1}
          </Button>
        </fieldset>
      ))}
      {fields.length > 0 && fields.length < MAX_TAX_RESIDENCIES && (
        <Button variant="secondary" size="sm" onClick={() => append(emptyResidency())}>
          Add another country
        </Button>
      )}
    </>
  );
}

/** FATCA/CRS self-declaration: birth, nationality, tax residencies, source of wealth, PEP status. */
export default function FatcaSection() {
  const { control, register, formState } = useFormContext<DeclarationsFormValues>();
  const e = (name: string) => errorText(formState.errors, name);
  return (
    <section className={section.section} aria-labelledby="fatca-title">
      <h2 id="fatca-title">Tax residency (FATCA/CRS)</h2>
      <div className={step.pair}>
        <Input label="Place of birth" autoComplete="off" {...register('fatca.place_of_birth')} error={e('fatca.place_of_birth')} />
        <Input label="Country of birth" {...register('fatca.country_of_birth')} error={e('fatca.country_of_birth')} />
      </div>
      <Input label="Nationality" {...register('fatca.nationality')} error={e('fatca.nationality')} />
      <TaxResidencies />
      <Select
        label="Source of wealth"
        placeholder="Choose one"
        options={WEALTH_OPTIONS}
        {...register('fatca.source_of_wealth')}
        error={e('fatca.source_of_wealth')}
      />
      <Controller
        control={control}
        name="fatca.pep"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Are you a politically exposed person (PEP)?"
            name={field.name}
            options={PEP_OPTIONS}
            value={field.value ?? ''}
            onChange={field.onChange}
            hint="A senior public figure in India or abroad (such as a minister, judge, senior officer of the armed forces or of a state company), or a member of their family."
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}
