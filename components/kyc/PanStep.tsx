import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import Button from '@/components/ui/Button';
import DateField from '@/components/ui/DateField';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { errorMessage, statusOf } from '@/services/http/errors';
import type { KraLookup, PanCheck } from '@/services/kyc.types';
import {
  useAddKycDetailsMutation,
  useGetKraStatusMutation,
  useValidatePanMutation,
} from '@/store/api/kyc';
import { kycStartSchema, panSchema } from '@/utils/validation/kyc';
import CheckMessage from './CheckMessage';
import KycStepPage from './KycStepPage';
import { pathAfterSaving } from './kycRoute';
import SandboxNote from './SandboxNote';
import { kraWords, panCheckWords } from './panWords';
import { showServerErrors } from '@/components/shared/serverErrors';
import type { KycRouting } from './useKycRouting';
import styles from './KycStep.module.scss';

const FIELDS = new Set(['pancard_no', 'dob']);

function PanForm({ userId, record, disabled }: KycRouting & { userId: string }) {
  const router = useRouter();
  const schema = useMemo(() => kycStartSchema(), []);
  const { register, control, handleSubmit, formState, setError, getValues, setValue } = useZodForm(
    schema,
    {
      defaultValues: { pancard_no: record?.pancard_no ?? '', dob: record?.dob ?? '' },
    },
  );
  const [validatePan, panState] = useValidatePanMutation();
  const [lookUpKra] = useGetKraStatusMutation();
  const [save, saveState] = useAddKycDetailsMutation();
  const [pan, setPan] = useState<PanCheck | null>(null);
  const [kra, setKra] = useState<{ lookup: KraLookup; filled: string[] } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function checkPan() {
    const parsed = panSchema.safeParse(getValues('pancard_no'));
    if (!parsed.success || parsed.data === pan?.pancard_no) return;
    setPan(null);
    setKra(null);
    const [panAnswer, kraAnswer] = await Promise.allSettled([
      validatePan({ userId, pan: parsed.data }).unwrap(),
      lookUpKra({ userId, pan: parsed.data }).unwrap(),
    ]);
    if (panAnswer.status === 'fulfilled') setPan(panAnswer.value);
    if (kraAnswer.status === 'fulfilled') {
      const filled: string[] = [];
      if (kraAnswer.value.dob && !getValues('dob')) {
        setValue('dob', kraAnswer.value.dob, { shouldValidate: true });
        filled.push('date of birth');
      }
      setKra({ lookup: kraAnswer.value, filled });
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save({ userId, pan: values.pancard_no, dob: values.dob }).unwrap();
      void router.push(pathAfterSaving('pan', saved));
    } catch (error) {
      // A PAN that belongs to another account is about the person, not a field: say it above the button.
      setFormError(
        statusOf(error) === 409
          ? errorMessage(error)
          : showServerErrors(error, setError, (p) => FIELDS.has(p)),
      );
    }
  });

  const kraMessage = kra ? kraWords(kra.lookup, kra.filled) : null;
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="PAN and date of birth">
      <fieldset className={styles.fieldset} disabled={disabled}>
        <Input
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          // The error already shows the pattern: one message at a time (issue 33, item 16).
          hint={errors.pancard_no ? undefined : '10 characters, like ABCPE1234F'}
          {...register('pancard_no', { onBlur: () => void checkPan() })}
          error={errorText(errors, 'pancard_no')}
        />
        <Controller
          control={control}
          name="dob"
          render={({ field, fieldState }) => (
            <DateField
              label="Date of birth"
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="bday"
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>
      <div aria-live="polite">
        {panState.isLoading && <p className={styles.note}>Checking the PAN…</p>}
        {pan && <CheckMessage words={panCheckWords(pan)} sandbox={pan.sandbox} />}
        {kraMessage && <CheckMessage words={kraMessage} sandbox={kra?.lookup.sandbox} />}
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <span />
        <Button type="submit" loading={saveState.isLoading} disabled={disabled}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}

/** Step 1 (/kyc): the PAN and date of birth, checked against the PAN service and the KRA. */
export default function PanStep() {
  return (
    <KycStepPage
      step="pan"
      title="Start your KYC"
      intro="Your PAN and date of birth, exactly as on your PAN card. We check the PAN and whether a KRA already holds your KYC."
    >
      {(routing) => (
        <>
          {routing.failed && (
            <p className={styles.info}>
              We could not load a saved KYC.{' '}
              <Button variant="text" size="sm" onClick={routing.retry}>
                Try again
              </Button>
            </p>
          )}
          <PanForm {...routing} />
          <SandboxNote />
        </>
      )}
    </KycStepPage>
  );
}
