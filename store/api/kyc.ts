// KYC in the browser: the record and its saved data (queries tagged Kyc per investor id), and every step's call as
// a mutation that refreshes them. The kyc slice follows the record through store/api/matchers.ts.
// Components import this module statically (not with import()): a query started right after a lazy load can find
// its endpoint not yet injected.
import type * as KycCalls from '@/services/kyc.api';
import type {
  BankAccount,
  DocCheck,
  DocumentKind,
  IfscDetails,
  KraLookup,
  KycData,
  ChangeSentToClient,
  KycConsentView,
  KycDetailsAnswer,
  KycDocument,
  KycRecord,
  ModificationStart,
  ModificationState,
  PanCheck,
  PennyDropStarted,
  ProgressListener,
} from '@/services/kyc.types';
import type { BankAccountInput, Declarations, PersonalDetails } from '@/utils/validation/kyc';
import { nodeApi } from './nodeApi';
import { pyApi } from './pyApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof KycCalls) => Promise<unknown>): ServiceCall =>
  async () =>
    run(await import('@/services/kyc.api'));

const kycTag = (userId: string) => [{ type: 'Kyc' as const, id: userId }];

type RecordUpdate = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: KycRecord }> };

/**
 * A saved step answers the new record: put it in the cached details at once, so the next step's page, opened right
 * after the save, already sees the new `navigate_to` while the invalidated details are fetched again.
 */
async function recordSaved({ userId }: { userId: string }, { dispatch, queryFulfilled }: RecordUpdate) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      kycApi.util.updateQueryData('getKycDetails', { userId }, (draft) => {
        draft.data = data;
      }),
    );
  } catch {
    // The failure is the mutation's own result.
  }
}
type ForUser<T = object> = T & { userId: string };

export const kycApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getKycDetails: build.query<KycDetailsAnswer, ForUser<{ hi?: boolean }>>({
      query: ({ userId, hi }) => call((c) => c.getKycDetails(userId, { hi })),
      providesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    /** The client's side of an advisor's submit or change: what it does, the OTP, the confirmation. */
    getKycConsent: build.query<KycConsentView, string>({
      query: (token) => call((c) => c.getKycConsent(token)),
    }),
    sendKycConsentOtp: build.mutation<{ sent_to: string; expires_at: string }, string>({
      query: (token) => call((c) => c.sendKycConsentOtp(token)),
    }),
    confirmKycConsent: build.mutation<unknown, { token: string; otp: string }>({
      query: ({ token, otp }) => call((c) => c.confirmKycConsent(token, otp)),
      // The client's accounts, nominees or KYC status changed: every cached KYC of this browser is read again.
      invalidatesTags: ['Kyc'],
    }),
    getKycData: build.query<KycData, string>({
      query: (userId) => call((c) => c.getKycData(userId)),
      providesTags: (_a, _e, userId) => kycTag(userId),
    }),
    validatePan: build.mutation<PanCheck, ForUser<{ pan: string }>>({
      query: ({ userId, pan }) => call((c) => c.validatePan(userId, pan)),
    }),
    getKraStatus: build.mutation<KraLookup, ForUser<{ pan: string }>>({
      query: ({ userId, pan }) => call((c) => c.getKraStatus(userId, pan)),
    }),
    /** The same KRA lookup, cached: for pre-filling a later step from the saved PAN. */
    getKraLookup: build.query<KraLookup, ForUser<{ pan: string }>>({
      query: ({ userId, pan }) => call((c) => c.getKraStatus(userId, pan)),
    }),
    addKycDetails: build.mutation<KycRecord, ForUser<{ pan: string; dob: string }>>({
      query: (input) => call((c) => c.addKycDetails(input)),
      onQueryStarted: recordSaved,
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    /** False when another account uses the address or the check failed. */
    checkEmail: build.mutation<boolean, ForUser<{ email: string }>>({
      query: ({ userId, email }) => call((c) => c.emailAvailable(userId, email)),
    }),
    savePersonalDetails: build.mutation<KycRecord, ForUser<{ details: PersonalDetails }>>({
      query: ({ userId, details }) => call((c) => c.savePersonalDetails(userId, details)),
      onQueryStarted: recordSaved,
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    uploadDocument: build.mutation<KycDocument, ForUser<{ kind: DocumentKind; file: Blob; onProgress?: ProgressListener }>>({
      query: ({ userId, kind, file, onProgress }) => call((c) => c.uploadDocument(userId, kind, file, onProgress)),
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    /** False when the check itself failed (the spec's rule for KYC checks). */
    checkDocuments: build.mutation<DocCheck | false, string>({
      query: (userId) => call((c) => c.kycDocCheck(userId)),
      invalidatesTags: (_a, _e, userId) => kycTag(userId),
    }),
    saveDeclarations: build.mutation<KycRecord, ForUser<{ declarations: Declarations }>>({
      query: ({ userId, declarations }) => call((c) => c.saveDeclarations(userId, declarations)),
      onQueryStarted: recordSaved,
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    lookupIfsc: build.query<IfscDetails, string>({
      query: (ifsc) => call((c) => c.lookupIfsc(ifsc)),
    }),
    addBankAccount: build.mutation<BankAccount | ChangeSentToClient, ForUser<{ account: BankAccountInput; isPrimary?: boolean }>>({
      query: ({ userId, account, isPrimary }) => call((c) => c.addBankAccount(userId, account, isPrimary)),
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    startPennyDrop: build.mutation<PennyDropStarted, ForUser<{ bankAccountId: string }>>({
      query: ({ userId, bankAccountId }) => call((c) => c.startPennyDrop(userId, bankAccountId)),
    }),
    getPennyDropResult: build.mutation<BankAccount, ForUser<{ reference: string }>>({
      query: ({ userId, reference }) => call((c) => c.pennyDropResult(userId, reference)),
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    setPrimaryBank: build.mutation<BankAccount[] | ChangeSentToClient, ForUser<{ bankAccountId: string }>>({
      query: ({ userId, bankAccountId }) => call((c) => c.setPrimaryBank(userId, bankAccountId)),
      invalidatesTags: (_a, _e, { userId }) => kycTag(userId),
    }),
    /** False when not verified or when the check failed. */
    isEligibleForMFCentral: build.query<boolean, string>({
      query: (userId) => call((c) => c.isEligibleForMFCentral(userId)),
      providesTags: (_a, _e, userId) => kycTag(userId),
    }),
    startKycModification: build.mutation<ModificationStart, string>({
      query: (userId) => call((c) => c.startKycModification(userId)),
      invalidatesTags: (_a, _e, userId) => kycTag(userId),
    }),
    getKycModification: build.query<ModificationState, string>({
      query: (userId) => call((c) => c.getKycModification(userId)),
      providesTags: (_a, _e, userId) => kycTag(userId),
    }),
  }),
});

/** The python side: submission to the KRA and the identity redirects. */
export const kycPyApi = pyApi.injectEndpoints({
  endpoints: (build) => ({
    submitKyc: build.mutation<KycRecord, string>({
      query: (userId) => call((c) => c.submitKyc(userId)),
      // The record's queries live in the node api, whose tags this api cannot invalidate by itself.
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(kycApi.util.invalidateTags(kycTag(userId)));
        } catch {
          // The failure is the mutation's own result.
        }
      },
    }),
    getDigilockerUrl: build.mutation<string, ForUser<{ userName: string; returnPath: string }>>({
      query: ({ userId, userName, returnPath }) => call((c) => c.getDigilockerUrl(userId, userName, returnPath)),
    }),
    getEsignUrl: build.mutation<string, ForUser<{ returnPath: string }>>({
      query: ({ userId, returnPath }) => call((c) => c.getEsignUrl(userId, returnPath)),
    }),
  }),
});

export const {
  useGetKycConsentQuery,
  useSendKycConsentOtpMutation,
  useConfirmKycConsentMutation,
  useGetKycDetailsQuery,
  useGetKycDataQuery,
  useValidatePanMutation,
  useGetKraStatusMutation,
  useGetKraLookupQuery,
  useAddKycDetailsMutation,
  useCheckEmailMutation,
  useSavePersonalDetailsMutation,
  useUploadDocumentMutation,
  useCheckDocumentsMutation,
  useSaveDeclarationsMutation,
  useLookupIfscQuery,
  useLazyLookupIfscQuery,
  useAddBankAccountMutation,
  useStartPennyDropMutation,
  useGetPennyDropResultMutation,
  useSetPrimaryBankMutation,
  useIsEligibleForMFCentralQuery,
  useStartKycModificationMutation,
  useGetKycModificationQuery,
} = kycApi;

export const { useSubmitKycMutation, useGetDigilockerUrlMutation, useGetEsignUrlMutation } = kycPyApi;
