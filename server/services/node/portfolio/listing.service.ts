// An expert's client listing: the ranking and paging from one SQL query; the page's clients then valued exactly
// (FIFO cost, units × NAV, XIRR, which needs every cash flow), as their own portfolio summary values them.
import { type Totals, summarisePortfolio } from '../../../../utils/portfolio/valuation';
import { schemeInputs, valueAll } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { latestQuotes, ledgerOf, positionsOf } from './portfolio.repo';
import type { ListingQuery } from './portfolio.schemas';
import { listingPage, listingTotal } from './listing.repo';

async function valuedClients(deps: PortfolioDeps, userIds: string[], today: string): Promise<Map<string, Totals>> {
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userIds), ledgerOf(deps.db, userIds)]);
  const quotes = await latestQuotes(deps.db, [...new Set(positions.map((p) => p.schemeCode))], today);
  return new Map(
    userIds.map((id) => {
      const mine = positions.filter((p) => p.userId === id);
      const valued = valueAll(schemeInputs(mine, ledger.filter((t) => t.userId === id), quotes), today);
      return [id, summarisePortfolio(valued, [])];
    }),
  );
}

export async function clientListing(deps: PortfolioDeps, expertId: string, q: ListingQuery) {
  const today = todayIn(deps.now());
  const rows = await listingPage(deps.db, expertId, q, today);
  const valued = await valuedClients(deps, rows.map((r) => r.user_id), today);
  return {
    items: rows.map(({ total: _total, ...r }) => {
      const exact = valued.get(r.user_id);
      return {
        ...r,
        invested_paise: exact?.invested_paise ?? r.invested_paise,
        current_value_paise: exact?.current_value_paise ?? r.current_value_paise,
        gain_paise: exact?.gain_paise ?? r.gain_paise,
        xirr_pct: exact?.xirr_pct ?? null,
      };
    }),
    total: rows[0]?.total ?? (q.page > 1 ? await listingTotal(deps.db, expertId, q.search) : 0),
    page: q.page,
    page_size: q.page_size,
  };
}
