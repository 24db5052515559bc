import { formatINR } from '../../money';
import { defineCalculator, yearLabels } from '../calculator';
import { MONTHS_PER_YEAR } from '../sip';
import { swpSchedule } from '../swp';
import { CRORE_RUPEES, NO_TAX, amountField, returnRateField, yearsField } from './common';

const rupees = (value: number) => formatINR(value, { decimals: 0 });

/** 'month 43 (year 4, month 7)' */
export function describeMonth(month: number): string {
  const year = Math.ceil(month / MONTHS_PER_YEAR);
  const inYear = month - (year - 1) * MONTHS_PER_YEAR;
  return `month ${month} (year ${year}, month ${inYear})`;
}

export const swpCalculator = defineCalculator({
  slug: 'swp-calculator',
  name: 'SWP Calculator',
  summary: 'A fixed monthly withdrawal from your investment: what is left, and how long it lasts.',
  title: 'SWP Calculator: systematic withdrawal plan income and balance | ZF',
  description:
    'Plan a systematic withdrawal from a mutual fund: money withdrawn, the balance year by year, and the month it runs out if it does.',
  fields: {
    corpus: amountField('Total investment', 10000, 10 * CRORE_RUPEES, 10000, 1000000),
    withdrawal: amountField('Withdrawal every month', 500, 1000000, 500, 8000),
    rate: returnRateField(8),
    years: yearsField(10),
  },
  formula: [
    'At the start of every month the withdrawal is paid out; what stays invested then grows at the monthly rate, the yearly rate ÷ 12.',
    'Balance next month = (balance − withdrawal) × (1 + r). When the balance is smaller than the withdrawal, what is left is paid out and the plan has run out.',
  ],
  assumptions: [
    'Withdrawals are taken at the start of each month.',
    'The return is assumed steady every month; real fund returns rise and fall.',
    NO_TAX,
  ],
  compute({ corpus, withdrawal, rate, years }) {
    const result = swpSchedule(corpus, withdrawal, rate, years);
    const notes =
      result.depletedInMonth === null
        ? [
            `At ${rupees(withdrawal)} a month the money lasts all ${years} ${years === 1 ? 'year' : 'years'} and ${rupees(result.finalBalance)} is left at the end.`,
          ]
        : [
            `At ${rupees(withdrawal)} a month the money runs out in ${describeMonth(result.depletedInMonth)}.`,
          ];
    return {
      summary: [
        { label: 'Total investment', amount: corpus },
        { label: 'Total withdrawn', amount: result.totalWithdrawn },
        { label: 'Final value', amount: result.finalBalance, emphasis: true },
        {
          label: 'Money lasts',
          text:
            result.depletedInMonth === null
              ? `The full ${years} ${years === 1 ? 'year' : 'years'}`
              : `${result.depletedInMonth} ${result.depletedInMonth === 1 ? 'month' : 'months'}`,
        },
      ],
      chart: {
        labels: yearLabels(years),
        series: [
          { name: 'Withdrawn so far', values: result.years.map((y) => y.totalWithdrawn) },
          { name: 'Balance', values: result.years.map((y) => y.closingBalance) },
        ],
      },
      table: {
        caption: 'Withdrawals and balance in each year',
        columns: [
          { key: 'label', label: 'Year', format: 'plain' },
          { key: 'opening', label: 'Opening balance', format: 'inr' },
          { key: 'withdrawn', label: 'Withdrawn', format: 'inr' },
          { key: 'growth', label: 'Returns', format: 'inr' },
          { key: 'closing', label: 'Closing balance', format: 'inr' },
        ],
        rows: result.years.map((y) => ({
          label: `Year ${y.year}`,
          opening: y.openingBalance,
          withdrawn: y.withdrawn,
          growth: y.growth,
          closing: y.closingBalance,
        })),
      },
      notes,
    };
  },
});
