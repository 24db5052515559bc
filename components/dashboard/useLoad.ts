import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/services/http';

/** An error whose message is meant for the person (not a technical one). */
export class ShownError extends Error {}

const messageOf = (error: unknown) =>
  error instanceof ShownError ? error.message : errorMessage(error);

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` after mount (it may read browser storage) and again on retry. `load` must be stable:
 * a module-level function or a memoised one.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
