import { useState } from 'react';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useShellState } from './shellStore';
import { useLogout } from './useLogout';

export const LOGOUT_TITLE = 'Confirm Logout?';
export const LOGOUT_MESSAGE = 'Are you sure you want to logout?';

/** The spec's logout question, opened by either header's Logout item. */
export default function LogoutConfirm() {
  const open = useShellState('logoutConfirm');
  const { cancel, confirm } = useLogout();
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    setBusy(true);
    try {
      await confirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={LOGOUT_TITLE}
      message={LOGOUT_MESSAGE}
      cancelLabel="Cancel"
      confirmLabel="Logout"
      busy={busy}
      onCancel={cancel}
      onConfirm={onConfirm}
    />
  );
}
