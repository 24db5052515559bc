import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import ResendOtp from './ResendOtp';
import OtpCodeInput from './OtpCodeInput';
import styles from './Auth.module.scss';

export interface OtpStepProps {
  phone: string;
  /** The send answer's message: 'OTP sent'. */
  message: string;
  /** The spec's 'Incorrect OTP', a shape message, or the server's reason. */
  error: string | null;
  busy: boolean;
  resendSeconds: number;
  /** Changes each time a new code is sent, restarting the countdown and clearing the field. */
  sendCount: number;
  /** Changes after each refused code, clearing the field for a new try. */
  failCount: number;
  resendBusy: boolean;
  /** Resend refused (e.g. too many requests): shown as the server gave it. */
  resendError?: string | null;
  submitLabel?: string;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Stage 2 of the login: the code, its resend countdown and a way back to the number. */
export default function OtpStep({
  phone,
  message,
  error,
  busy,
  resendSeconds,
  sendCount,
  failCount,
  resendBusy,
  resendError,
  submitLabel = 'Verify and continue',
  onVerify,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  // A new code or a refused one starts a fresh entry (adjusting state during render, not in an effect).
  const attempt = `${sendCount}:${failCount}`;
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (seenAttempt !== attempt) {
    setSeenAttempt(attempt);
    setOtp('');
  }

  // Focus goes to the code as soon as it is asked for, and back to it after a wrong code.
  useEffect(() => {
    inputRef.current?.focus();
  }, [attempt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onVerify(otp);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p role="status" className={styles.sent}>
        <strong>{message}</strong> <span>to +91 {phone}</span>
      </p>
      <OtpCodeInput
        ref={inputRef}
        label="Enter the 6-digit OTP"
        name="otp"
        value={otp}
        onChange={setOtp}
        error={error}
      />
      <Button type="submit" loading={busy} className={styles.submit}>
        {submitLabel}
      </Button>
      <div className={styles.row}>
        <ResendOtp key={sendCount} seconds={resendSeconds} onResend={onResend} busy={resendBusy} />
        <Button variant="text" size="sm" onClick={onChangeNumber}>
          Change number
        </Button>
      </div>
      {resendError && (
        <p role="alert" className={styles.error}>
          {resendError}
        </p>
      )}
    </form>
  );
}
