// What the cart checks read besides the carts: the schemes (funds), the investor's folios and holdings, the units
// still in an ELSS lock-in, and the KYC status.
import { type SQL, inArray, sql } from 'drizzle-orm';
import { executePrepared } from '../../../db/prepared';
import { funds, sips } from '../../../db/schema';
import type { Tx } from './cart.repo';
import { onlyRow } from './jsonRows';

export type FundRow = Pick<typeof funds.$inferSelect,
  'schemeCode' | 'name' | 'plan' | 'option' | 'fundHouse' | 'schemeType' | 'category' | 'subCategory' | 'nav'>;

export async function fundsByCode(db: Tx, codes: number[]): Promise<Map<number, FundRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      schemeCode: funds.schemeCode,
      name: funds.name,
      plan: funds.plan,
      option: funds.option,
      fundHouse: funds.fundHouse,
      schemeType: funds.schemeType,
      category: funds.category,
      subCategory: funds.subCategory,
      nav: funds.nav,
    })
    .from(funds)
    .where(inArray(funds.schemeCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.schemeCode, r]));
}

export interface HeldRow {
  folioId: string;
  folioNo: string;
  schemeCode: number;
  units: string;
}

const UNIT_ADDING = ['purchase', 'sip', 'switch_in', 'stp_in', 'dividend_reinvest'] as const;

export interface BuyRow {
  folioId: string;
  schemeCode: number;
  txnDate: string;
  units: string;
}

/** A redemption, switch, STP or SWP not yet ended: an order, or an item of an open cart (issue 31, item 7). */
export interface PendingRow {
  folioNo: string;
  schemeCode: number;
  units: string | null;
  amountPaise: number | null;
  allUnits: boolean;
  /** The cart item's id and client_ref (null for an order): an item never counts against itself. */
  itemId: string | null;
  clientRef: string | null;
}

/** A SIP of the investor's, as a step-up of it is checked (issue 31, item 8). */
export interface SipRow {
  id: string;
  amountPaise: number;
  status: 'pending' | 'active' | 'paused' | 'cancelled' | 'completed';
  startDate: string;
  endDate: string | null;
  nextDueDate: string | null;
  mandateLimitPaise: number | null;
}

export interface InvestorFactRows {
  kycStatus: string | null;
  held: HeldRow[];
  /** The schemes asked for and those held. */
  funds: FundRow[];
  /** Of the folios asked for: those that are the investor's. */
  ownFolios: string[];
  /** Units bought on or after `since` into the schemes held in those folios (the lock-in of the newest units). */
  buys: BuyRow[];
  /** Outflows from the folios asked for that have not ended yet. */
  pending: PendingRow[];
  sips: SipRow[];
}

const UNIT_ADDING_SQL = sql.raw(UNIT_ADDING.map((t) => `'${t}'`).join(', '));
const OUTFLOWS_SQL = sql.raw(`'redemption', 'switch', 'stp', 'swp'`);
/** An item goes by units when it says so, or gives units and no way (as utils/orders/itemChecks.ts reads it). */
const ITEM_BY = sql.raw(`coalesce(i.redeem_by, case when i.units is not null then 'units' else 'amount' end)`);
const NONE = sql.raw(`'[]'::json`);
const list = (query: SQL) => sql`coalesce((select json_agg(r) from (${query}) r), '[]'::json)`;

/**
 * Everything the cart checks read about an investor, in ONE statement (the embedded database has one connection, so
 * each round trip queues behind every other request): KYC status, holdings, the schemes' facts, and, for the folios
 * named (undefined: every folio), their folio numbers and recent buys; `moreCodes`, a query of more scheme codes. Numerics come as text, to stay exact. Written
 * as plain SQL text: building it from column objects cost as much per request as running it.
 */
export async function investorFactsOf(
  db: Tx,
  userId: string,
  codes: number[],
  { folioNos, moreCodes }: { folioNos?: string[]; moreCodes?: SQL },
  since: string,
): Promise<InvestorFactRows> {
  const held = sql`select scheme_code from holdings where user_id = ${userId}`;
  // One list of codes (not `in (…) or in (…)`, which would scan every fund).
  const asked = sql.join([
    codes.length === 0 ? sql`` : sql` union values ${sql.join([...new Set(codes)].map((c) => sql`(${c}::integer)`), sql`, `)}`,
    moreCodes ? sql` union ${moreCodes}` : sql``,
  ]);
  const named = folioNos === undefined ? sql`` : sql` and f.folio_no in (${sql.join(folioNos.map((n) => sql`${n}`), sql`, `)})`;
  const anyFolio = folioNos === undefined || folioNos.length > 0;
  const namedFolio = (column: SQL) =>
    folioNos === undefined ? sql`` : sql` and ${column} in (${sql.join(folioNos.map((n) => sql`${n}`), sql`, `)})`;
  // Orders not ended, and items of open carts (a link sent is still open), of every advisor and the investor's own.
  const pending = sql`select o.folio_no as "folioNo", o.scheme_code as "schemeCode", o.units::text as units,
      o.amount_paise as "amountPaise", o.all_units as "allUnits", null as "itemId", null as "clientRef"
      from orders o where o.user_id = ${userId} and o.order_type in (${OUTFLOWS_SQL}) and o.folio_no is not null
      and o.status not in ('completed', 'failed', 'cancelled')${namedFolio(sql.raw('o.folio_no'))}
    union all select i.folio_no, i.scheme_code, case when ${ITEM_BY} = 'units' then i.units::text end,
      case when ${ITEM_BY} = 'amount' then i.amount_paise end, ${ITEM_BY} = 'all', i.id, i.client_ref
      from cart_items i join carts c on c.id = i.cart_id where c.user_id = ${userId} and c.cart_type in (${OUTFLOWS_SQL})
      and c.status in ('created', 'link_sent') and i.folio_no is not null${namedFolio(sql.raw('i.folio_no'))}`;
  const row = onlyRow<Omit<InvestorFactRows, 'ownFolios'> & { ownFolios: { folioNo: string }[] }>(
    await executePrepared(db, sql`select
    (select kyc_status from kyc_records where user_id = ${userId}) as "kycStatus",
    ${list(sql`select f.id as "folioId", f.folio_no as "folioNo", h.scheme_code as "schemeCode", h.units::text as units
      from holdings h join folios f on f.id = h.folio_id where h.user_id = ${userId}`)} as held,
    ${list(sql`select scheme_code as "schemeCode", name, plan, fund_house as "fundHouse", scheme_type as "schemeType", category,
      sub_category as "subCategory", nav::text as nav from funds where scheme_code in (${held}${asked})`)} as funds,
    ${anyFolio ? list(sql`select f.folio_no as "folioNo" from folios f where f.user_id = ${userId}${named}`) : NONE} as "ownFolios",
    ${anyFolio ? list(sql`select t.folio_id as "folioId", t.scheme_code as "schemeCode", t.txn_date as "txnDate", t.units::text as units
      from transactions t join folios f on f.id = t.folio_id
      where f.user_id = ${userId}${named} and t.txn_date >= ${since} and t.txn_type in (${UNIT_ADDING_SQL})
      and exists (select 1 from holdings h where h.folio_id = t.folio_id and h.scheme_code = t.scheme_code)`) : NONE} as buys,
    ${anyFolio ? list(pending) : NONE} as pending,
    ${list(sql`select s.id, s.amount_paise as "amountPaise", s.status, s.start_date as "startDate", s.end_date as "endDate",
      s.next_due_date as "nextDueDate", m.limit_paise as "mandateLimitPaise"
      from sips s left join mandates m on m.id::text = s.mandate_id where s.user_id = ${userId}`)} as sips`),
  );
  return { ...row, ownFolios: row.ownFolios.map((f) => f.folioNo) };
}

/** The investor each of these SIPs belongs to. */
export async function sipOwnersOf(db: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: sips.id, userId: sips.userId }).from(sips).where(inArray(sips.id, ids));
  return new Map(rows.map((r) => [r.id, r.userId]));
}
