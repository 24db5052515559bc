import Button from '@/components/ui/Button';
import { formatCountdown, useCountdown } from './useCountdown';
import styles from './Auth.module.scss';

export interface ResendOtpProps {
  /** From the send answer's resend_in. Give the component a new key to restart it. */
  seconds: number;
  onResend: () => void;
  busy?: boolean;
}

/**
 * "Resend OTP" once the wait is over. The ticking clock is for the eye only; screen readers hear
 * the wait once when it starts and once when it ends (a polite status), not every second.
 */
export default function ResendOtp({ seconds, onResend, busy = false }: ResendOtpProps) {
  const left = useCountdown(seconds);
  const waiting = left > 0;
  return (
    <div className={styles.resend}>
      <p role="status" aria-live="polite" className="visually-hidden">
        {waiting
          ? `You can ask for a new OTP in ${Math.ceil(seconds)} seconds.`
          : 'You can now ask for a new OTP.'}
      </p>
      {waiting ? (
        <p className={styles.muted} aria-hidden="true">
          Resend OTP in {formatCountdown(left)}
        </p>
      ) : (
        <Button variant="text" size="sm" onClick={onResend} loading={busy}>
          Resend OTP
        </Button>
      )}
    </div>
  );
}
