import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { MESSAGES, TEXT_LIMIT, textLength } from '@/utils/validation';
import { formatIndianNumber } from '@/utils/money';
import styles from './Questions.module.scss';

export interface TextFormProps {
  label: string;
  submitLabel: string;
  /** The shared rule of this text ('Question cannot be empty', 'Answer cannot be empty', the 5000 limit). */
  schema: z.ZodType<string, string>;
  /** Resolves when the text is saved; a thrown error's message (e.g. the posting limit) is shown by the field. */
  onSubmit: (text: string) => Promise<void>;
  placeholder?: string;
  rows?: number;
  /** More fields between the text and the button (the language of a question). */
  extra?: ReactNode;
}

/** A text field checked by the shared schema before sending, with a live count against the 5000 limit. */
export default function TextForm({ label, submitLabel, schema, onSubmit, placeholder, rows = 4, extra }: TextFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = textLength(text);
  const over = length > TEXT_LIMIT;
  // Over the limit the message shows while typing; other messages wait for a send.
  const shown = error ?? (over ? MESSAGES.textTooLong : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.textTooLong);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        rows={rows}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-count${shown ? ` ${id}-error` : ''}`}
      />
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
      <div className={styles.formRow}>
        <span id={`${id}-count`} className={over ? styles.countOver : styles.count} aria-live="polite">
          {formatIndianNumber(length)} / {formatIndianNumber(TEXT_LIMIT)} characters
        </span>
        {extra}
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
