import { useId, type ReactNode } from 'react';
import styles from './Field.module.scss';

export interface FieldMessageProps {
  hint?: ReactNode;
  /** The spec's message, shown under the field and announced with it. */
  error?: string | null;
  /** Extra content after the error, e.g. a link that fixes it. */
  errorAction?: ReactNode;
}

/** Ids that tie a control to its hint and its error (aria-describedby), shared by every field. */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error comes first so a screen reader says what is wrong before the general advice.
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
  errorAction,
}: FieldMessageProps & { hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
          {errorAction && <> {errorAction}</>}
        </p>
      )}
    </>
  );
}

export function fieldClassName(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

interface FieldFrameProps extends FieldMessageProps {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  className?: string;
  /** The control itself (input, select) and anything beside it inside the bordered box. */
  children: ReactNode;
}

/** Label, bordered box and messages around one text-like control (Input, Select). */
export function FieldFrame({
  ids,
  label,
  className,
  hint,
  error,
  errorAction,
  children,
}: FieldFrameProps) {
  return (
    <div className={fieldClassName(styles.field, className)}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <div className={fieldClassName(styles.control, error && styles.invalid)}>{children}</div>
      <FieldMessages
        hintId={ids.hintId}
        errorId={ids.errorId}
        hint={hint}
        error={error}
        errorAction={errorAction}
      />
    </div>
  );
}
