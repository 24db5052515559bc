// The client book in the browser, tagged Client: adding or linking a client refreshes the book. Components import this module statically.
import type * as ClientCalls from '@/services/clients.api';
import type {
  AddClientBody,
  AddClientResult,
  ClientBookPage,
  ClientBookQuery,
  ClientRequestView,
  ClientSelection,
} from '@/services/clients.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof ClientCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/clients.api'), signal);

const BOOK = { type: 'Client' as const, id: 'BOOK' };

export const clientsApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getClientBook: build.query<ClientBookPage, ClientBookQuery>({
      query: (query) => call((c, signal) => c.getClientBook(query, signal)),
      providesTags: () => [BOOK],
    }),
    getClientSelection: build.query<ClientSelection, string>({
      query: (userId) => call((c, signal) => c.getClientSelection(userId, signal)),
      providesTags: (_a, _e, userId) => [{ type: 'Client', id: userId }],
    }),
    addClient: build.mutation<AddClientResult, AddClientBody>({
      query: (body) => call((c) => c.addClient(body)),
      invalidatesTags: (result) => (result?.outcome === 'invited' ? [BOOK] : []),
    }),
    confirmAddClient: build.mutation<{ outcome: 'linked'; user_id: string }, { requestId: string; otp: string }>({
      query: ({ requestId, otp }) => call((c) => c.confirmAddClient(requestId, otp)),
      invalidatesTags: (_a, error) => (error ? [] : [BOOK]),
    }),
    getClientRequests: build.query<ClientRequestView[], void>({
      query: () => call((c, signal) => c.getClientRequests(signal)),
      providesTags: () => [{ type: 'Client', id: 'REQUESTS' }],
      // An answered request must not come back from the cache with its buttons when the dashboard is reopened.
      keepUnusedDataFor: 0,
    }),
    decideClientRequest: build.mutation<ClientRequestView, { id: string; decision: 'approve' | 'reject' }>({
      // Not invalidating the list: the answered card stays on screen with its outcome until the page is left.
      query: ({ id, decision }) => call((c) => c.decideClientRequest(id, decision)),
    }),
  }),
});

export const {
  useGetClientBookQuery,
  useLazyGetClientSelectionQuery,
  useAddClientMutation,
  useConfirmAddClientMutation,
  useGetClientRequestsQuery,
  useDecideClientRequestMutation,
} = clientsApi;
