// The summary and folio calls: an investor's holdings valued at the latest NAVs, internal and external apart.
import { NotFoundError } from '../../../domain/errors';
import type { PortfolioDeps } from './portfolio.deps';
import { todayIn } from './portfolio.deps';
import {
  type FolioFigures,
  averageCost,
  folioFigures,
  positionKey,
  returnPct,
  schemeHoldings,
  summarise,
} from './holdings.figures';
import { folioById, latestQuotes, ledgerOf, positionsOf, sipsOf } from './portfolio.repo';
import { txnView } from './transactions.view';

/** Every position of the investor (or of one folio) with its figures. */
export async function figuresOf(deps: PortfolioDeps, userId: string, folioId?: string): Promise<FolioFigures[]> {
  const today = todayIn(deps.now());
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userId, folioId), ledgerOf(deps.db, userId, folioId)]);
  const quotes = await latestQuotes(deps.db, [...new Set(positions.map((p) => p.schemeCode))], today);
  const byPosition = new Map<string, typeof ledger>();
  for (const t of ledger) {
    const key = positionKey(t.folioId, t.schemeCode);
    byPosition.set(key, [...(byPosition.get(key) ?? []), t]);
  }
  return positions.map((p) =>
    folioFigures(p, byPosition.get(positionKey(p.folioId, p.schemeCode)) ?? [], quotes.get(p.schemeCode)),
  );
}

/** The newest NAV date the holdings were valued at (each holding also says its own). */
function latestNavDate(items: readonly FolioFigures[]): string | null {
  const dates = items.map((f) => f.quote?.navDate).filter((d): d is string => !!d);
  return dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
}

// There is no cache of valuations: every call values at the latest NAV, so `refresh=1` needs no extra work.
export async function portfolioSummary(deps: PortfolioDeps, userId: string) {
  const now = deps.now();
  const today = todayIn(now);
  const items = await figuresOf(deps, userId);
  const internal = items.filter((f) => f.position.source === 'internal');
  const external = items.filter((f) => f.position.source === 'external');
  return {
    summary: {
      ...summarise(items, today),
      internal_summary: summarise(internal, today),
      external_summary: summarise(external, today),
    },
    internal: schemeHoldings(internal, today),
    external: schemeHoldings(external, today),
    nav_date: latestNavDate(items.filter((f) => Number(f.units) > 0)),
    valued_at: now.toISOString(),
  };
}

/** The folio, or 404: the caller's right to it is checked on its owner next. */
export async function folioOwner(deps: PortfolioDeps, folioId: string): Promise<string> {
  const folio = await folioById(deps.db, folioId);
  if (!folio) throw new NotFoundError('This folio does not exist');
  return folio.userId;
}

export async function folioDetail(deps: PortfolioDeps, folioId: string, schemeCode?: number) {
  const folio = await folioById(deps.db, folioId);
  if (!folio) throw new NotFoundError('This folio does not exist');
  const userId = folio.userId;
  const today = todayIn(deps.now());
  const items = (await figuresOf(deps, userId, folioId)).filter((f) => !schemeCode || f.position.schemeCode === schemeCode);
  const item = items[0];
  if (!item) throw new NotFoundError('This folio does not hold that scheme');
  const total = summarise([item], today);
  const sips = await sipsOf(deps.db, folioId, item.position.schemeCode);
  return {
    folio: { id: folio.id, folio_no: folio.folioNo, amc: folio.amc, source: folio.source },
    scheme: {
      scheme_code: item.position.schemeCode,
      scheme_name: item.quote?.schemeName ?? `Scheme ${item.position.schemeCode}`,
      category: item.quote?.category ?? null,
      nav: item.quote?.nav ?? null,
      nav_date: item.quote?.navDate ?? null,
    },
    units: item.units,
    average_cost: averageCost(item.costPaise, item.units),
    invested_paise: total.invested_paise,
    current_value_paise: total.current_value_paise,
    gain_paise: total.gain_paise,
    absolute_return_pct: returnPct(total.gain_paise, total.invested_paise),
    xirr_pct: total.xirr_pct,
    transactions: item.txns
      .slice()
      .reverse()
      .map((t) => txnView(t, { schemeName: item.quote?.schemeName ?? null, folioNo: folio.folioNo })),
    sips: sips.map((s) => ({
      id: s.id,
      amount_paise: s.amountPaise,
      day: s.day,
      frequency: s.frequency,
      start_date: s.startDate,
      end_date: s.endDate,
      next_due_date: s.nextDueDate,
      status: s.status,
      step_up_percent: s.stepUpPercent === null ? null : Number(s.stepUpPercent),
      step_up_amount_paise: s.stepUpAmountPaise,
    })),
  };
}
