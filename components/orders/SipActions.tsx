import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { Sip } from '@/services/portfolio.types';
import { errorMessage } from '@/services/http/errors';
import { useCancelPendingSipMutation } from '@/store/api/cart';
import { formatPaise } from '@/utils/money';
import { formatDay } from '@/utils/portfolio/display';
import { useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';
import styles from './Orders.module.scss';

/** SIPs that still run can be stepped up or cancelled; a cancelled or finished one only shows its status. */
const RUNNING = new Set(['active', 'pending', 'paused']);

export const stepUpHref = (sipId: string) => `/addmodifystepup/${encodeURIComponent(sipId)}`;

export default function SipActions({ sip, userId, schemeName }: { sip: Sip; userId: string; schemeName: string }) {
  const [asking, setAsking] = useState(false);
  const [cancelSip, { isLoading, data, error, reset }] = useCancelPendingSipMutation();
  const mayPlace = useMayPlaceOrders();
  if (data?.status === 'awaiting_client') {
    const to = data.client_confirmation.sent_to;
    return (
      <p role="status" className={styles.note}>
        Sent to your client to confirm{to ? ` (${to})` : ''}: the SIP runs until they confirm it with their OTP.
      </p>
    );
  }
  if (data) {
    return (
      <p role="status" className={styles.note}>
        Cancelled: no instalment from {formatDay(data.effective_from)}.
      </p>
    );
  }
  if (!RUNNING.has(sip.status) || !mayPlace) return null;

  async function confirm() {
    try {
      await cancelSip({ user_id: userId, sip_id: sip.id }).unwrap();
    } catch {
      // The error is shown under the buttons.
    }
    setAsking(false);
  }

  return (
    <div className={styles.actions}>
      <ButtonLink href={stepUpHref(sip.id)} size="sm" variant="secondary">
        {sip.step_up_percent || sip.step_up_amount_paise ? 'Edit step-up' : 'Step-up'}
      </ButtonLink>
      <Button
        size="sm"
        variant="text"
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        Cancel SIP
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {errorMessage(error)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel this SIP?"
        message={`The SIP of ${formatPaise(sip.amount_paise)} a month in ${schemeName} stops. Instalments due in the next two working days may still be debited; the units you hold stay invested.`}
        confirmLabel="Cancel SIP"
        cancelLabel="Keep SIP"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        busy={isLoading}
      />
    </div>
  );
}
