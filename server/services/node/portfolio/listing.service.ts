// An expert's client listing: stale stored positions are first valued exactly (FIFO cost, units × NAV, XIRR, as the
// client's own summary values them) and stored; then the ranking and paging is one SQL query over the stored rows.
// After a market-data import or at a new day every position is stale once, and the first listing pays for all of
// them in chunks; after that only clients whose book changed are revalued.
import { type Totals, summarisePortfolio } from '../../../../utils/portfolio/valuation';
import { schemeInputs, valueAll } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { latestQuotes, ledgerOf, positionsOf } from './portfolio.repo';
import type { ListingQuery } from './portfolio.schemas';
import { listingPage, listingState, listingTotal, markChecked, staleClients, storePositions } from './listing.repo';

/** Clients valued per round: bounds the memory of one round's ledgers. */
const REVALUE_CHUNK = 250;

// Map.groupBy needs Node 21; the product runs on Node 20.
function byUser<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.userId);
    if (list) list.push(row);
    else out.set(row.userId, [row]);
  }
  return out;
}

async function valuedClients(deps: PortfolioDeps, userIds: string[], today: string): Promise<Map<string, Totals>> {
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userIds), ledgerOf(deps.db, userIds)]);
  const quotes = await latestQuotes(deps.db, [...new Set(positions.map((p) => p.schemeCode))], today);
  const positionsBy = byUser(positions);
  const ledgerBy = byUser(ledger);
  return new Map(
    userIds.map((id) => {
      const valued = valueAll(schemeInputs(positionsBy.get(id) ?? [], ledgerBy.get(id) ?? [], quotes), today);
      return [id, summarisePortfolio(valued, [])];
    }),
  );
}

/**
 * Nothing to do when no client's book nor the client list changed since the last check, on the same day and market
 * data. Otherwise the book versions are read before the books: a write landing in between leaves the stored row with the older
 * version, so it is revalued next time rather than trusted.
 */
export async function refreshPositions(deps: PortfolioDeps, expertId: string, today: string): Promise<number> {
  const state = await listingState(deps.db, expertId);
  const { marketVersion } = state;
  const trusted =
    state.checkedChanges === state.changes && state.checkedOn === today && state.checkedMarketVersion === marketVersion;
  if (trusted) return 0;
  const stale = await staleClients(deps.db, expertId, today, marketVersion);
  for (let i = 0; i < stale.length; i += REVALUE_CHUNK) {
    const chunk = stale.slice(i, i + REVALUE_CHUNK);
    const valued = await valuedClients(deps, chunk.map((s) => s.userId), today);
    await storePositions(
      deps.db,
      chunk.map(({ userId, bookVersion }) => {
        const t = valued.get(userId);
        return {
          userId,
          bookVersion,
          investedPaise: t?.invested_paise ?? 0,
          currentValuePaise: t?.current_value_paise ?? 0,
          gainPaise: t?.gain_paise ?? 0,
          xirrPct: t?.xirr_pct ?? null,
        };
      }),
      today,
      marketVersion,
    );
  }
  await markChecked(deps.db, expertId, state.changes, today, marketVersion);
  return stale.length;
}

export async function clientListing(deps: PortfolioDeps, expertId: string, q: ListingQuery) {
  const today = todayIn(deps.now());
  await refreshPositions(deps, expertId, today);
  const rows = await listingPage(deps.db, expertId, q);
  return {
    items: rows.map(({ total: _total, ...r }) => r),
    total: rows[0]?.total ?? (rows.length > 0 || q.page > 1 ? await listingTotal(deps.db, expertId, q.search) : 0),
    page: q.page,
    page_size: q.page_size,
  };
}
