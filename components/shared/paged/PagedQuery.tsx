import type { ReactNode } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import styles from './PagedQuery.module.scss';

interface Props {
  /** The first load: nothing to show yet. */
  isLoading: boolean;
  /** A later page or search on its way: the previous one stays on screen, marked busy. */
  isFetching: boolean;
  error: unknown;
  hasData: boolean;
  onRetry: () => void;
  loading: ReactNode;
  children: ReactNode;
}

/**
 * The states of a server-paged list (the advisor's client lists): loading, a failure with a way to try again, and
 * the list itself, which stays on screen, marked busy, while the next page loads or if loading it failed.
 */
export default function PagedQuery({ isLoading, isFetching, error, hasData, onRetry, loading, children }: Props) {
  if (isLoading) return <>{loading}</>;
  if (error && !hasData) {
    return (
      <div role="alert" className={styles.message}>
        <p>{errorMessage(error)}</p>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy={isFetching}>
      {Boolean(error) && (
        <p role="alert" className={styles.error}>
          The latest page could not be loaded: {errorMessage(error)}
        </p>
      )}
      {children}
    </div>
  );
}
