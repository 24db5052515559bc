import type { ChangeEvent, ReactNode } from 'react';
import {
  FieldMessages,
  fieldClassName,
  useFieldIds,
  type FieldMessageProps,
} from './FieldMessages';
import styles from './Field.module.scss';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface GroupShellProps extends FieldMessageProps {
  /** The question the choices answer; the group's accessible name (a <legend>). */
  legend: string;
  /** The inputs' name (also what a form posts). */
  name: string;
  options: readonly ChoiceOption[];
  /** Side by side instead of one per line. */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

export interface RadioGroupProps extends GroupShellProps {
  value: string;
  onChange: (value: string) => void;
}

export interface CheckboxGroupProps extends GroupShellProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

type ShellProps = GroupShellProps & {
  type: 'radio' | 'checkbox';
  isChecked: (value: string) => boolean;
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A fieldset of native radios or checkboxes: arrow keys, labels and the group's name come with the browser. */
function ChoiceShell({
  legend,
  name,
  options,
  inline,
  disabled,
  className,
  hint,
  error,
  errorAction,
  type,
  isChecked,
  onToggle,
}: ShellProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <fieldset
      className={fieldClassName(styles.field, className)}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={inline ? styles.inline : styles.options}>
        {options.map((o, i) => (
          <div key={o.value} className={styles.check}>
            <input
              id={`${id}-${i}`}
              type={type}
              name={name}
              value={o.value}
              checked={isChecked(o.value)}
              disabled={o.disabled}
              onChange={onToggle}
            />
            <label htmlFor={`${id}-${i}`}>{o.label}</label>
          </div>
        ))}
      </div>
      <FieldMessages
        hintId={hintId}
        errorId={errorId}
        hint={hint}
        error={error}
        errorAction={errorAction}
      />
    </fieldset>
  );
}

/** One answer out of a few (for many, use Select). */
export function RadioGroup({ value, onChange, ...shell }: RadioGroupProps) {
  return (
    <ChoiceShell
      {...shell}
      type="radio"
      isChecked={(v) => v === value}
      onToggle={(e) => onChange(e.target.value)}
    />
  );
}

/** Any number of answers; the value keeps the options' order whatever order they were ticked in. */
export function CheckboxGroup({ value, onChange, ...shell }: CheckboxGroupProps) {
  function onToggle(event: ChangeEvent<HTMLInputElement>) {
    const picked = new Set(value);
    if (event.target.checked) picked.add(event.target.value);
    else picked.delete(event.target.value);
    onChange(shell.options.map((o) => o.value).filter((v) => picked.has(v)));
  }
  return (
    <ChoiceShell
      {...shell}
      type="checkbox"
      isChecked={(v) => value.includes(v)}
      onToggle={onToggle}
    />
  );
}
