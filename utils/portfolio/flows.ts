/**
 * The investor's cash flows behind a scheme's transactions, for XIRR: money in negative, money out positive.
 * - purchases, SIPs, switch-in and STP-in: −(amount + stamp duty), what left the investor's account;
 * - redemptions, switch-out, STP-out, SWP: +(amount − exit load), what the investor was paid;
 * - dividend payout: +amount; a reinvested dividend moves no money (it went straight back in);
 * - separate stamp duty, STT and TDS rows: −amount (charges on top or kept from a payout);
 * - reversal: +amount (the failed purchase's money was never kept).
 * Switch and STP legs are real flows of each scheme; in a whole portfolio the two legs of one switch sit on the
 * same day with opposite signs and cancel, as they should.
 */
import type { CashFlow } from './xirr';
import { addsUnits, removesUnits, type PortfolioTxn } from './types';

export function txnCashFlow(txn: PortfolioTxn): number {
  if (txn.type === 'dividend_reinvest') return 0;
  if (addsUnits(txn.type)) return -(txn.amountPaise + (txn.stampDutyPaise ?? 0));
  if (removesUnits(txn.type)) return txn.amountPaise - (txn.exitLoadPaise ?? 0);
  if (txn.type === 'dividend_payout' || txn.type === 'reversal') return txn.amountPaise;
  return -txn.amountPaise;
}

/** The transactions' flows (dropping those that move no money) plus the value held on `asOf`. */
export function cashFlows(
  txns: readonly PortfolioTxn[],
  currentValuePaise: number,
  asOf: string,
): CashFlow[] {
  const flows = txns
    .map((txn) => ({ date: txn.date, amountPaise: txnCashFlow(txn) }))
    .filter((flow) => flow.amountPaise !== 0);
  return [...flows, { date: asOf, amountPaise: currentValuePaise }];
}
