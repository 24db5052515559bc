import { useRouter } from 'next/router';
import { useState } from 'react';
import { type Control, Controller, type DefaultValues } from 'react-hook-form';
import Button, { ButtonLink } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useCheckEmailMutation, useSavePersonalDetailsMutation } from '@/store/api/kyc';
import { emailSchema, personalDetailsSchema, type PersonalDetails } from '@/utils/validation/kyc';
import {
  GENDER_OPTIONS,
  INCOME_OPTIONS,
  MARITAL_OPTIONS,
  OCCUPATION_OPTIONS,
} from './personalOptions';
import type { PersonalPrefill } from './personalDefaults';
import { pathAfterSaving } from './kycRoute';
import { showServerErrors } from '@/components/shared/serverErrors';
import styles from './KycStep.module.scss';

export const EMAIL_IN_USE_MESSAGE = 'This email address is already used by another account.';

const FIELDS = new Set([
  'name',
  'email',
  'gender',
  'marital_status',
  'father_name',
  'occupation',
  'income_slab',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.pincode',
]);

interface Props {
  userId: string;
  prefill: PersonalPrefill;
  disabled: boolean;
}

export default function PersonalDetailsForm({ userId, prefill, disabled }: Props) {
  const router = useRouter();
  const { register, control, handleSubmit, formState, setError, getValues } = useZodForm(
    personalDetailsSchema,
    {
      defaultValues: prefill.values as unknown as DefaultValues<PersonalDetails>,
    },
  );
  const [checkEmail] = useCheckEmailMutation();
  const [save, saveState] = useSavePersonalDetailsMutation();
  const [emailTaken, setEmailTaken] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = formState;
  const text = (name: string) => errorText(errors, name);

  async function onEmailBlur() {
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) return setEmailTaken(false);
    setEmailTaken(!(await checkEmail({ userId, email: email.data }).unwrap()));
  }

  const submit = handleSubmit(async (details) => {
    setFormError(null);
    try {
      const saved = await save({ userId, details }).unwrap();
      void router.push(pathAfterSaving('personal_details', saved));
    } catch (error) {
      setFormError(showServerErrors(error, setError, (p) => FIELDS.has(p)));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Personal details">
      {prefill.fromKra && (
        <p className={styles.info}>
          We filled in what the KRA already holds for your PAN. Check it and complete the rest.
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={disabled}>
        <Input
          label="Full name (as on PAN)"
          autoComplete="name"
          {...register('name')}
          error={text('name')}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email', {
            onBlur: () => void onEmailBlur(),
            onChange: () => setEmailTaken(false),
          })}
          error={text('email') ?? (emailTaken ? EMAIL_IN_USE_MESSAGE : undefined)}
        />
        <div className={styles.pair}>
          <ChoiceField control={control} name="gender" legend="Gender" options={GENDER_OPTIONS} />
          <ChoiceField control={control} name="marital_status" legend="Marital status" options={MARITAL_OPTIONS} />
        </div>
        <Input
          label="Father's name"
          autoComplete="off"
          {...register('father_name')}
          error={text('father_name')}
        />
        <div className={styles.pair}>
          <Select
            label="Occupation"
            placeholder="Choose one"
            options={OCCUPATION_OPTIONS}
            {...register('occupation')}
            error={text('occupation')}
          />
          <Select
            label="Yearly income"
            placeholder="Choose one"
            options={INCOME_OPTIONS}
            {...register('income_slab')}
            error={text('income_slab')}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Address (as on your address proof)</legend>
          <Input
            label="Address line 1"
            autoComplete="address-line1"
            {...register('address.line1')}
            error={text('address.line1')}
          />
          <Input
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            {...register('address.line2')}
            error={text('address.line2')}
          />
          <div className={styles.pair}>
            <Input
              label="City"
              autoComplete="address-level2"
              {...register('address.city')}
              error={text('address.city')}
            />
            <Input
              label="State"
              autoComplete="address-level1"
              {...register('address.state')}
              error={text('address.state')}
            />
          </div>
          <Input
            label="Pincode"
            inputMode="numeric"
            numeric
            maxLength={6}
            autoComplete="postal-code"
            {...register('address.pincode')}
            error={text('address.pincode')}
          />
        </fieldset>
      </fieldset>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink href="/kyc?edit=1" variant="secondary">
          Back
        </ButtonLink>
        <Button type="submit" loading={saveState.isLoading} disabled={disabled}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}

/** An inline radio group bound to the form; a choice counts as touched at once, so its error clears on choosing. */
function ChoiceField({
  control,
  name,
  legend,
  options,
}: {
  control: Control<PersonalDetails>;
  name: 'gender' | 'marital_status';
  legend: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          legend={legend}
          name={field.name}
          options={options}
          inline
          value={field.value ?? ''}
          onChange={(v) => {
            field.onChange(v);
            field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
