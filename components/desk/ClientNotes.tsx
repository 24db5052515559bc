// The advisor's notes on one client: newest first, add one, and edit or delete only the notes they wrote.
import { useState } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/services/http/errors';
import { useAddNoteMutation, useDeleteNoteMutation, useEditNoteMutation, useGetNotesQuery } from '@/store/api/desk';
import type { NoteView } from '@/utils/desk/wire';
import { actorLabel } from '@/utils/session/actors';
import NoteForm from './NoteForm';
import styles from './Desk.module.scss';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function NoteItem({ note, userId }: { note: NoteView; userId: string }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [edit] = useEditNoteMutation();
  const [remove, removal] = useDeleteNoteMutation();

  if (editing) {
    return (
      <li className={styles.item}>
        <NoteForm
          submitLabel="Save note"
          initial={note}
          onCancel={() => setEditing(false)}
          onSubmit={async (changed) => {
            await edit({ id: note.id, user_id: userId, ...changed }).unwrap();
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      {note.title && <strong>{note.title}</strong>}
      <span className={styles.body}>{note.body}</span>
      <span className={styles.meta}>
        {when(note.created_at)}
        {note.written_by && ` · by ${actorLabel(note.written_by)}`}
      </span>
      {note.mine && (
        <span className={styles.actions}>
          <Button variant="text" size="sm" onClick={() => setEditing(true)} aria-label={`Edit note: ${note.title ?? note.body.slice(0, 40)}`}>
            Edit
          </Button>
          <Button variant="text" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete note: ${note.title ?? note.body.slice(0, 40)}`}>
            Delete
          </Button>
        </span>
      )}
      {removal.error && <span className={styles.error}>{errorMessage(removal.error)}</span>}
      <ConfirmDialog
        open={confirming}
        title="Delete this note?"
        message="The note is removed for good."
        confirmLabel="Delete note"
        busy={removal.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove({ id: note.id, user_id: userId });
        }}
      />
    </li>
  );
}

export default function ClientNotes({ userId }: { userId: string }) {
  const notes = useGetNotesQuery(userId);
  const [add] = useAddNoteMutation();
  return (
    <Card title="Notes">
      {notes.isLoading && <p className={styles.meta}>Loading notes…</p>}
      {notes.error && (
        <p className={styles.error} role="alert">
          {errorMessage(notes.error)}
        </p>
      )}
      {notes.data && notes.data.length === 0 && <p className={styles.meta}>No notes on this client yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className={styles.list} aria-label="Notes on this client">
          {notes.data.map((n) => (
            <NoteItem key={n.id} note={n} userId={userId} />
          ))}
        </ul>
      )}
      <NoteForm submitLabel="Add note" onSubmit={(note) => add({ user_id: userId, ...note }).unwrap()} />
    </Card>
  );
}
