// Funds in the browser: fund lists for the order forms (a fund house's schemes for a switch or STP, a name search on
// /invest). The fund page's NAV chart fetches its history itself (components/funds/useNavHistory.ts), store-free.
import type { FundListParams } from '@/services/market.api';
import type { FundList } from '@/utils/funds/types';
import { marketApi } from './marketApi';

export const fundsApi = marketApi.injectEndpoints({
  endpoints: (build) => ({
    listFunds: build.query<FundList, FundListParams>({
      query: (params) => async () => (await import('@/services/market.api')).listFunds(params),
      providesTags: () => [{ type: 'Fund', id: 'LIST' }],
    }),
  }),
});

export const { useListFundsQuery } = fundsApi;
