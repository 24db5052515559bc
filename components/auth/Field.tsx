import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Auth.module.scss';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** The spec's message, shown under the field and announced with it. */
  error?: string | null;
  /** Extra content under the error, e.g. a link that fixes it. */
  errorAction?: ReactNode;
  /** Text before the input, e.g. the +91 country code. */
  prefix?: string;
}

/** Labelled input with its hint and error linked through aria-describedby. */
export function TextField({
  label,
  hint,
  error,
  errorAction,
  prefix,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </div>
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
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
}

/** A consent box: never ticked unless the person ticks it (UI.md: no pre-ticked consents). */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
