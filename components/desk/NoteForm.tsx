// One note's title and text, checked with the backend's rules (utils/validation/desk.ts) before sending; the
// server's refusal is shown beside the field too.
import { type FormEvent, useId, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage } from '@/services/http/errors';
import { NOTE_MAX, noteBodySchema } from '@/utils/validation/desk';
import styles from './Desk.module.scss';

export interface NoteFormProps {
  submitLabel: string;
  initial?: { title: string | null; body: string };
  onSubmit: (note: { title?: string; body: string }) => Promise<unknown>;
  onCancel?: () => void;
}

export default function NoteForm({ submitLabel, initial, onSubmit, onCancel }: NoteFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = noteBodySchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await onSubmit({ ...(title.trim() ? { title: title.trim() } : {}), body: checked.data });
      setError(null);
      if (!initial) {
        setTitle('');
        setBody('');
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Input label="Title (optional)" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
      <label htmlFor={`${id}-body`}>Note</label>
      <textarea
        id={`${id}-body`}
        value={body}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="text" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
