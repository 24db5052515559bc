// The backend's sitemap lists (GET /market/sitemap…, GET /node/sitemap…), read by the web app's sitemap routes.
// Failures are thrown, not hidden: an empty sitemap would tell search engines that every page is gone, so the
// routes answer 503 instead (pages/sitemap.xml.ts).
import type { SitemapChunk, SitemapKind, SitemapKindSummary } from '@/utils/seo/sitemap';
import { marketClient, nodeClient, statusOf, withRetry } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

/** The files of every backend-listed kind: funds from the market service, content from the node service. */
export async function getSitemapSummaries(): Promise<SitemapKindSummary[]> {
  const [market, node] = await Promise.all([
    withRetry(() => marketClient.get<Envelope<SitemapKindSummary[]>>('/sitemap')),
    withRetry(() => nodeClient.get<Envelope<SitemapKindSummary[]>>('/sitemap')),
  ]);
  return [...market.data.data, ...node.data.data];
}

/** One file's pages of a kind, or null when the kind has no such file. */
export async function getSitemapChunk(kind: Exclude<SitemapKind, 'static'>, page: number): Promise<SitemapChunk | null> {
  try {
    const { data } =
      kind === 'funds'
        ? await withRetry(() => marketClient.get<Envelope<SitemapChunk>>('/sitemap/funds', { params: { page } }))
        : await withRetry(() => nodeClient.get<Envelope<SitemapChunk>>(`/sitemap/${kind}`, { params: { page } }));
    return data.data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
