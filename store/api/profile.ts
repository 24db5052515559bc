// The advisor's own profile in the browser: the profile and its three stage saves, the payout account and the
// employees, tagged Expert so that a save refreshes what shows it.
import type * as ProfileCalls from '@/services/profile.api';
import type { AdvisorProfileView, BankAccount, EmployeeView, StageAnswer } from '@/services/profile.api';
import type { EmployeeInput, ProfileStage1Input, ProfileStage2Input, ProfileStage3Input } from '@/utils/validation/advisorProfile';
import type { BankAccountInput } from '@/utils/validation/kyc';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof ProfileCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/profile.api'), signal);

const PROFILE = { type: 'Expert' as const, id: 'OWN-PROFILE' };
const BANK = { type: 'Expert' as const, id: 'OWN-PAYOUT-BANK' };
const EMPLOYEES = { type: 'Expert' as const, id: 'OWN-EMPLOYEES' };

export const profileApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getAdvisorProfile: build.query<AdvisorProfileView, void>({
      query: () => call((c, signal) => c.getProfile(signal)),
      providesTags: [PROFILE],
    }),
    saveProfileStage1: build.mutation<StageAnswer, ProfileStage1Input>({
      query: (body) => call((c) => c.saveStage1(body)),
    }),
    saveProfileStage2: build.mutation<StageAnswer, ProfileStage2Input>({
      query: (body) => call((c) => c.saveStage2(body)),
    }),
    saveProfileStage3: build.mutation<StageAnswer, ProfileStage3Input>({
      query: (body) => call((c) => c.saveStage3(body)),
    }),
    getPayoutAccount: build.query<BankAccount | null, void>({
      query: () => call((c, signal) => c.getPayoutAccount(signal)),
      providesTags: [BANK],
    }),
    setPayoutAccount: build.mutation<BankAccount, BankAccountInput>({
      query: (body) => call((c) => c.setPayoutAccount(body)),
      invalidatesTags: (_a, error) => (error ? [] : [BANK]),
    }),
    getEmployees: build.query<EmployeeView[], void>({
      query: () => call((c, signal) => c.getEmployees(signal)),
      providesTags: [EMPLOYEES],
    }),
    addEmployee: build.mutation<EmployeeView[], EmployeeInput>({
      query: (body) => call((c) => c.addEmployee(body)),
      invalidatesTags: (_a, error) => (error ? [] : [EMPLOYEES]),
    }),
    removeEmployee: build.mutation<EmployeeView[], string>({
      query: (id) => call((c) => c.removeEmployee(id)),
      invalidatesTags: (_a, error) => (error ? [] : [EMPLOYEES]),
    }),
  }),
});

export const {
  useGetAdvisorProfileQuery,
  useSaveProfileStage1Mutation,
  useSaveProfileStage2Mutation,
  useSaveProfileStage3Mutation,
  useGetPayoutAccountQuery,
  useSetPayoutAccountMutation,
  useGetEmployeesQuery,
  useAddEmployeeMutation,
  useRemoveEmployeeMutation,
} = profileApi;
