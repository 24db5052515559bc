import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import type { BankAccount, ChangeSentToClient } from '@/services/kyc.types';
import { useAddBankAccountMutation } from '@/store/api/kyc';
import { ACCOUNT_TYPES, bankAccountSchema, type BankAccountInput } from '@/utils/validation/kyc';
import { showServerErrors } from '@/components/shared/serverErrors';
import IfscLookup from './IfscLookup';
import styles from '../KycStep.module.scss';

const TYPE_WORDS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  savings: 'Savings',
  current: 'Current',
  nre: 'NRE (non-resident external)',
  nro: 'NRO (non-resident ordinary)',
};
const TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({ value, label: TYPE_WORDS[value] }));
const FIELDS = ['ifsc', 'account_number', 'confirm_account_number', 'account_type'];

interface AddAccountFormProps {
  userId: string;
  /** The account was saved (verify it next), or an advisor's addition was sent to the client to confirm. */
  onAdded: (answer: BankAccount | ChangeSentToClient) => void;
  /** The penny drop of the new account is under way. */
  verifying: boolean;
}

/** A bank account to add: IFSC (bank and branch shown as it is typed), the number twice, the type. */
export default function AddAccountForm({ userId, onAdded, verifying }: AddAccountFormProps) {
  const form = useZodForm(bankAccountSchema, {
    defaultValues: { ifsc: '', account_number: '', confirm_account_number: '' } as Partial<BankAccountInput>,
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const ifsc = (useWatch({ control, name: 'ifsc' }) as string | undefined) ?? '';
  const [add, { isLoading }] = useAddBankAccountMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const e = (name: string) => errorText(formState.errors, name);

  const submit = handleSubmit(async (account) => {
    setFormError(null);
    try {
      const saved = await add({ userId, account }).unwrap();
      reset();
      onAdded(saved);
    } catch (error) {
      setFormError(showServerErrors<BankAccountInput>(error, setError, (p) => FIELDS.includes(p)));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a bank account">
      <Input
        label="IFSC"
        hint="11 characters, on your cheque book or passbook, like HDFC0000001"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={11}
        {...register('ifsc')}
        error={e('ifsc')}
      />
      <IfscLookup ifsc={ifsc} />
      <div className={styles.pair}>
        <Input
          label="Account number"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          numeric
          {...register('account_number')}
          error={e('account_number')}
          hint="Hidden as you type"
        />
        <Input
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          numeric
          {...register('confirm_account_number')}
          error={e('confirm_account_number')}
          hint="Shown as you type, to catch a slip in the hidden one"
        />
      </div>
      <Select label="Account type" placeholder="Choose one" options={TYPE_OPTIONS} {...register('account_type')} error={e('account_type')} />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading || verifying}>
          {verifying ? 'Verifying with the bank' : 'Add and verify account'}
        </Button>
      </div>
      <p className={styles.note}>We credit ₹1 to the account (a penny drop) to confirm it is yours; the bank tells us the holder&apos;s name.</p>
    </form>
  );
}
