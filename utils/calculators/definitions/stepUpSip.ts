import { formatINR } from '../../money';
import { defineCalculator, yearLabels } from '../calculator';
import { STEP_UP_PERCENT, stepUpSipSchedule } from '../sip';
import {
  NO_TAX,
  STEADY_RETURNS,
  amountField,
  growthSummary,
  returnRateField,
  yearsField,
} from './common';

export const stepUpSipCalculator = defineCalculator({
  slug: 'step-up-sip-calculator',
  name: 'Step-Up SIP Calculator',
  summary: 'A SIP that rises every year with your income, about 12.2% a year by default.',
  title: 'Step-Up SIP Calculator: SIP with a yearly increase | ZF',
  description:
    'See how raising your monthly SIP every year (12.2% by default) changes what you build: invested amount, returns and value by year.',
  fields: {
    amount: amountField('Monthly investment', 100, 1000000, 100, 10000),
    stepUp: {
      type: 'number',
      kind: 'percent',
      label: 'Yearly step-up',
      min: 0,
      max: 50,
      step: 0.1,
      defaultValue: STEP_UP_PERCENT,
      hint: `The monthly amount rises by this much every year; ${STEP_UP_PERCENT}% is our default`,
    },
    rate: returnRateField(12),
    years: yearsField(10),
  },
  formula: [
    'In the first year you invest the same amount every month. At the start of each new year the monthly amount rises by the step-up: at 10%, ₹10,000 becomes ₹11,000 in year 2 and ₹12,100 in year 3.',
    'Each instalment grows at the monthly rate (the yearly rate ÷ 12) from the start of its month, exactly as in the SIP calculator. Each year, last year’s value grows for twelve more months while that year’s instalments are added.',
  ],
  assumptions: ['Instalments are paid at the start of each month.', STEADY_RETURNS, NO_TAX],
  compute({ amount, stepUp, rate, years }) {
    const rows = stepUpSipSchedule(amount, rate, years, stepUp);
    const last = rows[rows.length - 1];
    return {
      summary: [
        ...growthSummary(last.invested, last.value),
        { label: `Monthly SIP in year ${years}`, amount: last.monthlyInstalment },
      ],
      chart: {
        labels: yearLabels(years),
        series: [
          { name: 'Invested', values: rows.map((r) => r.invested) },
          { name: 'Value', values: rows.map((r) => r.value) },
        ],
      },
      table: {
        caption: 'Step-up SIP at the end of each year',
        columns: [
          { key: 'label', label: 'Year', format: 'plain' },
          { key: 'instalment', label: 'Monthly SIP', format: 'inr' },
          { key: 'invested', label: 'Invested', format: 'inr' },
          { key: 'value', label: 'Value', format: 'inr' },
        ],
        rows: rows.map((r) => ({
          label: `Year ${r.year}`,
          instalment: r.monthlyInstalment,
          invested: r.invested,
          value: r.value,
        })),
      },
      notes: [
        `Your monthly SIP rises from ${formatINR(amount, { decimals: 0 })} to ${formatINR(last.monthlyInstalment, { decimals: 0 })} over ${years} ${years === 1 ? 'year' : 'years'}.`,
      ],
    };
  },
});
