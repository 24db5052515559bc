// Calls of the market-data service (/market): fund list, filter values, one fund, its NAV history and
// trailing returns. Public data: no session needed. In the browser these go through /api/market; during
// server rendering straight to BACKEND_URL (services/http/config.ts).
import type { FilterMeta, FundDetail, FundList, FundReturns, NavPoint } from '@/utils/funds/types';
import { marketClient, statusOf, withRetry } from './http';

export type {
  FilterMeta,
  FundDetail,
  FundList,
  FundReturns,
  FundSummary,
  NavPoint,
} from '@/utils/funds/types';

interface Envelope<T> {
  status: string;
  data: T;
}

/** Query of GET /market/funds (q, category, sub_category, fund_house, plan, option, sort, order, page, limit). */
export type FundListParams = Record<string, string | number>;

export async function listFunds(params: FundListParams): Promise<FundList> {
  const { data } = await withRetry(() =>
    marketClient.get<Envelope<FundList>>('/funds', { params }),
  );
  return data.data;
}

/** Categories with their sub-categories, fund houses, plans and options, each with a count. */
export async function getFilterMeta(): Promise<FilterMeta> {
  const { data } = await withRetry(() =>
    marketClient.get<Envelope<FilterMeta>>('/funds/meta/filters'),
  );
  return data.data;
}

/**
 * One fund by slug or scheme code, with its previous NAV; null when no fund has that reference (the
 * service answers 404, or 400 for text that cannot be a slug). Other failures are thrown.
 */
export async function getFund(slugOrSchemeCode: string): Promise<FundDetail | null> {
  try {
    const { data } = await withRetry(() =>
      marketClient.get<Envelope<FundDetail>>(`/funds/${encodeURIComponent(slugOrSchemeCode)}`),
    );
    return data.data;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

/** Daily NAVs, oldest first; `from`/`to` are ISO dates, both optional (the whole history without them). */
export async function getNavHistory(
  schemeCode: number,
  range: { from?: string; to?: string } = {},
): Promise<NavPoint[]> {
  const { data } = await withRetry(() =>
    marketClient.get<Envelope<NavPoint[]>>(`/funds/${schemeCode}/nav`, { params: range }),
  );
  return data.data;
}

export async function getFundReturns(schemeCode: number): Promise<FundReturns> {
  const { data } = await withRetry(() =>
    marketClient.get<Envelope<FundReturns>>(`/funds/${schemeCode}/returns`),
  );
  return data.data;
}
