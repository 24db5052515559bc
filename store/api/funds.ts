// Funds in the browser: a fund's whole NAV history for its chart (the rest of a fund page is server-rendered), and
// fund lists for the order forms (a fund house's schemes for a switch or STP, a name search on /invest).
import type { FundListParams } from '@/services/market.api';
import type { FundList, NavPoint } from '@/utils/funds/types';
import { marketApi } from './marketApi';

export const fundsApi = marketApi.injectEndpoints({
  endpoints: (build) => ({
    getNavHistory: build.query<NavPoint[], number>({
      query: (schemeCode) => async () => (await import('@/services/market.api')).getNavHistory(schemeCode),
      providesTags: (_points, _error, schemeCode) => [{ type: 'Fund', id: schemeCode }],
    }),
    listFunds: build.query<FundList, FundListParams>({
      query: (params) => async () => (await import('@/services/market.api')).listFunds(params),
      providesTags: () => [{ type: 'Fund', id: 'LIST' }],
    }),
  }),
});

export const { useGetNavHistoryQuery, useListFundsQuery } = fundsApi;
