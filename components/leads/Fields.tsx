import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './LeadForm.module.scss';

interface FieldShell {
  label: string;
  hint?: ReactNode;
  /** The message under the field, announced with it. */
  error?: string | null;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

export function InputField({ label, hint, error, prefix, ...input }: FieldShell & { prefix?: string } & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].join(' ')}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, hint, error, children, ...select }: FieldShell & Omit<ComponentPropsWithRef<'select'>, 'id'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].join(' ')}>
        <select id={id} className={styles.input} aria-describedby={describedBy(id, hint, error)} {...select}>
          {children}
        </select>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Never ticked until the person ticks it (UI.md: no pre-ticked consents). */
export function ConsentField({ label, error, ...input }: { label: ReactNode; error?: string | null } & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} error={error} />
    </div>
  );
}
