import type { ChoiceField } from '@/utils/calculators/fields';
import styles from './Fields.module.scss';

export interface ChoiceInputProps {
  name: string;
  field: ChoiceField;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}

/** A short list of options as a row of radio buttons. */
export default function ChoiceInput({ name, field, value, error, onChange }: ChoiceInputProps) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{field.label}</legend>
      <div className={styles.choices}>
        {field.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={`calc-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(name, option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
