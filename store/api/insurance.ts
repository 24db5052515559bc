// Health insurance in the browser (docs/INSURANCE.md): quotes, the server's copy of the draft, the cart, the
// policies (tagged Insurance per person covered) and the client's cart link. Components import this module.
import type * as InsuranceCalls from '@/services/insurance.api';
import type {
  DraftAnswer,
  InsuranceCartAnswer,
  InsuranceLink,
  PolicyView,
  QuoteInput,
  QuotesAnswer,
} from '@/services/insurance.api';
import type { InsuranceDraft } from '../insuranceSlice';
import { pyApi } from './pyApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof InsuranceCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/insurance.api'), signal);

const policiesTag = (userId: string | null) => [{ type: 'Insurance' as const, id: userId ?? 'SELF' }];

export const insuranceApi = pyApi.injectEndpoints({
  endpoints: (build) => ({
    getQuotes: build.query<QuotesAnswer, QuoteInput>({
      query: (input) => call((c, signal) => c.getQuotes(input, signal)),
    }),
    /** `null` reads the logged-in investor's own draft; an advisor passes the client's id. */
    getInsuranceDraft: build.query<DraftAnswer<InsuranceDraft>, string | null>({
      query: (userId) => call((c, signal) => c.getDraft<InsuranceDraft>(userId, signal)),
      keepUnusedDataFor: 0,
    }),
    saveInsuranceDraft: build.mutation<DraftAnswer<InsuranceDraft>, { user_id?: string; draft: InsuranceDraft }>({
      query: (body) => call((c) => c.saveDraft(body)),
    }),
    createInsuranceCart: build.mutation<InsuranceCartAnswer, { userId: string | null; payload: Record<string, unknown> }>({
      query: ({ payload }) => call((c) => c.createInsuranceCart(payload)),
      invalidatesTags: (a, e, { userId }) => (e ? [] : policiesTag(userId)),
    }),
    getPolicies: build.query<PolicyView[], string | null>({
      query: (userId) => call((c, signal) => c.getPolicies(userId, signal)),
      providesTags: (_a, _e, userId) => policiesTag(userId),
    }),
    getInsuranceLink: build.query<InsuranceLink, string>({
      query: (token) => call((c, signal) => c.getInsuranceLink(token, signal)),
    }),
    sendInsuranceLinkOtp: build.mutation<{ sent_to: string; expires_at: string }, string>({
      query: (token) => call((c) => c.sendLinkOtp(token)),
    }),
    confirmInsuranceLink: build.mutation<{ payment_url: string }, { token: string; otp: string }>({
      query: (body) => call((c) => c.confirmLink(body)),
    }),
  }),
});

export const {
  useGetQuotesQuery,
  useLazyGetInsuranceDraftQuery,
  useSaveInsuranceDraftMutation,
  useCreateInsuranceCartMutation,
  useGetPoliciesQuery,
  useGetInsuranceLinkQuery,
  useSendInsuranceLinkOtpMutation,
  useConfirmInsuranceLinkMutation,
} = insuranceApi;
