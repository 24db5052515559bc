import { defineCalculator } from '../calculator';
import { DEFAULT_COMPOUNDING, fdMaturity, fdSchedule, type Compounding } from '../fixedDeposit';
import { CRORE_RUPEES, NO_TAX, amountField } from './common';

const COMPOUNDING_OPTIONS: readonly { value: Compounding; label: string }[] = [
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'simple', label: 'Simple interest' },
];

export const fixedDepositCalculator = defineCalculator({
  slug: 'fixed-deposite',
  name: 'Fixed Deposit Calculator',
  summary: 'Maturity amount and interest of a bank or company fixed deposit.',
  title: 'FD Calculator: fixed deposit maturity amount and interest | ZF',
  description:
    'Work out the maturity amount and interest of a fixed deposit with quarterly, monthly or yearly compounding, or simple interest.',
  fields: {
    principal: amountField('Deposit amount', 1000, 10 * CRORE_RUPEES, 1000, 100000),
    rate: {
      type: 'number',
      kind: 'percent',
      label: 'Interest rate',
      min: 1,
      max: 15,
      step: 0.05,
      defaultValue: 7,
      hint: 'A year',
    },
    months: {
      type: 'number',
      kind: 'months',
      label: 'Tenure',
      min: 1,
      max: 120,
      step: 1,
      defaultValue: 60,
    },
    compounding: {
      type: 'choice',
      label: 'Interest compounding',
      options: COMPOUNDING_OPTIONS,
      defaultValue: DEFAULT_COMPOUNDING,
    },
  },
  formula: [
    'With compounding, interest is added to the deposit at the end of each period and earns interest itself from then on. Indian banks compound quarterly unless they say otherwise.',
    'Maturity = P × (1 + R ÷ k)^(k × t), where P is the deposit, R the yearly rate, k the number of periods a year (4 for quarterly) and t the years. ₹1,00,000 at 8% compounded quarterly for 1 year is ₹1,08,243.',
    'A tenure that is not a whole number of periods earns simple interest for the part period, as banks pay it. With simple interest, maturity = P × (1 + R × t).',
  ],
  assumptions: [
    'Interest is reinvested until maturity (a cumulative deposit), not paid out.',
    `${NO_TAX} TDS may apply to FD interest.`,
  ],
  compute({ principal, rate, months, compounding }) {
    const rows = fdSchedule(principal, rate, months, compounding);
    const maturity = fdMaturity(principal, rate, months, compounding);
    const rowLabel = (year: number, m: number) =>
      m % 12 === 0 ? `Year ${year}` : `Year ${year} (to month ${m})`;
    return {
      summary: [
        { label: 'Deposit amount', amount: principal },
        { label: 'Interest earned', amount: maturity - principal },
        { label: 'Maturity amount', amount: maturity, emphasis: true },
      ],
      chart: {
        labels: rows.map((r) => rowLabel(r.year, r.months)),
        series: [
          { name: 'Deposit', values: rows.map(() => principal) },
          { name: 'Value', values: rows.map((r) => r.balance) },
        ],
      },
      table: {
        caption: 'Interest and balance in each year',
        columns: [
          { key: 'label', label: 'Year', format: 'plain' },
          { key: 'interest', label: 'Interest earned', format: 'inr' },
          { key: 'balance', label: 'Balance', format: 'inr' },
        ],
        rows: rows.map((r) => ({
          label: rowLabel(r.year, r.months),
          interest: r.interest,
          balance: r.balance,
        })),
      },
      notes: [],
    };
  },
});
