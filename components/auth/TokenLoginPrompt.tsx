import Button from '@/components/ui/Button';
import type { TokenHolder } from '@/services/auth.api';
import styles from './Auth.module.scss';

/** "Continue as Asha V.?": a login link is used only when the visitor recognises the account as theirs. */
export default function TokenLoginPrompt({
  holder,
  onContinue,
  onDecline,
}: {
  holder: TokenHolder;
  onContinue: () => void;
  onDecline: () => void;
}) {
  const question = holder.name ? `Continue as ${holder.name}?` : 'Continue with this login link?';
  return (
    <div role="group" aria-labelledby="token-login-question" className={styles.profile}>
      <p id="token-login-question">
        <strong>{question}</strong>
      </p>
      <p className={styles.muted}>This link logs you in to an account. Use it only if the account is yours.</p>
      <div className={styles.row}>
        <Button onClick={onContinue}>Continue</Button>
        <Button variant="secondary" onClick={onDecline}>
          Not me
        </Button>
      </div>
    </div>
  );
}
