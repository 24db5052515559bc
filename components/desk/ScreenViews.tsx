// /ops/screen-views: no menu entry and no session; the operator's key is the permission. It is kept in this tab's
// sessionStorage only (never localStorage, never a cookie), and dropped when the backend refuses it.
import { useState, useSyncExternalStore } from 'react';
import { readSession, removeSession, writeSession } from '@/utils/storage';
import OpsKeyForm from './OpsKeyForm';
import ScreenViewsReport from './ScreenViewsReport';
import styles from './Desk.module.scss';

const noSubscription = () => () => {};
const readKey = () => readSession('OPS_API_KEY');

export default function ScreenViews() {
  // sessionStorage exists only in the browser: undefined on the server and while hydrating, so both agree.
  const stored = useSyncExternalStore(noSubscription, readKey, () => undefined);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [refused, setRefused] = useState(false);
  const key = chosen === undefined ? stored : chosen;
  const setKey = setChosen;

  const accept = (given: string) => {
    writeSession('OPS_API_KEY', given);
    setRefused(false);
    setKey(given);
  };
  const forget = (wasRefused: boolean) => {
    removeSession('OPS_API_KEY');
    setRefused(wasRefused);
    setKey(null);
  };

  return (
    <main className={styles.page}>
      <h1>Screen views</h1>
      {refused && (
        <p className={styles.error} role="alert">
          That key is not accepted
        </p>
      )}
      {key === undefined ? null : key ? (
        <ScreenViewsReport opsKey={key} onRefused={() => forget(true)} onForget={() => forget(false)} />
      ) : (
        <OpsKeyForm onKey={accept} />
      )}
    </main>
  );
}
