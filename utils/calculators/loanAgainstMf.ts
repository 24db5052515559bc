/**
 * Loan against mutual funds.
 *
 * Loan-to-value limits are an ASSUMPTION based on common lender practice in India (2025):
 * up to 50% of the value of equity fund units, in line with the RBI's 50% loan-to-value cap on
 * loans against shares, and up to 80% of the value of debt fund units. Lenders may offer less.
 *
 * The loan is repaid in equal monthly instalments (EMI) at the monthly rate r = annual / 12 / 100:
 * EMI = P * r * (1 + r)^n / ((1 + r)^n - 1), or P / n when r = 0.
 */
import { MONTHS_PER_YEAR, monthlyRate } from './sip';

export const EQUITY_LTV_PERCENT = 50;
export const DEBT_LTV_PERCENT = 80;

export interface LoanYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** Outstanding at the end of this year. */
  balance: number;
  /** Paid from the start up to the end of this year. */
  totalPaid: number;
}

export interface LoanResult {
  emi: number;
  totalInterest: number;
  totalPayment: number;
  years: LoanYear[];
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

export function eligibleLoan(equityValue: number, debtValue: number): number {
  assertNonNegative('equityValue', equityValue);
  assertNonNegative('debtValue', debtValue);
  return (equityValue * EQUITY_LTV_PERCENT) / 100 + (debtValue * DEBT_LTV_PERCENT) / 100;
}

export function emi(principal: number, annualRatePercent: number, months: number): number {
  assertNonNegative('principal', principal);
  assertNonNegative('annualRatePercent', annualRatePercent);
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be a whole number of at least 1, got ${months}`);
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / months;
  const growth = Math.pow(1 + r, months);
  return (principal * r * growth) / (growth - 1);
}

/** EMI, totals and a year-by-year amortisation (the last year may be part of a year). */
export function loanSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
): LoanResult {
  const instalment = emi(principal, annualRatePercent, months);
  const r = monthlyRate(annualRatePercent);
  const years: LoanYear[] = [];
  let balance = principal;
  let totalPaid = 0;
  let row: LoanYear | null = null;
  for (let month = 1; month <= months; month += 1) {
    if (row === null)
      row = { year: years.length + 1, principalPaid: 0, interestPaid: 0, balance, totalPaid };
    const interest = balance * r;
    // The last instalment clears whatever rounding has left, so the loan ends at exactly 0.
    const principalPart = month === months ? balance : instalment - interest;
    balance -= principalPart;
    totalPaid += principalPart + interest;
    row.principalPaid += principalPart;
    row.interestPaid += interest;
    row.balance = balance;
    row.totalPaid = totalPaid;
    if (month % MONTHS_PER_YEAR === 0 || month === months) {
      years.push(row);
      row = null;
    }
  }
  return { emi: instalment, totalInterest: totalPaid - principal, totalPayment: totalPaid, years };
}
