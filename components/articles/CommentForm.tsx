import { type FormEvent, useId, useState } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { textLength } from '@/utils/validation/input';
import { formatIndianNumber } from '@/utils/money';
import { CommentRefused, TEXT_LIMIT, commentProblem } from './commentRules';
import styles from './Articles.module.scss';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves when the text is saved; a thrown error's message (e.g. the posting limit) is shown by the field. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
}

/** One text field with the spec's messages beside it: checked before sending, and the server's refusal shown too. */
export default function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = commentProblem(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (failure) {
      setError(failure instanceof CommentRefused ? failure.message : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const length = textLength(text);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{label}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formRow}>
        <span id={`${id}-count`} className={length > TEXT_LIMIT ? styles.error : undefined}>
          {formatIndianNumber(length)} / {formatIndianNumber(TEXT_LIMIT)} characters
        </span>
        <span>
          {onCancel && (
            <Button variant="text" size="sm" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" loading={busy}>
            {submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}
