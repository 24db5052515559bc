import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, fieldClassName, useFieldIds } from './FieldMessages';
import styles from './Field.module.scss';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
}

/** One box, e.g. a consent: never ticked unless the person ticks it (no pre-ticked consents). */
export default function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(null, error);
  return (
    <div className={fieldClassName(styles.field, className)}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} error={error} />
    </div>
  );
}
