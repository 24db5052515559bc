// Accounts in the browser: the dashboards' account and profile completion, the ARN lookup of a profile claim,
// a visitor's request to be contacted by an expert, the distributor enquiry and whose account a login link opens.
import type { TokenHolder } from '@/services/auth.api';
import type { DistributorLead } from '@/services/leads.api';
import type { ArnProfile, UserDetail } from '@/services/user.api';
import { nodeApi } from './nodeApi';

export const accountsApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getUserDetail: build.query<UserDetail, string>({
      query: (id) => async () => (await import('@/services/user.api')).getUserDetail(id),
      providesTags: (_detail, _error, id) => [{ type: 'User', id }],
    }),
    getProfileCompletion: build.query<number, string>({
      query: (expertId) => async () =>
        (await import('@/services/user.api')).getProfileCompletion(expertId),
      providesTags: (_done, _error, id) => [{ type: 'Expert', id }],
    }),
    findExpertByArn: build.mutation<ArnProfile, string>({
      query: (arn) => async () => (await import('@/services/user.api')).findExpertByArn(arn),
    }),
    contactExpert: build.mutation<string, string>({
      query: (expertId) => async () =>
        (await import('@/services/experts.api')).contactExpert(expertId),
    }),
    /** Read-only (a mutation only because nothing should cache it): the link is spent when the visitor continues. */
    getTokenHolder: build.mutation<TokenHolder, string>({
      query: (token) => async () => (await import('@/services/auth.api')).tokenHolder(token),
    }),
    submitDistributorLead: build.mutation<
      Awaited<ReturnType<typeof import('@/services/leads.api').submitDistributorLead>>,
      DistributorLead
    >({
      query: (lead) => async () =>
        (await import('@/services/leads.api')).submitDistributorLead(lead),
    }),
  }),
});

export const { useGetUserDetailQuery, useGetProfileCompletionQuery, useFindExpertByArnMutation } =
  accountsApi;
