import { abbreviateINR, formatINR, LAKH } from '@/utils/money';
import { formatFieldValue, rangeText, type NumberField } from '@/utils/calculators/fields';
import { fromSlider, sliderBounds, toSlider } from '@/utils/calculators/sliderScale';
import styles from './Fields.module.scss';

export interface NumberInputProps {
  name: string;
  field: NumberField;
  text: string;
  /** The last valid value, where the slider rests while the box holds something invalid. */
  value: number;
  error?: string;
  onChange: (name: string, text: string) => void;
}

const UNIT: Record<NumberField['kind'], { prefix?: string; suffix?: string }> = {
  amount: { prefix: '₹' },
  percent: { suffix: '%' },
  years: { suffix: 'years' },
  months: { suffix: 'months' },
  age: { suffix: 'years' },
};

/** What the valid amount reads as, with Indian grouping: '₹10,00,000 (₹10 L)'. */
function amountEcho(value: number): string {
  return value >= LAKH
    ? `${formatINR(value, { decimals: 0 })} (${abbreviateINR(value)})`
    : formatINR(value, { decimals: 0 });
}

/** A number box and a slider bound to the same value, with the range, hint and error beside them. */
export default function NumberInput({
  name,
  field,
  text,
  value,
  error,
  onChange,
}: NumberInputProps) {
  const id = `calc-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const unit = UNIT[field.kind];
  const hint = [
    field.hint,
    field.kind === 'amount' && !error ? amountEcho(value) : null,
    `Range ${rangeText(field)}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {field.label}
        </label>
        <div className={[styles.box, error ? styles.invalid : ''].join(' ')}>
          {unit.prefix && <span aria-hidden="true">{unit.prefix}</span>}
          <input
            id={id}
            name={name}
            type="text"
            inputMode={field.kind === 'percent' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(e) => onChange(name, e.target.value)}
          />
          {unit.suffix && <span aria-hidden="true">{unit.suffix}</span>}
        </div>
      </div>
      <input
        type="range"
        className={styles.slider}
        aria-label={`${field.label} slider`}
        {...sliderBounds(field)}
        value={toSlider(field, value)}
        // Wide amount sliders move along a curve, so the track position is not the amount.
        aria-valuetext={formatFieldValue(field.kind, value)}
        onChange={(e) => onChange(name, String(fromSlider(field, Number(e.target.value))))}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
