import Button, { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import styles from './Orders.module.scss';

export function OrdersLoading({ label }: { label: string }) {
  return (
    <div className={styles.wrap}>
      <Skeleton width="40%" height={32} label={label} />
      <Skeleton height={240} />
    </div>
  );
}

export function OrdersError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.wrap} role="alert">
      <EmptyState
        headingLevel="h1"
        title={title}
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}

/** An advisor acts for one client at a time: without one chosen there is nobody to place orders for. */
export function ChooseClientFirst({ purpose }: { purpose: string }) {
  return (
    <div className={styles.wrap}>
      <EmptyState
        headingLevel="h1"
        title="Choose a client first"
        description={`Pick the client ${purpose}.`}
        action={<ButtonLink href="/select-client">Select a client</ButtonLink>}
      />
    </div>
  );
}
