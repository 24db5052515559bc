import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import styles from './Dashboard.module.scss';

export function DashboardLoading({ label }: { label: string }) {
  return (
    <div className={styles.wrap}>
      <Skeleton width="40%" height={32} label={label} />
      <div className={styles.grid} aria-hidden="true">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.wrap} role="alert">
      <EmptyState
        headingLevel="h1"
        title="We could not load your dashboard"
        description={message}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
