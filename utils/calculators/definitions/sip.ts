import { defineCalculator, yearLabels } from '../calculator';
import { sipSchedule } from '../sip';
import {
  GROWTH_COLUMNS,
  NO_TAX,
  STEADY_RETURNS,
  amountField,
  growthSummary,
  returnRateField,
  yearsField,
} from './common';

export const sipCalculator = defineCalculator({
  slug: 'sip-calculator',
  name: 'SIP Calculator',
  summary: 'What a fixed monthly SIP can grow to, year by year.',
  title: 'SIP Calculator: monthly SIP returns and maturity value | ZF',
  description:
    'Work out what a monthly SIP in mutual funds can grow to: invested amount, estimated returns and total value with a chart and a table by year.',
  fields: {
    amount: amountField('Monthly investment', 100, 1000000, 100, 10000),
    rate: returnRateField(12),
    years: yearsField(10),
  },
  formula: [
    'Each instalment is invested at the start of its month and then grows at the monthly rate, which is the yearly rate divided by 12: 12% a year is 1% a month.',
    'Value = P × ((1 + r)^n − 1) ÷ r × (1 + r), where P is the monthly amount, r the monthly rate and n the number of months. ₹10,000 a month at 12% for 10 years (120 months) grows to about ₹23,23,391 on ₹12,00,000 invested.',
  ],
  assumptions: ['Instalments are paid at the start of each month.', STEADY_RETURNS, NO_TAX],
  compute({ amount, rate, years }) {
    const rows = sipSchedule(amount, rate, years);
    const last = rows[rows.length - 1];
    return {
      summary: growthSummary(last.invested, last.value),
      chart: {
        labels: yearLabels(years),
        series: [
          { name: 'Invested', values: rows.map((r) => r.invested) },
          { name: 'Value', values: rows.map((r) => r.value) },
        ],
      },
      table: {
        caption: 'SIP value at the end of each year',
        columns: GROWTH_COLUMNS,
        rows: rows.map((r) => ({
          label: `Year ${r.year}`,
          invested: r.invested,
          gains: r.value - r.invested,
          value: r.value,
        })),
      },
      notes: [],
    };
  },
});
