import { useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage, statusOf } from '@/services/http/errors';
import { useConfirmAddClientMutation } from '@/store/api/clients';
import { digitsOnly, OTP_LENGTH, otpSchema } from '@/utils/validation';
import styles from './Clients.module.scss';

interface Props {
  requestId: string;
  name: string;
  onLinked: (userId: string) => void;
  onStartAgain: () => void;
}

/** The investor reads out the OTP sent to their own mobile; typing it here is their consent to be linked. */
export default function AddClientOtp({ requestId, name, onLinked, onStartAgain }: Props) {
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirm, { isLoading, error }] = useConfirmAddClientMutation();
  const expired = statusOf(error) === 410;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = otpSchema.safeParse(otp);
    setFieldError(checked.success ? null : checked.error.issues[0].message);
    if (!checked.success) return;
    try {
      onLinked((await confirm({ requestId, otp }).unwrap()).user_id);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Confirm with the client's OTP">
      <p role="status">
        {name} already has a ZF account. We sent an OTP to their mobile: ask them to read it out to you.
      </p>
      <Input
        label="OTP from the client"
        name="otp"
        value={otp}
        onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={OTP_LENGTH}
        error={fieldError ?? (error && !expired ? errorMessage(error) : undefined)}
      />
      {expired ? (
        <div role="alert" className={styles.card}>
          <p className={styles.error}>{errorMessage(error)}</p>
          <Button variant="secondary" onClick={onStartAgain}>
            Add the client again
          </Button>
        </div>
      ) : (
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Confirm
        </Button>
      )}
    </form>
  );
}
