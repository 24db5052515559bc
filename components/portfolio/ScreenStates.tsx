import Button, { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage, statusOf } from '@/services/http/errors';
import styles from './Portfolio.module.scss';

export function PortfolioLoading({ label }: { label: string }) {
  return (
    <div className={styles.wrap}>
      <Skeleton width="40%" height={32} label={label} />
      <div aria-hidden="true" className={styles.section}>
        <div className={styles.cards}>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={72} />
          ))}
        </div>
        <Skeleton height={240} />
      </div>
    </div>
  );
}

export const FORBIDDEN_MESSAGE = 'This portfolio is not one you may see.';

/** A failed load: what went wrong and a way to try again (a refusal is not worth retrying). */
export function PortfolioError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  // Outside the caller's reach: the backend answers 404, as if the portfolio did not exist.
  const refused = statusOf(error) === 404;
  return (
    <div className={styles.wrap} role="alert">
      <EmptyState
        headingLevel="h1"
        title={title}
        description={refused ? FORBIDDEN_MESSAGE : errorMessage(error)}
        action={refused ? <ButtonLink href="/portfolio">Go to portfolio</ButtonLink> : <Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}

export function ChooseClient() {
  return (
    <div className={styles.wrap}>
      <EmptyState
        headingLevel="h1"
        title="Choose a client first"
        description="Pick the client whose portfolio you want to see."
        action={<ButtonLink href="/portfolio/listing">Client portfolios</ButtonLink>}
      />
    </div>
  );
}
