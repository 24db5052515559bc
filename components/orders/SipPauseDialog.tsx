// Pausing a client's SIP from the SIP centre: how many instalments to skip (or until when), the dates that skips,
// and plainly what happens next: the client is texted the request and the SIP pauses only when they confirm it.
import { useState } from 'react';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import DateField from '@/components/ui/DateField';
import Modal from '@/components/ui/Modal';
import Select from '@/components/ui/Select';
import { errorMessage } from '@/services/http/errors';
import { usePauseSipMutation } from '@/store/api/orders';
import type { SipCentreRow, SipChangeAnswer } from '@/utils/orders/sipCentre';
import { MAX_PAUSE_INSTALMENTS, planPause } from '@/utils/orders/sipPause';
import { formatDay } from '@/utils/portfolio/display';
import { sipPauseSchema } from '@/utils/validation/sipCentre';
import styles from './SipCentre.module.scss';

const COUNTS = Array.from({ length: MAX_PAUSE_INSTALMENTS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} instalment${i ? 's' : ''}` }));

export interface SipPauseDialogProps {
  sip: SipCentreRow;
  open: boolean;
  onClose: () => void;
  onDone: (answer: SipChangeAnswer) => void;
}

export default function SipPauseDialog({ sip, open, onClose, onDone }: SipPauseDialogProps) {
  const [mode, setMode] = useState<'count' | 'date'>('count');
  const [count, setCount] = useState('1');
  const [dateText, setDateText] = useState('');
  const [until, setUntil] = useState<string | null>(null);
  const [pauseSip, { isLoading, error, reset }] = usePauseSipMutation();

  const body = mode === 'count' ? { instalments: Number(count) } : until ? { until } : {};
  const parsed = sipPauseSchema.safeParse(body);
  const plan = parsed.success
    ? planPause({ status: sip.status, day: sip.day, nextDueDate: sip.next_due_date, endDate: sip.end_date, pausedUntil: sip.paused_until }, parsed.data as never)
    : null;

  async function send() {
    if (!parsed.success || !plan?.ok || isLoading) return;
    try {
      onDone(await pauseSip({ userId: sip.user_id, sipId: sip.id, body: parsed.data }).unwrap());
    } catch {
      // Shown in the dialog.
    }
  }

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Pause this SIP?"
      footer={
        <>
          <Button variant="secondary" onClick={close}>Keep it running</Button>
          <Button onClick={send} loading={isLoading} disabled={!plan?.ok}>Send to {sip.client_name} to confirm</Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>
          {sip.client_name}&apos;s SIP in {sip.scheme_name}. Next instalment: {formatDay(sip.next_due_date)}.
        </p>
        <RadioGroup
          legend="Pause"
          name="pause-mode"
          value={mode}
          onChange={(v) => setMode(v === 'date' ? 'date' : 'count')}
          options={[
            { value: 'count', label: 'For a number of instalments' },
            { value: 'date', label: 'Until a date' },
          ]}
        />
        {mode === 'count' ? (
          <Select label="Instalments to skip" value={count} onChange={(e) => setCount(e.target.value)} options={COUNTS} />
        ) : (
          <DateField label="Skip instalments up to" value={dateText} onChange={setDateText} onDateChange={setUntil} />
        )}
        {plan?.ok && (
          <p role="status">
            Skips {plan.skipped.map(formatDay).join(', ')}; the SIP runs again by itself from {formatDay(plan.resumesOn)}.
          </p>
        )}
        {plan && !plan.ok && <p role="alert" className={styles.warn}>{plan.message}</p>}
        <p className={styles.sub}>
          We text {sip.client_name} ({sip.client_mobile_masked}) a link to review it. Nothing changes until they confirm it
          with the OTP sent to their own mobile.
        </p>
        {error && <p role="alert" className={styles.warn}>{errorMessage(error)}</p>}
      </div>
    </Modal>
  );
}
