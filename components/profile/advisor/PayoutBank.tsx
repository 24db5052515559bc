import { useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { useServerErrors } from '@/components/shared/useServerErrors';
import { errorMessage } from '@/services/http/errors';
import { useGetPayoutAccountQuery, useSetPayoutAccountMutation } from '@/store/api/profile';
import { ACCOUNT_TYPES, bankAccountSchema, type BankAccountInput } from '@/utils/validation/kyc';
import { payoutCheckWords } from './payoutWords';
import styles from './AdvisorProfile.module.scss';

const TYPE_WORDS: Record<(typeof ACCOUNT_TYPES)[number], string> = { savings: 'Savings', current: 'Current', nre: 'NRE', nro: 'NRO' };
const TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({ value, label: TYPE_WORDS[value] }));
const FIELDS = ['ifsc', 'account_number', 'confirm_account_number', 'account_type'];

function PayoutForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, formState, setError, reset } = useZodForm(bankAccountSchema, {
    defaultValues: { ifsc: '', account_number: '', confirm_account_number: '' } as Partial<BankAccountInput>,
  });
  const [save, { isLoading }] = useSetPayoutAccountMutation();
  const { formError, attempt } = useServerErrors(setError, (p) => FIELDS.includes(p));
  const e = (name: string) => errorText(formState.errors, name);

  const submit = handleSubmit(async (account) => {
    if (!(await attempt(() => save(account).unwrap()))) return;
    reset();
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Payout bank account">
      <Input label="IFSC" autoComplete="off" autoCapitalize="characters" maxLength={11} {...register('ifsc')} error={e('ifsc')} />
      <div className={styles.pair}>
        <Input label="Account number" type="password" inputMode="numeric" autoComplete="off" numeric {...register('account_number')} error={e('account_number')} />
        <Input label="Confirm account number" inputMode="numeric" autoComplete="off" numeric {...register('confirm_account_number')} error={e('confirm_account_number')} />
      </div>
      <Select label="Account type" placeholder="Choose one" options={TYPE_OPTIONS} {...register('account_type')} error={e('account_type')} />
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" loading={isLoading}>
        Save and verify
      </Button>
      <p className={styles.note}>We credit ₹1 to the account (a penny drop); the bank tells us the holder&apos;s name.</p>
    </form>
  );
}

/** The account commissions are paid into: shown masked with the bank's check, and a form to set or change it. */
export default function PayoutBank() {
  const { data: account, error, isLoading } = useGetPayoutAccountQuery();
  const [editing, setEditing] = useState(false);
  const words = account ? payoutCheckWords(account) : null;

  return (
    <Card title="Payout bank account">
      {isLoading && <p className={styles.note}>Loading…</p>}
      {error && <p role="alert">{errorMessage(error)}</p>}
      {account && words && (
        <div className={styles.form}>
          <p className={styles.item}>
            <span>
              {account.bank_name} {account.account_number_masked} ({account.account_type})
            </span>
            <Badge tone={words.tone}>{words.label}</Badge>
          </p>
          <p className={styles.note}>{words.text}</p>
        </div>
      )}
      {!isLoading && !error && !account && !editing && <p className={styles.note}>No payout account yet.</p>}
      {!isLoading && !error && (editing || !account) && <PayoutForm onDone={() => setEditing(false)} />}
      {account && !editing && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change payout account
        </Button>
      )}
    </Card>
  );
}
