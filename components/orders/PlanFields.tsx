import Select from '@/components/ui/Select';
import { formatDay } from '@/utils/portfolio/display';
import type { SchemeRules } from '@/utils/orders/schemeRules';
import NumberField from './NumberField';
import { firstDateOnDay, type FolioOrderValues, type OrderErrors } from './folioOrder';

interface Props {
  rules: SchemeRules;
  /** 'SIP date' on a purchase; 'Day of the month' for an STP or SWP. */
  dayLabel?: string;
  values: FolioOrderValues;
  errors: OrderErrors;
  onChange: (patch: Partial<FolioOrderValues>) => void;
}

/** A monthly plan (SIP, STP or SWP): how much each month, on which day, how many times. */
export default function PlanFields({ rules, dayLabel = 'Day of the month', values, errors, onChange }: Props) {
  const first = values.day ? firstDateOnDay(Number(values.day)) : undefined;
  return (
    <>
      <NumberField
        label="Monthly amount"
        value={values.amount}
        onChange={(amount) => onChange({ amount })}
        error={errors.amount}
      />
      <Select
        label={dayLabel}
        placeholder="Choose a day"
        options={rules.sipDays.map((d) => ({ value: String(d), label: String(d) }))}
        value={values.day}
        onChange={(e) => onChange({ day: e.target.value })}
        error={errors.day}
        hint={first ? `First instalment on ${formatDay(first)}` : 'Days 1 to 28, so that every month has the day'}
      />
      <NumberField
        label="Number of instalments"
        kind="count"
        value={values.instalments}
        onChange={(instalments) => onChange({ instalments })}
        error={errors.instalments}
        hint={`At least ${rules.minSipInstallments}`}
      />
    </>
  );
}
