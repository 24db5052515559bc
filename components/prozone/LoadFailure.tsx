import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import styles from './Prozone.module.scss';

interface Query {
  error?: unknown;
  refetch: () => unknown;
}

/** The first failure among the screen's queries, in the server's words, and a retry of those that failed. */
export default function LoadFailure({ queries }: { queries: Query[] }) {
  const failed = queries.filter((q) => q.error);
  if (failed.length === 0) return null;
  return (
    <p className={styles.error} role="alert">
      {errorMessage(failed[0].error)}{' '}
      <Button variant="text" size="sm" onClick={() => failed.forEach((q) => void q.refetch())}>
        Try again
      </Button>
    </p>
  );
}
