/**
 * Transaction types of the portfolio: the database's own (orders placed here) plus the extras a consolidated
 * account statement (CAS) carries. Kept here rather than imported from the schema because utils/ depends on no
 * other layer; the schema's TransactionType is a subset of this union.
 */
export const UNIT_ADDING_TYPES = [
  'purchase',
  'sip',
  'switch_in',
  'stp_in',
  'dividend_reinvest',
] as const;
export const UNIT_REMOVING_TYPES = ['redemption', 'switch_out', 'stp_out', 'swp'] as const;
/** Rows that move no units: cash paid out, charges, and the reversal of an earlier purchase. */
export const OTHER_TYPES = ['dividend_payout', 'stamp_duty', 'stt', 'tds', 'reversal'] as const;

export type UnitAddingType = (typeof UNIT_ADDING_TYPES)[number];
export type UnitRemovingType = (typeof UNIT_REMOVING_TYPES)[number];
export type PortfolioTxnType = UnitAddingType | UnitRemovingType | (typeof OTHER_TYPES)[number];

export const PORTFOLIO_TXN_TYPES: readonly PortfolioTxnType[] = [
  ...UNIT_ADDING_TYPES,
  ...UNIT_REMOVING_TYPES,
  ...OTHER_TYPES,
];

export function addsUnits(type: PortfolioTxnType): type is UnitAddingType {
  return (UNIT_ADDING_TYPES as readonly string[]).includes(type);
}

export function removesUnits(type: PortfolioTxnType): type is UnitRemovingType {
  return (UNIT_REMOVING_TYPES as readonly string[]).includes(type);
}

/** One transaction of one scheme in one folio, as the numbers need it. */
export interface PortfolioTxn {
  id?: string;
  /** YYYY-MM-DD */
  date: string;
  type: PortfolioTxnType;
  /** Units moved, positive whatever the direction (the type says it); 4 decimals. '0' for cash-only rows. */
  units: string;
  /**
   * Paise, positive: what bought the units (stamp duty apart), or the sale value of units sold (units × NAV,
   * exit load not yet taken off); for a cash-only row, its amount.
   */
  amountPaise: number;
  /** Stamp duty paid on top of a purchase (added to its cost). */
  stampDutyPaise?: number;
  /** Exit load the fund house kept out of a sale's amount, where recorded. */
  exitLoadPaise?: number;
  nav?: string | null;
}
