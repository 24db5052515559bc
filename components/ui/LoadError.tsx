import Button from './Button';
import EmptyState from './EmptyState';
import { errorMessage, statusOf } from '@/services/http/errors';

interface LoadErrorProps {
  /** What could not be loaded, as a heading: 'We could not load this receipt'. */
  title: string;
  /** The failed query's error: its server message is shown when it has one. */
  error: unknown;
  /** Offered unless the answer was a 404 (trying again would not find it either). */
  onRetry?: () => void;
}

/** The one way a screen says a load failed: what, the server's reason, and a retry where one can help. */
export default function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const missing = statusOf(error) === 404;
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={errorMessage(error)}
        action={onRetry && !missing ? <Button variant="secondary" size="sm" onClick={onRetry}>Try again</Button> : undefined}
      />
    </div>
  );
}
