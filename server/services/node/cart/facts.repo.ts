// What the cart checks read besides the carts: the schemes (funds), the investor's folios and holdings, the units
// still in an ELSS lock-in, and the KYC status.
import { gte, inArray, sql } from 'drizzle-orm';
import { folios, funds, holdings, kycRecords, sips, transactions } from '../../../db/schema';
import type { Tx } from './cart.repo';

export type FundRow = Pick<typeof funds.$inferSelect,
  'schemeCode' | 'name' | 'plan' | 'fundHouse' | 'schemeType' | 'category' | 'subCategory' | 'nav'>;

export async function fundsByCode(db: Tx, codes: number[]): Promise<Map<number, FundRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      schemeCode: funds.schemeCode,
      name: funds.name,
      plan: funds.plan,
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

export interface InvestorFactRows {
  kycStatus: string | null;
  held: HeldRow[];
  /** The schemes asked for and those held. */
  funds: FundRow[];
  /** Of the folios asked for: those that are the investor's. */
  ownFolios: string[];
  /** Units bought on or after `since` into the schemes held in those folios (the lock-in of the newest units). */
  buys: BuyRow[];
}

const jsonList = (query: ReturnType<typeof sql>) => sql`coalesce((select json_agg(r) from (${query}) r), '[]'::json)`;

/**
 * Everything the cart checks read about an investor, in ONE statement (the embedded database has one connection, so
 * each round trip queues behind every other request): KYC status, holdings, the schemes' facts, and, for the folios
 * named (undefined: every folio), their folio numbers and recent buys. Numerics come as text, to stay exact.
 */
export async function investorFactsOf(db: Tx, userId: string, codes: number[], folioNos: string[] | undefined, since: string): Promise<InvestorFactRows> {
  const named = folioNos === undefined ? sql`true` : folioNos.length === 0 ? sql`false` : inArray(folios.folioNo, folioNos);
  const held = sql`select ${holdings.schemeCode} from ${holdings} where ${holdings.userId} = ${userId}`;
  // One list of codes (not `in (…) or in (…)`, which would scan every fund).
  const asked = codes.length === 0 ? sql`` : sql` union values ${sql.join([...new Set(codes)].map((c) => sql`(${c}::integer)`), sql`, `)}`;
  const result = await db.execute(sql`select
    (select ${kycRecords.kycStatus} from ${kycRecords} where ${kycRecords.userId} = ${userId}) as "kycStatus",
    ${jsonList(sql`select ${folios.id} as "folioId", ${folios.folioNo} as "folioNo", ${holdings.schemeCode} as "schemeCode",
      ${holdings.units}::text as units from ${holdings} join ${folios} on ${folios.id} = ${holdings.folioId} where ${holdings.userId} = ${userId}`)} as held,
    ${jsonList(sql`select ${funds.schemeCode} as "schemeCode", ${funds.name} as name, ${funds.plan} as plan, ${funds.fundHouse} as "fundHouse",
      ${funds.schemeType} as "schemeType", ${funds.category} as category, ${funds.subCategory} as "subCategory", ${funds.nav}::text as nav
      from ${funds} where ${funds.schemeCode} in (${held}${asked})`)} as funds,
    ${jsonList(sql`select ${folios.folioNo} as "folioNo" from ${folios} where ${folios.userId} = ${userId} and ${named}`)} as "ownFolios",
    ${jsonList(sql`select ${transactions.folioId} as "folioId", ${transactions.schemeCode} as "schemeCode", ${transactions.txnDate} as "txnDate",
      ${transactions.units}::text as units from ${transactions} join ${folios} on ${folios.id} = ${transactions.folioId}
      where ${folios.userId} = ${userId} and ${named} and ${gte(transactions.txnDate, since)} and ${inArray(transactions.txnType, [...UNIT_ADDING])}
      and exists (select 1 from ${holdings} where ${holdings.folioId} = ${transactions.folioId} and ${holdings.schemeCode} = ${transactions.schemeCode})`)} as buys`);
  const [row] = (result as unknown as { rows: (Omit<InvestorFactRows, 'ownFolios'> & { ownFolios: { folioNo: string }[] })[] }).rows;
  return { ...row, ownFolios: row.ownFolios.map((f) => f.folioNo) };
}

/** The investor each of these SIPs belongs to. */
export async function sipOwnersOf(db: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: sips.id, userId: sips.userId }).from(sips).where(inArray(sips.id, ids));
  return new Map(rows.map((r) => [r.id, r.userId]));
}
