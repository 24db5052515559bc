// The portfolio in the browser: holdings, folios, reports and the advisor's client listing, tagged Portfolio per
// investor so that an import (and, later, an order) refreshes what is on screen. The portfolio slice follows the
// summary through store/api/matchers.ts. Components import this module statically, as with store/api/kyc.ts.
import type * as PortfolioCalls from '@/services/portfolio.api';
import type {
  CapitalGains,
  ClientRow,
  FolioDetail,
  ImportResult,
  ListingQuery,
  Page,
  PortfolioSummary,
  Txn,
  TxnFilters,
} from '@/services/portfolio.types';
import type { StatementLink, StatementQuery } from '@/utils/portfolio/wire';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof PortfolioCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/portfolio.api'), signal);

const portfolioTag = (userId: string) => [{ type: 'Portfolio' as const, id: userId }];
/** The listing holds every client's figures: any client's change may move it. */
const LISTING_TAG = { type: 'Portfolio' as const, id: 'LISTING' };

export const PORTFOLIO_API = 'nodeApi';

export const portfolioApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getPortfolioSummary: build.query<PortfolioSummary, { userId: string }>({
      query: ({ userId }) => call((c, signal) => c.getPortfolioSummary(userId, {}, signal)),
      providesTags: (_a, _e, { userId }) => portfolioTag(userId),
    }),
    /** Values the holdings at the latest NAV now and puts the answer in the summary's cache. */
    refreshPortfolio: build.mutation<PortfolioSummary, { userId: string }>({
      query: ({ userId }) => call((c) => c.getPortfolioSummary(userId, { refresh: true })),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(portfolioApi.util.upsertQueryData('getPortfolioSummary', { userId }, data));
        } catch {
          // The failure is the mutation's own result.
        }
      },
    }),
    getFolioDetail: build.query<FolioDetail, { userId: string; folioId: string; schemeCode: string }>({
      query: ({ folioId, schemeCode }) => call((c, signal) => c.getFolioDetail(folioId, schemeCode, signal)),
      providesTags: (_a, _e, { userId }) => portfolioTag(userId),
    }),
    getTransactions: build.query<Page<Txn>, { userId: string; filters: TxnFilters }>({
      query: ({ userId, filters }) => call((c, signal) => c.getTransactions(userId, filters, signal)),
      providesTags: (_a, _e, { userId }) => portfolioTag(userId),
    }),
    getCapitalGains: build.query<CapitalGains, { userId: string; fy: string }>({
      query: ({ userId, fy }) => call((c, signal) => c.getCapitalGains(userId, fy, signal)),
      providesTags: (_a, _e, { userId }) => portfolioTag(userId),
    }),
    getClientListing: build.query<Page<ClientRow>, ListingQuery>({
      query: (query) => call((c, signal) => c.getClientListing(query, signal)),
      providesTags: () => [LISTING_TAG],
    }),
    importExternalPortfolio: build.mutation<ImportResult, { userId: string; file: File }>({
      query: ({ userId, file }) => call((c) => c.importExternalPortfolio(userId, file, file.name)),
      invalidatesTags: (_a, error, { userId }) => (error ? [] : [...portfolioTag(userId), LISTING_TAG]),
    }),
    /** A one-time statement link; nothing cached changes. */
    createStatementLink: build.mutation<StatementLink, { userId: string; query: StatementQuery }>({
      query: ({ userId, query }) => call((c) => c.createStatementLink(userId, query)),
    }),
  }),
});

export const {
  useGetPortfolioSummaryQuery,
  useRefreshPortfolioMutation,
  useGetFolioDetailQuery,
  useGetTransactionsQuery,
  useGetCapitalGainsQuery,
  useGetClientListingQuery,
  useImportExternalPortfolioMutation,
  useCreateStatementLinkMutation,
} = portfolioApi;
