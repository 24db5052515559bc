import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useFieldIds, type FieldMessageProps } from './FieldMessages';
import styles from './Field.module.scss';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<ComponentPropsWithRef<'select'>, 'id'>, FieldMessageProps {
  label: string;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first empty choice such as 'Choose one'. */
  placeholder?: string;
}

/** A native select (the phone's own picker) with the same label, hint and error as Input. */
export default function Select({
  label,
  hint,
  error,
  errorAction,
  options,
  placeholder,
  className,
  children,
  ...select
}: SelectProps) {
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
      <select
        id={ids.id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
