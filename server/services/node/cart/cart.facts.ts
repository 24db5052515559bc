// Gathers, once per request, what utils/orders/itemChecks.ts needs about an investor (schemes, holdings, lock-ins,
// KYC) and runs the checks for any number of items.
import type { SQL } from 'drizzle-orm';
import type { CartType } from '../../../../utils/cart';
import { normaliseKycStatus } from '../../../../utils/kyc/status';
import { checkCartItem, type HoldingFacts, type SipFacts } from '../../../../utils/orders/itemChecks';
import { schemeRules, type SchemeFacts } from '../../../../utils/orders/schemeRules';
import type { CartItemInput } from '../../../../utils/orders/wire';
import { scaledToUnits, unitsToScaled, valueInPaise } from '../../../../utils/portfolio/decimal';
import { todayIn } from '../portfolio/portfolio.deps';
import type { Tx } from './cart.repo';
import { type FundRow, type HeldRow, type PendingRow, type SipRow, fundsByCode, investorFactsOf } from './facts.repo';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function schemeFacts(fund: FundRow | undefined): SchemeFacts {
  return fund ?? {};
}

export interface InvestorFacts {
  today: string;
  funds: Map<number, FundRow>;
  held: HeldRow[];
  kycStatus: ReturnType<typeof normaliseKycStatus>;
  /** Per folio id and scheme: locked units and the day the last of them come free. */
  lockIns: Map<string, { locked: bigint; until: string }>;
  /** Of the folios the facts were read for, those that are the investor's. */
  ownFolios: Set<string>;
  /** Redemptions, switches, STP and SWP from those folios not yet ended: orders and open cart items. */
  pending: PendingRow[];
  /** The investor's SIPs by id, for the step-ups that name them. */
  sips: Map<string, SipRow>;
}

/** Which item is being checked: it never counts against itself (by id once stored, by client_ref on a repeated add). */
export interface ItemSelf {
  itemId?: string;
  clientRef?: string;
  /** Outflows of the same request not stored yet (the earlier items of one add). */
  alsoPending?: PendingRow[];
}

const lockKey = (folioId: string, schemeCode: number) => `${folioId}:${schemeCode}`;

export interface FactsScope {
  /** A lock-in matters only for a folio an item names (holdingFacts): the buys are read for these (default: all). */
  folioNos?: string[];
  /** A query of more scheme codes to read the facts of (an add's cart: its other items' schemes). */
  moreCodes?: SQL;
}

/** Read in one statement. */
export async function loadInvestorFacts(db: Tx, userId: string, schemeCodes: number[], now: Date, scope: FactsScope = {}): Promise<InvestorFacts> {
  const today = todayIn(now);
  const days = schemeRules({ category: 'ELSS' }).lockInDays;
  const rows = await investorFactsOf(db, userId, schemeCodes, scope, addDays(today, -days + 1));
  const funds = new Map(rows.funds.map((f) => [f.schemeCode, f]));
  const lockIns = new Map<string, { locked: bigint; until: string }>();
  // A folio holds every scheme of its fund house: only the ELSS schemes' own purchases are locked in.
  const lockedKeys = new Set(
    rows.held.filter((h) => schemeRules(schemeFacts(funds.get(h.schemeCode))).lockInDays > 0).map((h) => lockKey(h.folioId, h.schemeCode)),
  );
  for (const b of rows.buys) {
    const key = lockKey(b.folioId, b.schemeCode);
    if (!lockedKeys.has(key)) continue;
    const until = addDays(b.txnDate, days);
    const prev = lockIns.get(key);
    lockIns.set(key, { locked: (prev?.locked ?? 0n) + unitsToScaled(b.units), until: prev && prev.until > until ? prev.until : until });
  }
  const ownFolios = new Set(rows.ownFolios);
  return { today, funds, held: rows.held, kycStatus: normaliseKycStatus(rows.kycStatus), lockIns, ownFolios, pending: rows.pending,
    sips: new Map(rows.sips.map((r) => [r.id, r])) };
}

/** The same facts with any schemes they lack (the other items of a cart) read in too. */
export async function withFunds(db: Tx, facts: InvestorFacts, codes: number[]): Promise<InvestorFacts> {
  const missing = codes.filter((c) => !facts.funds.has(c));
  if (missing.length === 0) return facts;
  return { ...facts, funds: new Map([...facts.funds, ...(await fundsByCode(db, missing))]) };
}

function holdsScheme(facts: InvestorFacts, schemeCode: number): boolean {
  return facts.held.some((h) => h.schemeCode === schemeCode && unitsToScaled(h.units) > 0n);
}

/** The outflows from this folio and scheme that are not the item itself. */
function pendingFor(facts: InvestorFacts, schemeCode: number, folioNo: string, self: ItemSelf): PendingRow[] {
  return [...facts.pending, ...(self.alsoPending ?? [])].filter(
    (p) =>
      p.folioNo === folioNo &&
      p.schemeCode === schemeCode &&
      (self.itemId === undefined || p.itemId !== self.itemId) &&
      (self.clientRef === undefined || p.clientRef !== self.clientRef),
  );
}

export function holdingFacts(facts: InvestorFacts, schemeCode: number, folioNo?: string | null, self: ItemSelf = {}): HoldingFacts {
  const holding = folioNo ? facts.held.find((h) => h.folioNo === folioNo && h.schemeCode === schemeCode) : undefined;
  const units = holding?.units ?? '0';
  const nav = facts.funds.get(schemeCode)?.nav;
  const pending = folioNo ? pendingFor(facts, schemeCode, folioNo, self) : [];
  const base = { holdsScheme: holdsScheme(facts, schemeCode), units, valuePaise: nav ? valueInPaise(units, nav) : 0, pending };
  const lock = holding ? facts.lockIns.get(lockKey(holding.folioId, schemeCode)) : undefined;
  if (!lock) return base;
  const held = unitsToScaled(units);
  return { ...base, lockedUnits: scaledToUnits(lock.locked < held ? lock.locked : held), lockInUntil: lock.until };
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));

/** The SIP a step-up names, with the instalments it has left from its next due date (or start) to its end. */
export function sipFacts(facts: InvestorFacts, sipId: string | undefined): SipFacts | null {
  const sip = sipId ? facts.sips.get(sipId) : undefined;
  if (!sip) return null;
  const from = sip.nextDueDate ?? sip.startDate;
  const instalmentsLeft = sip.endDate ? Math.max(0, monthIndex(sip.endDate) - monthIndex(from) + 1) : null;
  return { amountPaise: Number(sip.amountPaise), status: sip.status, endDate: sip.endDate, instalmentsLeft, mandateLimitPaise: sip.mandateLimitPaise === null ? null : Number(sip.mandateLimitPaise) };
}

/** The item's problems under today's rules (docs/CART.md message table); empty when it may go. */
export function issuesOf(facts: InvestorFacts, cartType: CartType, item: CartItemInput, self: ItemSelf = {}): string[] {
  const target = item.target_scheme_code
    ? { scheme: schemeFacts(facts.funds.get(item.target_scheme_code)), holdsScheme: holdsScheme(facts, item.target_scheme_code) }
    : null;
  return checkCartItem({
    cartType,
    item,
    scheme: schemeFacts(facts.funds.get(item.scheme_code)),
    holding: holdingFacts(facts, item.scheme_code, item.folio_no, { clientRef: item.client_ref, ...self }),
    kycStatus: facts.kycStatus,
    target,
    today: facts.today,
    sip: sipFacts(facts, item.sip_id),
  });
}
