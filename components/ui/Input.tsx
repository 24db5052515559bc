import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldClassName, useFieldIds, type FieldMessageProps } from './FieldMessages';
import styles from './Field.module.scss';

export interface InputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'prefix'>, FieldMessageProps {
  label: string;
  /** Text before the value, e.g. the +91 country code or ₹; read with the label, not the value. */
  prefix?: string;
  suffix?: string;
  /** Lines digits up (amounts, codes). */
  numeric?: boolean;
}

/**
 * A labelled text box with its hint and error under it, linked through aria-describedby. `ref` reaches the
 * <input>, so react-hook-form's `register` works as it is.
 */
export default function Input({
  label,
  hint,
  error,
  errorAction,
  prefix,
  suffix,
  numeric,
  className,
  ...input
}: InputProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      className={className}
      hint={hint}
      error={error}
      errorAction={errorAction}
    >
      {prefix && (
        <span className={styles.affix} aria-hidden="true">
          {prefix}
        </span>
      )}
      <input
        id={ids.id}
        className={fieldClassName(styles.input, numeric && styles.numeric)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      {suffix && (
        <span className={styles.affix} aria-hidden="true">
          {suffix}
        </span>
      )}
    </FieldFrame>
  );
}
