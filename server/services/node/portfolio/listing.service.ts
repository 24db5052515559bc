// An expert's client listing: the page's figures from one SQL query; XIRR (which needs every cash flow) only for
// the clients on the page.
import { summarisePortfolio } from '../../../../utils/portfolio/valuation';
import { schemeInputs, valueAll } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { latestQuotes, ledgerOf, positionsOf } from './portfolio.repo';
import type { ListingQuery } from './portfolio.schemas';
import { listingPage, listingTotal } from './listing.repo';

async function xirrOf(deps: PortfolioDeps, userIds: string[], today: string): Promise<Map<string, number | null>> {
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userIds), ledgerOf(deps.db, userIds)]);
  const quotes = await latestQuotes(deps.db, [...new Set(positions.map((p) => p.schemeCode))], today);
  return new Map(
    userIds.map((id) => {
      const valued = valueAll(schemeInputs(positions.filter((p) => p.userId === id), ledger.filter((t) => t.userId === id), quotes), today);
      return [id, summarisePortfolio(valued, []).xirr_pct];
    }),
  );
}

export async function clientListing(deps: PortfolioDeps, expertId: string, q: ListingQuery) {
  const today = todayIn(deps.now());
  const rows = await listingPage(deps.db, expertId, q, today);
  const xirr = await xirrOf(deps, rows.map((r) => r.user_id), today);
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, xirr_pct: xirr.get(r.user_id) ?? null })),
    total: rows[0]?.total ?? (q.page > 1 ? await listingTotal(deps.db, expertId, q.search) : 0),
    page: q.page,
    page_size: q.page_size,
  };
}
