import { RadioGroup } from '@/components/ui/ChoiceGroup';
import Amount from '@/components/ui/Amount';
import { formatUnits } from '@/utils/portfolio/display';
import NumberField from './NumberField';
import type { FolioFacts } from './folioFacts';
import type { FolioOrderValues, OrderErrors, RedeemBy } from './folioOrder';
import styles from './Orders.module.scss';

interface Props {
  verb: 'Redeem' | 'Switch';
  facts: FolioFacts;
  values: FolioOrderValues;
  errors: OrderErrors;
  onChange: (patch: Partial<FolioOrderValues>) => void;
}

const BY_OPTIONS = [
  { value: 'amount', label: 'Amount' },
  { value: 'units', label: 'Units' },
  { value: 'all', label: 'All units' },
];

/** How much leaves the folio: an amount in rupees, a number of units, or every unit. */
export default function AmountUnitsFields({ verb, facts, values, errors, onChange }: Props) {
  return (
    <>
      <RadioGroup
        legend={`${verb} by`}
        name="redeem-by"
        inline
        options={BY_OPTIONS}
        value={values.by}
        onChange={(by) => onChange({ by: by as RedeemBy })}
      />
      {values.by === 'amount' && (
        <NumberField
          label="Amount"
          value={values.amount}
          onChange={(amount) => onChange({ amount })}
          error={errors.amount}
          hint={<>Up to about <Amount paise={facts.valuePaise} /> at the last NAV</>}
        />
      )}
      {values.by === 'units' && (
        <NumberField
          label="Units"
          kind="decimal"
          value={values.units}
          onChange={(units) => onChange({ units })}
          error={errors.units}
          hint={`You hold ${formatUnits(facts.unitsHeld)} units`}
        />
      )}
      {values.by === 'all' && (
        <p className={styles.note}>
          All {formatUnits(facts.unitsHeld)} units (about <Amount paise={facts.valuePaise} />) go; the value is fixed at
          the NAV of the day the order is processed.
        </p>
      )}
    </>
  );
}
