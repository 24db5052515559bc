// Expert directory calls of the node service: search (GET /expert/search, or the spec's POST /user/expert/pincode
// when a pincode is given), one public profile, and a logged-in visitor's contact request. Reads are public.
import type { ExpertFilters } from '@/utils/experts/filters';
import { filtersToApiParams } from '@/utils/experts/filters';
import type { ExpertSearchResult, PublicExpert } from '@/utils/experts/types';
import { nodeClient, statusOf, withRetry } from './http';

export type { ExpertSearchResult, PublicExpert } from '@/utils/experts/types';

interface Envelope<T> {
  status: string;
  data: T;
  message?: string;
}

export async function searchExperts(filters: ExpertFilters): Promise<ExpertSearchResult> {
  const params = filtersToApiParams(filters);
  if (filters.pincode) {
    // A search is a read even when it is a POST, so retrying it once is safe.
    const { data } = await withRetry(() =>
      nodeClient.post<Envelope<ExpertSearchResult>>('/user/expert/pincode', params),
    );
    return data.data;
  }
  const { data } = await withRetry(() =>
    nodeClient.get<Envelope<ExpertSearchResult>>('/expert/search', { params }),
  );
  return data.data;
}

/** One expert's public profile; null when there is no such expert (404). Other failures are thrown. */
export async function getExpert(id: string): Promise<PublicExpert | null> {
  try {
    const { data } = await withRetry(() =>
      nodeClient.get<Envelope<PublicExpert>>(`/expert/${encodeURIComponent(id)}`),
    );
    return data.data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Asks the expert to get in touch (needs a session); answers the confirmation to show. */
export async function contactExpert(id: string, product?: string): Promise<string> {
  const { data } = await nodeClient.post<Envelope<{ repeated: boolean }>>(
    `/expert/${encodeURIComponent(id)}/contact`,
    product ? { product } : {},
  );
  return data.message ?? '';
}
