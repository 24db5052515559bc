import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import { errorMessage } from '@/services/http/errors';

/** A step's data could not be loaded: what the server said, and a retry (nothing typed is lost). */
export default function KycLoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert">
      <EmptyState
        title={`We could not load your ${what}`}
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
