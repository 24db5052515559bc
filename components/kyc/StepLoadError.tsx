import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import { errorMessage } from '@/services/http/errors';

/** A step's saved data could not be loaded: say so, with the server's words, and offer to try again. */
export default function StepLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title="We could not load what you saved"
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
