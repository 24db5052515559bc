import { formatINR } from '../../money';
import { defineCalculator } from '../calculator';
import { MIN_ANNUITY_PERCENT, NPS_EXIT_AGE, npsProjection } from '../nps';
import { NO_TAX, amountField, returnRateField } from './common';

export const npsCalculator = defineCalculator({
  slug: 'nps-calculator',
  name: 'NPS Calculator',
  summary: 'Your National Pension System corpus at 60, the lump sum and the monthly pension.',
  title: 'NPS Calculator: pension and lump sum at 60 | ZF',
  description:
    'Estimate your National Pension System corpus at 60 from a monthly contribution, and the lump sum and monthly pension it can give.',
  fields: {
    age: {
      type: 'number',
      kind: 'age',
      label: 'Current age',
      min: 18,
      max: NPS_EXIT_AGE - 1,
      step: 1,
      defaultValue: 30,
    },
    amount: amountField('Monthly contribution', 500, 500000, 500, 5000),
    rate: returnRateField(10, 'Expected return rate', 15),
    annuity: {
      type: 'number',
      kind: 'percent',
      label: 'Annuity share',
      min: MIN_ANNUITY_PERCENT,
      max: 100,
      step: 1,
      defaultValue: MIN_ANNUITY_PERCENT,
      hint: `At least ${MIN_ANNUITY_PERCENT}% of the corpus buys an annuity at ${NPS_EXIT_AGE}`,
    },
    annuityRate: {
      type: 'number',
      kind: 'percent',
      label: 'Annuity rate',
      min: 1,
      max: 12,
      step: 0.1,
      defaultValue: 6,
      hint: 'A year',
    },
  },
  formula: [
    `You contribute every month until ${NPS_EXIT_AGE}. Contributions grow like a SIP: each is invested at the start of its month and grows at the monthly rate, the yearly rate ÷ 12.`,
    `At ${NPS_EXIT_AGE} the annuity share of the corpus buys an annuity and the rest is paid to you as a lump sum. The calculator applies PFRDA’s exit rule that at least ${MIN_ANNUITY_PERCENT}% must buy an annuity (PFRDA (Exits and Withdrawals under NPS) Regulations, 2015); PFRDA revises these rules from time to time, so check the current ones before you decide.`,
    'Monthly pension = annuity purchase × annuity rate ÷ 12: ₹10,00,000 at 6% a year pays ₹5,000 a month.',
  ],
  assumptions: [
    'The return is assumed steady every month; NPS returns depend on the schemes and the market.',
    'The annuity rate is what an insurer quotes for a level pension for life; actual quotes vary by insurer, age and option.',
    NO_TAX,
  ],
  compute({ age, amount, rate, annuity, annuityRate }) {
    const result = npsProjection({
      currentAge: age,
      monthlyContribution: amount,
      expectedReturnPercent: rate,
      annuityPercent: annuity,
      annuityRatePercent: annuityRate,
    });
    return {
      summary: [
        { label: 'Total invested', amount: result.totalInvested },
        { label: `Corpus at ${NPS_EXIT_AGE}`, amount: result.corpus },
        { label: 'Lump sum at 60', amount: result.lumpSum },
        { label: 'Annuity purchase', amount: result.annuityPurchase },
        { label: 'Monthly pension', amount: result.monthlyPension, emphasis: true },
      ],
      chart: {
        labels: result.years.map((y) => `Age ${y.age}`),
        series: [
          { name: 'Invested', values: result.years.map((y) => y.invested) },
          { name: 'Corpus', values: result.years.map((y) => y.value) },
        ],
      },
      table: {
        caption: 'NPS corpus at the end of each year',
        columns: [
          { key: 'label', label: 'Age', format: 'plain' },
          { key: 'invested', label: 'Invested', format: 'inr' },
          { key: 'value', label: 'Corpus', format: 'inr' },
        ],
        rows: result.years.map((y) => ({
          label: `Age ${y.age}`,
          invested: y.invested,
          value: y.value,
        })),
      },
      notes: [
        `${NPS_EXIT_AGE - age} years of contributions; ${formatINR(result.annuityPurchase, { decimals: 0 })} buys an annuity and ${formatINR(result.lumpSum, { decimals: 0 })} is paid as a lump sum.`,
      ],
    };
  },
});
