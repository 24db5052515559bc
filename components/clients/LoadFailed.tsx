import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';

/** A list that did not load: what the server said, and a way to ask again. */
export default function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{errorMessage(error)}</p>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
