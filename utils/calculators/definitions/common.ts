/** Field presets and result pieces the calculator definitions share. */
import type { NumberField } from '../fields';
import type { SummaryItem, TableColumn } from '../calculator';

export const CRORE_RUPEES = 1e7;

export function amountField(
  label: string,
  min: number,
  max: number,
  step: number,
  defaultValue: number,
  hint?: string,
): NumberField {
  return { type: 'number', kind: 'amount', label, min, max, step, defaultValue, hint };
}

export function returnRateField(
  defaultValue: number,
  label = 'Expected return rate',
  max = 30,
): NumberField {
  return {
    type: 'number',
    kind: 'percent',
    label,
    min: 1,
    max,
    step: 0.1,
    defaultValue,
    hint: 'A year',
  };
}

export function yearsField(defaultValue: number, max = 40): NumberField {
  return {
    type: 'number',
    kind: 'years',
    label: 'Time period',
    min: 1,
    max,
    step: 1,
    defaultValue,
  };
}

/** Invested, gains and value: the headline of every growth calculator. */
export function growthSummary(
  invested: number,
  value: number,
  valueLabel = 'Total value',
): SummaryItem[] {
  return [
    { label: 'Invested amount', amount: invested },
    { label: 'Estimated returns', amount: value - invested },
    { label: valueLabel, amount: value, emphasis: true },
  ];
}

export const GROWTH_COLUMNS: TableColumn[] = [
  { key: 'label', label: 'Year', format: 'plain' },
  { key: 'invested', label: 'Invested', format: 'inr' },
  { key: 'gains', label: 'Returns', format: 'inr' },
  { key: 'value', label: 'Value', format: 'inr' },
];

export const STEADY_RETURNS =
  'The return is assumed steady every month; real fund returns rise and fall, and past returns do not promise future ones.';
export const NO_TAX = 'Tax, exit loads and stamp duty are not deducted.';
