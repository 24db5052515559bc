import type { AuthModalVariant } from '@/store/uiSlice';
import styles from './Auth.module.scss';

export interface VariantSwitchProps {
  variant: AuthModalVariant;
  onChange: (variant: AuthModalVariant) => void;
}

const OPTIONS: { value: AuthModalVariant; label: string }[] = [
  { value: 'login', label: 'Log in' },
  { value: 'signup', label: 'Sign up' },
];

/** Log in or sign up: two toggle buttons, the current one pressed. */
export default function VariantSwitch({ variant, onChange }: VariantSwitchProps) {
  return (
    <div className={styles.switch} role="group" aria-label="Log in or sign up">
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={variant === o.value}
          className={variant === o.value ? styles.switchOn : undefined}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
