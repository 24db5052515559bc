import type { ClientConfirmation, PendingChange } from '@/services/kyc.types';
import styles from '../KycStep.module.scss';

export const WAITING_FOR_CLIENT = "Waiting for the client's confirmation";
export const WAITING_FOR_YOU = 'Waiting for your confirmation';

interface WaitingForClientProps {
  /** The bank changes an advisor asked that the client has not confirmed yet. */
  pending: PendingChange[];
  /** The answer to the change just asked on this page, if any. */
  sent: ClientConfirmation | null;
  /** An advisor looking at a client's accounts (else the investor at their own). */
  forClient: boolean;
}

/**
 * Once a client's KYC is with the KRA, an advisor's change to their bank accounts is made only when the client
 * confirms it from a texted link with their OTP (issue 30): the advisor sees where it went and that it waits; the
 * client, on their own page, is told where to confirm it.
 */
export default function WaitingForClient({ pending, sent, forClient }: WaitingForClientProps) {
  if (!sent && pending.length === 0) return null;
  return (
    <div aria-live="polite">
      {sent && (
        <p role="status" className={styles.info}>
          {sent.sent_to
            ? `Sent to your client to confirm (${sent.sent_to}). The change is made once they confirm it with their OTP; the link works for 48 hours.`
            : 'We could not text your client the link. Please try again.'}
        </p>
      )}
      {pending.map((change) => (
        <p key={`${change.kind}:${change.expires_at}`} className={styles.info}>
          {forClient
            ? `${WAITING_FOR_CLIENT}: ${change.summary}.`
            : `${WAITING_FOR_YOU}: ${change.summary}. Open the link we texted you to confirm it.`}
        </p>
      ))}
    </div>
  );
}
