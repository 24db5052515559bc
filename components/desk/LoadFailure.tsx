// A desk card's list that failed to load: the server's message and a way to try again.
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import styles from './Desk.module.scss';

export default function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <p className={styles.error} role="alert">
      {errorMessage(error)}{' '}
      <Button variant="text" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
