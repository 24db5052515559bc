// A SIP's actions in the SIP centre: top-up through the step-up flow, and a pause or cancellation that is sent to the
// client to confirm (utils/orders/sipCentre.ts). A request already waiting for the client is said instead.
import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/services/http/errors';
import { useCancelSipMutation } from '@/store/api/orders';
import { RUNNING_SIP_STATUSES, type SipCentreRow, type SipChangeAnswer } from '@/utils/orders/sipCentre';
import { formatPaise } from '@/utils/money';
import SipPauseDialog from './SipPauseDialog';
import styles from './SipCentre.module.scss';

export const topUpHref = (sip: Pick<SipCentreRow, 'id' | 'user_id'>) =>
  `/addmodifystepup/${encodeURIComponent(sip.id)}?u=${encodeURIComponent(sip.user_id)}`;

/** What the advisor reads after asking: sent to the client, or (never from here, but the call may say so) done. */
export function answerWords(sip: SipCentreRow, answer: SipChangeAnswer): string {
  if (answer.status === 'awaiting_client') {
    const to = answer.client_confirmation.sent_to;
    return to
      ? `Sent to ${sip.client_name} to confirm (${to}): ${answer.summary}.`
      : `Saved, but the SMS to ${sip.client_name} could not be sent: ask again.`;
  }
  return answer.sip_status === 'paused' ? 'The SIP is paused.' : 'The SIP is cancelled.';
}

export default function SipCentreActions({ sip, onDone }: { sip: SipCentreRow; onDone: (notice: string) => void }) {
  const [dialog, setDialog] = useState<'pause' | 'cancel' | null>(null);
  const [cancelSip, { isLoading, error, reset }] = useCancelSipMutation();
  const running = RUNNING_SIP_STATUSES.includes(sip.status);
  const waiting = sip.pending_request;

  async function confirmCancel() {
    try {
      onDone(answerWords(sip, await cancelSip({ userId: sip.user_id, sipId: sip.id }).unwrap()));
      setDialog(null);
    } catch {
      // Shown under the buttons.
      setDialog(null);
    }
  }

  if (!running) return <span className={styles.sub}>—</span>;
  return (
    <div className={styles.actions}>
      <ButtonLink href={topUpHref(sip)} size="sm" variant="secondary">Top up</ButtonLink>
      {sip.status === 'active' && waiting?.kind !== 'sip_pause' && (
        <Button size="sm" variant="text" onClick={() => setDialog('pause')}>Pause</Button>
      )}
      {waiting?.kind !== 'sip_cancel' && (
        <Button size="sm" variant="text" onClick={() => { reset(); setDialog('cancel'); }}>Cancel SIP</Button>
      )}
      {waiting && (
        <span className={styles.sub}>
          Waiting for {sip.client_name} to confirm: {waiting.kind === 'sip_pause' ? 'pause' : 'cancellation'}
        </span>
      )}
      {error && <p role="alert" className={styles.warn}>{errorMessage(error)}</p>}
      {dialog === 'pause' && (
        <SipPauseDialog
          sip={sip}
          open
          onClose={() => setDialog(null)}
          onDone={(answer) => {
            setDialog(null);
            onDone(answerWords(sip, answer));
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this SIP?"
        message={`We text ${sip.client_name} (${sip.client_mobile_masked}) a request to cancel the SIP of ${formatPaise(sip.amount_paise)} a month in ${sip.scheme_name}. It stops only when they confirm it with their OTP, from the second working day after; the units they hold stay invested.`}
        confirmLabel="Send to client to confirm"
        cancelLabel="Keep SIP"
        onConfirm={confirmCancel}
        onCancel={() => setDialog(null)}
        busy={isLoading}
      />
    </div>
  );
}
