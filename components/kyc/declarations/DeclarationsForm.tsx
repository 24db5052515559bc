import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useSaveDeclarationsMutation } from '@/store/api/kyc';
import type { KycRecord } from '@/services/kyc.types';
import { declarationsSchema, type Declarations } from '@/utils/validation/kyc';
import { showServerErrors } from '@/components/shared/serverErrors';
import { CONFIRM_DECLARATION } from './choices';
import FatcaSection from './FatcaSection';
import { formDefaults, type DeclarationsFormValues } from './formValues';
import NominationSection from './NominationSection';
import styles from '../KycStep.module.scss';

interface DeclarationsFormProps {
  userId: string;
  /** What was saved before, when the person comes back to edit this step. */
  saved: Declarations | null;
  onSaved: (record: KycRecord) => void;
}

const SCHEMA = declarationsSchema();
const FIELD_ROOTS = ['fatca.', 'nomination.', 'accepted'];

/** Step 4: FATCA/CRS and PEP, nomination or opt-out, the final confirmation; saved with PUT /kyc/declarations. */
export default function DeclarationsForm({ userId, saved, onSaved }: DeclarationsFormProps) {
  const form = useZodForm(SCHEMA, { defaultValues: formDefaults(saved) });
  const [save, { isLoading }] = useSaveDeclarationsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (declarations) => {
    setFormError(null);
    try {
      onSaved(await save({ userId, declarations }).unwrap());
    } catch (error) {
      setFormError(
        showServerErrors<DeclarationsFormValues>(error, setError, (path) => FIELD_ROOTS.some((r) => path.startsWith(r))),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Declarations">
        <FatcaSection />
        <NominationSection />
        <Checkbox label={CONFIRM_DECLARATION} {...register('accepted')} error={errorText(formState.errors, 'accepted')} />
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading}>
            Save and continue
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
