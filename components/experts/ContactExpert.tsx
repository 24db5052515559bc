import { useState } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage, statusOf } from '@/services/http/errors';
import { selectLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { authModalOpened } from '@/store/uiSlice';
import styles from './Experts.module.scss';

/**
 * "Contact {name}": a logged-out visitor is asked to log in first (the login modal); a logged-in one sends a
 * request that reaches the expert as a lead. The expert's number is never shown: they call back.
 */
export default function ContactExpert({ id, name }: { id: string; name: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const contact = async () => {
    if (!loggedIn) {
      dispatch(authModalOpened('login'));
      return;
    }
    setBusy(true);
    try {
      // The data layer (and the HTTP client) loads with the first request, not with the profile page.
      const { accountsApi } = await import('@/store/api/accounts');
      const sent = await dispatch(accountsApi.endpoints.contactExpert.initiate(id, { track: false })).unwrap();
      setResult({ ok: true, text: sent });
    } catch (error) {
      if (statusOf(error) === 401) dispatch(authModalOpened('login'));
      else setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button onClick={() => void contact()} loading={busy} disabled={result?.ok}>
        Contact {name}
      </Button>
      <p className={styles.hint}>
        {loggedIn
          ? `${name} gets your name and number and calls you back.`
          : 'Log in first; we share your number with the expert only when you ask.'}
      </p>
      <p role="status" className={result?.ok === false ? styles.error : styles.status}>
        {result?.text}
      </p>
    </div>
  );
}
