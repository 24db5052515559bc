// The summary and folio calls: an investor's holdings valued at the latest NAVs, internal and external apart.
import { summarisePortfolio } from '../../../../utils/portfolio/valuation';
import { NotFoundError } from '../../../domain/errors';
import { held, latestNavDate, schemeInputs, valueAll } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { folioById, latestQuotes, ledgerOf, positionsOf, sipsOf } from './portfolio.repo';
import { txnView } from './transactions.view';
import { sipView } from './sips.view';
import { storeSummary, storedSummary, summaryVersions } from './summaryCache.repo';

async function valuedPositions(deps: PortfolioDeps, userId: string, folioId?: string) {
  const today = todayIn(deps.now());
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userId, folioId), ledgerOf(deps.db, userId, folioId)]);
  const quotes = await latestQuotes(deps.db, [...new Set(positions.map((p) => p.schemeCode))], today);
  const section = (source: 'internal' | 'external') =>
    valueAll(schemeInputs(positions.filter((p) => p.source === source), ledger, quotes), today);
  return { internal: section('internal'), external: section('external'), ledger, quotes };
}

// There is no cache of valuations: every call values at the latest NAV, so `refresh=1` needs no extra work.
async function freshSummary(deps: PortfolioDeps, userId: string) {
  const now = deps.now();
  const { internal, external } = await valuedPositions(deps, userId);
  return {
    summary: summarisePortfolio(internal, external),
    internal: held(internal),
    external: held(external),
    nav_date: latestNavDate([...internal, ...external]),
    valued_at: now.toISOString(),
  };
}

/**
 * The stored summary when it was valued today from the current market data and book; otherwise (or on a refresh)
 * valued afresh and stored. `valued_at` says when the figures were computed.
 */
export async function portfolioSummary(deps: PortfolioDeps, userId: string, refresh = false) {
  const versions = await summaryVersions(deps.db, userId, todayIn(deps.now()));
  type Summary = Awaited<ReturnType<typeof freshSummary>>;
  const stored = refresh ? null : await storedSummary<Summary>(deps.db, userId, versions);
  if (stored) return stored;
  const summary = await freshSummary(deps, userId);
  await storeSummary(deps.db, userId, summary, versions);
  return summary;
}

/** The folio's owner, or 404: the caller's right to it is checked on the owner next. */
export async function folioOwner(deps: PortfolioDeps, folioId: string): Promise<string> {
  const folio = await folioById(deps.db, folioId);
  if (!folio) throw new NotFoundError('This folio does not exist');
  return folio.userId;
}

export async function folioDetail(deps: PortfolioDeps, folioId: string, schemeCode?: number) {
  const folio = await folioById(deps.db, folioId);
  if (!folio) throw new NotFoundError('This folio does not exist');
  const { internal, external, ledger, quotes } = await valuedPositions(deps, folio.userId, folioId);
  const valued = [...internal, ...external].find((s) => !schemeCode || s.holding.scheme_code === schemeCode);
  if (!valued) throw new NotFoundError('This folio does not hold that scheme');
  const { holding } = valued;
  const quote = quotes.get(holding.scheme_code);
  const sips = await sipsOf(deps.db, folioId, holding.scheme_code);
  return {
    folio: { id: folio.id, folio_no: folio.folioNo, amc: folio.amc, source: folio.source },
    scheme: {
      scheme_code: holding.scheme_code,
      scheme_name: holding.scheme_name,
      category: quote?.category ?? null,
      nav: holding.nav,
      nav_date: holding.nav_date,
    },
    units: holding.units,
    average_cost: holding.folioLevel[0]?.average_cost ?? null,
    invested_paise: holding.net_cost,
    current_value_paise: holding.current_value,
    gain_paise: holding.gain_or_loss,
    absolute_return_pct: holding.absolute_return_pct,
    xirr_pct: holding.xirr_pct,
    transactions: ledger
      .filter((t) => t.schemeCode === holding.scheme_code)
      .reverse()
      .map((t) => txnView(t, { schemeName: holding.scheme_name, folioNo: folio.folioNo })),
    sips: sips.map(sipView),
  };
}
