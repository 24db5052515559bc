// What an advisor does with one follow-up (issue 32, item 4): change it, mark it done with what came of it, or delete
// it after a confirmation; a follow-up about a client links to that client's portfolio.
import { useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import Input from '@/components/ui/Input';
import Link from '@/components/ui/Link';
import { errorMessage } from '@/services/http/errors';
import { useCompleteFollowUpMutation, useDeleteFollowUpMutation } from '@/store/api/desk';
import type { FollowUpView } from '@/utils/desk/wire';
import AddFollowUpForm from './AddFollowUpForm';
import styles from './Desk.module.scss';

export default function FollowUpActions({ followUp }: { followUp: FollowUpView }) {
  const [complete, completing] = useCompleteFollowUpMutation();
  const [remove, removing] = useDeleteFollowUpMutation();
  const [closing, setClosing] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const failure = completing.error ?? removing.error;

  const markDone = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await complete({ id: followUp.id, outcome: outcome.trim() || undefined }).unwrap().catch(() => null);
    if (saved) setClosing(false);
  };
  const confirmDelete = async () => {
    await remove(followUp.id).unwrap().catch(() => undefined);
    setAsking(false);
  };

  return (
    <>
      <span className={styles.actions}>
        {followUp.user_id && <Link href={`/portfolio/${followUp.user_id}`}>{`Portfolio of ${followUp.name}`}</Link>}
        {followUp.done_at ? (
          <span className={styles.meta} role="status">{`Done${followUp.outcome ? `: ${followUp.outcome}` : ''}`}</span>
        ) : (
          <>
            <Button variant="text" size="sm" onClick={() => setEditing(true)} aria-expanded={editing} aria-label={`Edit the follow-up with ${followUp.name}`}>
              Edit
            </Button>
            <Button variant="text" size="sm" onClick={() => setClosing(true)} aria-expanded={closing} aria-label={`Mark the follow-up with ${followUp.name} done`}>
              Done
            </Button>
          </>
        )}
        <Button variant="text" size="sm" onClick={() => setAsking(true)} aria-label={`Delete the follow-up with ${followUp.name}`}>
          Delete
        </Button>
      </span>
      {editing && !followUp.done_at && <AddFollowUpForm editing={followUp} onDone={() => setEditing(false)} />}
      {closing && !followUp.done_at && (
        <form className={styles.actions} onSubmit={markDone} aria-label={`What came of the call with ${followUp.name}`}>
          <Input label="Outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)} maxLength={500} hint="Optional: what was agreed" />
          <Button type="submit" size="sm" loading={completing.isLoading}>
            Mark done
          </Button>
        </form>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {errorMessage(failure)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete this follow-up?"
        message={`The follow-up with ${followUp.name} on ${followUp.follow_up.date} at ${followUp.follow_up.time} will be removed. This cannot be undone.`}
        confirmLabel="Delete follow-up"
        cancelLabel="Keep it"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
