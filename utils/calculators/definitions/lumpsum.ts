import { defineCalculator, yearLabels } from '../calculator';
import { lumpsumFutureValue } from '../sip';
import {
  CRORE_RUPEES,
  GROWTH_COLUMNS,
  NO_TAX,
  STEADY_RETURNS,
  amountField,
  growthSummary,
  returnRateField,
  yearsField,
} from './common';

export const lumpsumCalculator = defineCalculator({
  slug: 'lumpsum',
  name: 'Lumpsum Calculator',
  summary: 'What one investment made today can grow to.',
  title: 'Lumpsum Calculator: one-time mutual fund investment returns | ZF',
  description:
    'Work out what a one-time (lumpsum) mutual fund investment can grow to at a yearly return, with a chart and a table by year.',
  fields: {
    amount: amountField('Total investment', 500, 10 * CRORE_RUPEES, 500, 100000),
    rate: returnRateField(12),
    years: yearsField(10),
  },
  formula: [
    'The whole amount is invested on day one and its return is added once a year, so each year’s return also earns a return the years after.',
    'Value = P × (1 + R)^t, where P is the amount, R the yearly rate and t the number of years. ₹1,00,000 at 12% for 10 years grows to about ₹3,10,585.',
  ],
  assumptions: ['Returns are compounded once a year.', STEADY_RETURNS, NO_TAX],
  compute({ amount, rate, years }) {
    const values = Array.from({ length: years }, (_, i) => lumpsumFutureValue(amount, rate, i + 1));
    const value = values[values.length - 1];
    return {
      summary: growthSummary(amount, value),
      chart: {
        labels: yearLabels(years),
        series: [
          { name: 'Invested', values: values.map(() => amount) },
          { name: 'Value', values },
        ],
      },
      table: {
        caption: 'Lumpsum value at the end of each year',
        columns: GROWTH_COLUMNS,
        rows: values.map((v, i) => ({
          label: `Year ${i + 1}`,
          invested: amount,
          gains: v - amount,
          value: v,
        })),
      },
      notes: [],
    };
  },
});
