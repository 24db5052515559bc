import { formatINR } from '../../money';
import { defineCalculator } from '../calculator';
import { DEBT_LTV_PERCENT, EQUITY_LTV_PERCENT, eligibleLoan, loanSchedule } from '../loanAgainstMf';
import { CRORE_RUPEES, amountField } from './common';

const rupees = (value: number) => formatINR(value, { decimals: 0 });

export const loanAgainstMfCalculator = defineCalculator({
  slug: 'loan-against-mutual-fund',
  name: 'Loan Against Mutual Fund Calculator',
  summary: 'How much you can borrow against your fund units, and the EMI.',
  title: 'Loan Against Mutual Fund Calculator: eligible loan and EMI | ZF',
  description:
    'Find out how much you can borrow against your equity and debt mutual funds, and the EMI and total interest of the loan.',
  fields: {
    equity: amountField('Equity fund value', 0, 10 * CRORE_RUPEES, 10000, 500000),
    debt: amountField('Debt fund value', 0, 10 * CRORE_RUPEES, 10000, 200000),
    loan: amountField('Loan amount', 10000, 10 * CRORE_RUPEES, 10000, 200000),
    rate: {
      type: 'number',
      kind: 'percent',
      label: 'Interest rate',
      min: 1,
      max: 24,
      step: 0.05,
      defaultValue: 10.5,
      hint: 'A year',
    },
    months: {
      type: 'number',
      kind: 'months',
      label: 'Loan tenure',
      min: 1,
      max: 120,
      step: 1,
      defaultValue: 24,
    },
  },
  formula: [
    `Eligible loan = ${EQUITY_LTV_PERCENT}% of your equity fund value + ${DEBT_LTV_PERCENT}% of your debt fund value. These limits are our assumption from common lender practice in India (2025), in line with the RBI’s ${EQUITY_LTV_PERCENT}% loan-to-value cap on loans against shares; your lender may offer less.`,
    'The loan is repaid in equal monthly instalments. EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan, r the monthly rate (the yearly rate ÷ 12) and n the number of months. Each EMI first pays the month’s interest; the rest repays the loan.',
  ],
  assumptions: [
    'Your units stay invested and pledged; if their value falls, the lender may ask you to pledge more or repay part of the loan.',
    'Processing fees and other charges are not included.',
  ],
  crossCheck({ equity, debt, loan }) {
    const eligible = eligibleLoan(equity, debt);
    return loan > eligible
      ? {
          loan: `Loan amount cannot be more than ${rupees(Math.floor(eligible))}, the most these funds allow`,
        }
      : null;
  },
  compute({ equity, debt, loan, rate, months }) {
    const eligible = eligibleLoan(equity, debt);
    const result = loanSchedule(loan, rate, months);
    const label = (year: number) => {
      const end = Math.min(year * 12, months);
      return end % 12 === 0 ? `Year ${year}` : `Year ${year} (to month ${end})`;
    };
    return {
      summary: [
        { label: 'Eligible loan', amount: eligible },
        { label: 'Monthly EMI', amount: result.emi, emphasis: true },
        { label: 'Total interest', amount: result.totalInterest },
        { label: 'Total payment', amount: result.totalPayment },
      ],
      chart: {
        labels: result.years.map((y) => label(y.year)),
        series: [
          { name: 'Paid so far', values: result.years.map((y) => y.totalPaid) },
          { name: 'Loan outstanding', values: result.years.map((y) => y.balance) },
        ],
      },
      table: {
        caption: 'Repayment in each year',
        columns: [
          { key: 'label', label: 'Year', format: 'plain' },
          { key: 'principal', label: 'Principal repaid', format: 'inr' },
          { key: 'interest', label: 'Interest paid', format: 'inr' },
          { key: 'balance', label: 'Outstanding', format: 'inr' },
        ],
        rows: result.years.map((y) => ({
          label: label(y.year),
          principal: y.principalPaid,
          interest: y.interestPaid,
          balance: y.balance,
        })),
      },
      notes: [
        `Eligible: ${EQUITY_LTV_PERCENT}% of ${rupees(equity)} equity + ${DEBT_LTV_PERCENT}% of ${rupees(debt)} debt = ${rupees(eligible)}.`,
      ],
    };
  },
});
