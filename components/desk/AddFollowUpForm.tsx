// Adds a follow-up for the selected client (when there is one) or for anyone the advisor names, or changes one
// (`editing`): a day and a time slot in India time, read with the same rules as the backend (utils/desk/slot.ts).
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage } from '@/services/http/errors';
import { useAddFollowUpMutation, useEditFollowUpMutation } from '@/store/api/desk';
import { formValuesAt, inputTimeOf, isoFromSlotDate, readSlot, slotDateOf, slotTimeOf } from '@/utils/desk/slot';
import type { FollowUpView } from '@/utils/desk/wire';
import { DESK_MESSAGES, followUpSchema } from '@/utils/validation/desk';
import styles from './Desk.module.scss';

export interface FollowUpClient {
  id: string;
  name: string;
  mobile: string;
}

const SLOT_PROBLEM = { date: DESK_MESSAGES.badDate, time: DESK_MESSAGES.badTime, order: DESK_MESSAGES.endBeforeStart };

/** A minute from now to half an hour after (India time), kept within the day. */
function defaults(now: Date) {
  const start = formValuesAt(new Date(now.getTime() + 60_000));
  const end = formValuesAt(new Date(now.getTime() + 31 * 60_000));
  return { date: start.date, from: start.time, to: end.date === start.date ? end.time : '23:59' };
}

/** The form's fields as a follow-up being edited holds them. */
function valuesOf(f: FollowUpView) {
  const [from = '', to = ''] = f.follow_up.time.split('-');
  return { date: isoFromSlotDate(f.follow_up.date) ?? '', from: inputTimeOf(from), to: inputTimeOf(to) };
}

interface Props {
  client?: FollowUpClient | null;
  /** The follow-up to change; without it the form adds one. */
  editing?: FollowUpView;
  onDone?: () => void;
}

export default function AddFollowUpForm({ client, editing, onDone }: Props) {
  const [initial] = useState(() => (editing ? valuesOf(editing) : defaults(new Date())));
  const [name, setName] = useState(editing?.name ?? client?.name ?? '');
  const [contact, setContact] = useState(editing?.contact ?? client?.mobile ?? '');
  const [date, setDate] = useState(initial.date);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [remarks, setRemarks] = useState(editing?.remarks ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useAddFollowUpMutation();
  const [edit, saving] = useEditFollowUpMutation();
  const clientId = editing ? editing.user_id : client?.id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      contact,
      follow_up: { date: date ? slotDateOf(date) : '', time: from && to ? `${slotTimeOf(from)}-${slotTimeOf(to)}` : '' },
      ...(clientId ? { user_id: clientId } : {}),
      ...(remarks.trim() ? { remarks } : {}),
    };
    const parsed = followUpSchema.safeParse(body);
    const slot = readSlot(body.follow_up.date, body.follow_up.time);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? DESK_MESSAGES.badTime);
    if (typeof slot === 'string') return setProblem(SLOT_PROBLEM[slot]);
    try {
      await (editing ? edit({ ...body, id: editing.id }) : add(body)).unwrap();
      setProblem(null);
      setRemarks('');
      onDone?.();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={editing ? `Edit the follow-up with ${editing.name}` : 'Add follow-up'} noValidate>
      <div className={styles.row}>
        <Input label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
        <Input label="Contact" value={contact} onChange={(e) => setContact(e.target.value)} inputMode="tel" required />
      </div>
      <div className={styles.row}>
        <Input label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        <Input label="From" type="time" value={from} onChange={(e) => setFrom(e.target.value)} required />
        <Input label="To" type="time" value={to} onChange={(e) => setTo(e.target.value)} required />
      </div>
      <Input label="Remarks" value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={adding.isLoading || saving.isLoading}>
          {editing ? 'Save changes' : 'Save follow-up'}
        </Button>
        {editing && (
          <Button type="button" variant="text" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
