import { defineCalculator, yearLabels } from '../calculator';
import { MARKET_DAYS_PER_MONTH, MARKET_DAYS_PER_YEAR, dailySipSchedule } from '../dailySip';
import {
  GROWTH_COLUMNS,
  NO_TAX,
  STEADY_RETURNS,
  amountField,
  growthSummary,
  returnRateField,
  yearsField,
} from './common';

export const dailySipCalculator = defineCalculator({
  slug: 'daily-sip-calculator',
  name: 'Daily SIP Calculator',
  summary: 'A small amount invested every market day, and what it adds up to.',
  title: 'Daily SIP Calculator: invest every market day | ZF',
  description:
    'Work out what a daily SIP invested on every market day can grow to, with the invested amount, returns and value by year.',
  fields: {
    amount: amountField('Daily investment', 100, 100000, 50, 500),
    rate: returnRateField(12),
    years: yearsField(10),
  },
  formula: [
    `Money goes in on market days only: we count ${MARKET_DAYS_PER_MONTH} market days a month, ${MARKET_DAYS_PER_YEAR} a year. Weekends and exchange holidays carry no instalment.`,
    `The daily rate is the one that, compounded over the ${MARKET_DAYS_PER_MONTH} market days of a month, equals the monthly rate of the SIP calculator (the yearly rate ÷ 12). So a daily SIP of ₹500 and a monthly SIP of ₹10,500 differ only in when during the month the money goes in.`,
    'Value = D × ((1 + d)^n − 1) ÷ d × (1 + d), where D is the daily amount, d the daily rate and n the number of market days.',
  ],
  assumptions: [
    'Each instalment is invested at the start of its market day.',
    STEADY_RETURNS,
    NO_TAX,
  ],
  compute({ amount, rate, years }) {
    const rows = dailySipSchedule(amount, rate, years);
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
        caption: 'Daily SIP value at the end of each year',
        columns: GROWTH_COLUMNS,
        rows: rows.map((r) => ({
          label: `Year ${r.year}`,
          invested: r.invested,
          gains: r.value - r.invested,
          value: r.value,
        })),
      },
      notes: [
        `${MARKET_DAYS_PER_YEAR * years} daily instalments over ${years} ${years === 1 ? 'year' : 'years'}.`,
      ],
    };
  },
});
