import { useRouter } from 'next/router';
import { useState } from 'react';
import Button from '@/components/ui/Button';
import type { ShellSession } from './session';
import styles from './AppLayout.module.scss';

/**
 * While a relationship manager acts for an advisor, every page says so, with the way back. Loaded only then
 * (AppLayout renders it for such a session alone); the store and the switch load when "Back to my view" is pressed.
 */
export default function ActingBanner({ session }: { session: ShellSession }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const manager = session.actingManager;
  if (!manager) return null;

  async function backToMyView() {
    if (!manager) return;
    setBusy(true);
    setFailure(null);
    const [{ getBrowserStore }, { expertChosen }] = await Promise.all([
      import('@/components/app/StoreProvider'),
      import('@/store/agentsThunks'),
    ]);
    const result = await getBrowserStore().dispatch(expertChosen(manager.expertId));
    if (expertChosen.fulfilled.match(result)) {
      await router.replace('/dashboard/expert');
    } else {
      setFailure(result.payload ?? 'We could not take you back. Please try again.');
    }
    setBusy(false);
  }

  return (
    <div className={styles.acting} role="region" aria-label="Acting for an advisor">
      <p>
        Acting as {session.name ?? 'this advisor'} for {manager.name} (relationship manager)
      </p>
      <Button size="sm" variant="secondary" onClick={() => void backToMyView()} disabled={busy}>
        Back to my view
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
