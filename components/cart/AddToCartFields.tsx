import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import type { PaymentMonthOption } from '@/utils/dates/paymentDates';
import type { AddToCartValues, FieldErrors, InvestMode } from './addToCartForm';
import styles from './Cart.module.scss';

interface FieldsProps {
  mode: InvestMode;
  values: AddToCartValues;
  errors: FieldErrors;
  months: PaymentMonthOption[];
  onChange: (patch: Partial<AddToCartValues>) => void;
}

const dayLabel = (iso: string) => String(Number(iso.slice(8, 10)));

/** The amount, and for a SIP its first date (month, then day), instalments and yearly step-up. */
export default function AddToCartFields({ mode, values, errors, months, onChange }: FieldsProps) {
  const month = months.find((m) => values.sipDate.startsWith(m.month)) ?? null;
  return (
    <>
      <Input
        label={mode === 'sip' ? 'Monthly amount' : 'Amount'}
        prefix="₹"
        inputMode="numeric"
        value={values.amount}
        error={errors.amount}
        onChange={(e) => onChange({ amount: e.target.value })}
      />
      {mode === 'sip' && (
        <>
          <div className={styles.row}>
            <Select
              label="First SIP month"
              placeholder="Choose a month"
              value={month?.month ?? ''}
              options={months.map((m) => ({ value: m.month, label: m.label }))}
              onChange={(e) => onChange({ sipDate: months.find((m) => m.month === e.target.value)?.dates[0] ?? '' })}
            />
            <Select
              label="SIP date"
              placeholder="Choose a day"
              value={values.sipDate}
              disabled={!month}
              error={errors.sipDate}
              options={(month?.dates ?? []).map((d) => ({ value: d, label: dayLabel(d) }))}
              onChange={(e) => onChange({ sipDate: e.target.value })}
            />
          </div>
          <div className={styles.row}>
            <Input
              label="Number of instalments"
              inputMode="numeric"
              value={values.untilCancelled ? '' : values.installments}
              disabled={values.untilCancelled}
              error={errors.installments}
              onChange={(e) => onChange({ installments: e.target.value })}
            />
            <Checkbox
              label="Until I cancel it"
              checked={values.untilCancelled}
              onChange={(e) => onChange({ untilCancelled: e.target.checked })}
            />
          </div>
          <Input
            label="Yearly step-up (optional)"
            hint="Raise the instalment by this percentage every year"
            inputMode="decimal"
            suffix="%"
            value={values.stepUpPercent}
            error={errors.stepUp}
            onChange={(e) => onChange({ stepUpPercent: e.target.value })}
          />
        </>
      )}
    </>
  );
}
