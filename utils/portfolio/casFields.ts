/**
 * One CAS transaction row checked field by field, shared by the CSV and JSON layouts. Each problem becomes a
 * message naming the field and what is wrong with it; the caller adds where (line number or JSON path).
 */
import { PORTFOLIO_TXN_TYPES, addsUnits, removesUnits, type PortfolioTxnType } from './types';

export interface CasTxn {
  date: string;
  type: PortfolioTxnType;
  amountPaise: number;
  /** 4 decimals, positive; '0.0000' on cash-only rows. */
  units: string;
  nav: string | null;
}

export interface RawTxnFields {
  date: unknown;
  type: unknown;
  amount: unknown;
  units: unknown;
  nav: unknown;
}

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const MAX_AMOUNT_PAISE = 1e15; // ₹10 lakh crore: more than any one transaction, well inside a safe integer

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** '1,23,456.78', '-500', '(500.00)' -> digits; the type, not the sign, says which way money moved. */
function unsignedDecimal(value: unknown): RegExpExecArray | null {
  const raw = text(value).replace(/,/g, '');
  const unsigned = /^\(.*\)$/.test(raw) ? raw.slice(1, -1) : raw.replace(/^[-+]/, '');
  return DECIMAL.exec(unsigned);
}

function isoDate(value: unknown): string | null {
  const raw = text(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const indian = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(raw);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : indian
      ? [indian[3], indian[2], indian[1]]
      : [];
  if (!y) return null;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const date = `${y}-${m}-${d}`;
  return day.toISOString().slice(0, 10) === date ? date : null;
}

function txnType(value: unknown): PortfolioTxnType | null {
  const normal = text(value)
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (PORTFOLIO_TXN_TYPES as readonly string[]).includes(normal)
    ? (normal as PortfolioTxnType)
    : null;
}

function paise(value: unknown): number | null {
  const match = unsignedDecimal(value);
  if (!match || (match[2] ?? '').length > 2) return null;
  const result = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return result <= MAX_AMOUNT_PAISE ? result : null;
}

/** Units to 4 decimals, rounding half up any longer fraction an export tool printed from a float. */
function units(value: unknown): string | null {
  if (text(value) === '') return '0.0000';
  const match = unsignedDecimal(value);
  if (!match || match[1].length > 14) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  let scaled = BigInt(match[1] + fraction.slice(0, 4));
  if (Number(fraction[4]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

function nav(value: unknown): string | null | undefined {
  if (text(value) === '') return null;
  const match = DECIMAL.exec(text(value));
  return match && Number(match[0]) > 0 ? match[0] : undefined;
}

/** The row, or the list of what is wrong with it. */
export function checkTxnFields(raw: RawTxnFields): { txn: CasTxn } | { problems: string[] } {
  const problems: string[] = [];
  const date = isoDate(raw.date);
  if (!date) problems.push(`date "${text(raw.date)}" is not a date (YYYY-MM-DD or DD-MM-YYYY)`);
  const type = txnType(raw.type);
  if (!type)
    problems.push(`type "${text(raw.type)}" is not one of ${PORTFOLIO_TXN_TYPES.join(', ')}`);
  const amount = paise(raw.amount);
  if (amount === null)
    problems.push(`amount "${text(raw.amount)}" is not an amount in rupees (at most 2 decimals)`);
  const unitText = units(raw.units);
  if (unitText === null) problems.push(`units "${text(raw.units)}" is not a number of units`);
  const navText = nav(raw.nav);
  if (navText === undefined) problems.push(`nav "${text(raw.nav)}" is not a positive number`);
  if (
    type &&
    unitText !== null &&
    (addsUnits(type) || removesUnits(type)) &&
    /^0+\.0000$/.test(unitText)
  ) {
    problems.push(`a ${type} must move some units`);
  }
  if (
    problems.length > 0 ||
    !date ||
    !type ||
    amount === null ||
    unitText === null ||
    navText === undefined
  ) {
    return { problems };
  }
  return { txn: { date, type, amountPaise: amount, units: unitText, nav: navText } };
}

export function normalisePan(value: unknown): string | null {
  const pan = text(value).toUpperCase();
  return PAN_PATTERN.test(pan) ? pan : null;
}
