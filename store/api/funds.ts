// Funds in the browser: a fund's whole NAV history for its chart (the rest of a fund page is server-rendered).
import type { NavPoint } from '@/utils/funds/types';
import { marketApi } from './marketApi';

export const fundsApi = marketApi.injectEndpoints({
  endpoints: (build) => ({
    getNavHistory: build.query<NavPoint[], number>({
      query: (schemeCode) => async () => (await import('@/services/market.api')).getNavHistory(schemeCode),
      providesTags: (_points, _error, schemeCode) => [{ type: 'Fund', id: schemeCode }],
    }),
  }),
});

export const { useGetNavHistoryQuery } = fundsApi;
