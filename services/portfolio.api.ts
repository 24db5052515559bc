// The portfolio calls of docs/PORTFOLIO.md on the main node client (its headers, refresh and 403 rules apply).
// Reports come back as blobs for the browser to save; everything else is read from the house envelope.
import type { StatementLink, StatementQuery } from '@/utils/portfolio/wire';
import { nodeClient } from './http';
import type {
  CapitalGains,
  ClientRow,
  DownloadFormat,
  FolioDetail,
  ImportResult,
  ListingQuery,
  Page,
  PortfolioSummary,
  Txn,
  TxnFilters,
} from './portfolio.types';

export type * from './portfolio.types';

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);

async function getData<T>(path: string, params?: object, signal?: AbortSignal): Promise<T> {
  const { data } = await nodeClient.get<Envelope<T>>(path, { params, signal });
  return data.data;
}

async function getBlob(path: string, params: object): Promise<Blob> {
  const { data } = await nodeClient.get<Blob>(path, { params, responseType: 'blob' });
  return data;
}

/** Holdings and totals; `refresh` asks the server to value them at the latest NAV now. */
export function getPortfolioSummary(userId: string, options: { refresh?: boolean } = {}, signal?: AbortSignal) {
  const params = options.refresh ? { refresh: 1 } : undefined;
  return getData<PortfolioSummary>(`/portfolio/summary/${seg(userId)}`, params, signal);
}

export function getFolioDetail(folioId: string, schemeCode: string, signal?: AbortSignal) {
  return getData<FolioDetail>(`/portfolio/folio/${seg(folioId)}`, { scheme_code: schemeCode }, signal);
}

export function getTransactions(userId: string, filters: TxnFilters = {}, signal?: AbortSignal) {
  return getData<Page<Txn>>(`/portfolio/transactions/${seg(userId)}`, { ...filters, format: 'json' }, signal);
}

export function downloadTransactions(userId: string, filters: TxnFilters, format: DownloadFormat) {
  const { page: _page, page_size: _size, ...range } = filters;
  return getBlob(`/portfolio/transactions/${seg(userId)}`, { ...range, format });
}

export function getCapitalGains(userId: string, fy: string, signal?: AbortSignal) {
  return getData<CapitalGains>(`/portfolio/capital-gains/${seg(userId)}`, { fy, format: 'json' }, signal);
}

export function downloadCapitalGains(userId: string, fy: string, format: DownloadFormat) {
  return getBlob(`/portfolio/capital-gains/${seg(userId)}`, { fy, format });
}

/** The portfolio statement PDF: holdings and totals, a period's transactions, a financial year's capital gains. */
export function downloadStatement(userId: string, query: StatementQuery) {
  return getBlob(`/portfolio/statement/${seg(userId)}`, query);
}

/** A one-time link to the statement, valid 7 days; `path` is on the web app's own origin. */
export async function createStatementLink(userId: string, query: StatementQuery): Promise<StatementLink> {
  const { data } = await nodeClient.post<Envelope<StatementLink>>(`/portfolio/statement/${seg(userId)}/link`, query);
  return data.data;
}

/** An expert's own clients, one page at a time (the server searches, sorts and pages). */
export function getClientListing(query: ListingQuery = {}, signal?: AbortSignal) {
  return getData<Page<ClientRow>>('/portfolio/listing', query, signal);
}

/** A consolidated account statement (CSV or JSON); all or nothing, 400 with a message for a bad file. */
export async function importExternalPortfolio(userId: string, file: Blob, fileName?: string): Promise<ImportResult> {
  const form = new FormData();
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  const { data } = await nodeClient.post<Envelope<ImportResult>>(`/portfolio/external/import/${seg(userId)}`, form);
  return data.data;
}
