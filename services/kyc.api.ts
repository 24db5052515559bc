// The KYC calls of docs/KYC.md, on the KYC clients (app-name user-web / expert-web, user-id = the expert's id for
// experts, 2 refresh retries, a status of 500 or more clears the session).
//
// Failures: the spec says a KYC call failure is logged and returns false. That rule is applied to the calls whose
// answer is a yes/no or a check (emailAvailable, isEligibleForMFCentral, kycDocCheck): a screen asks "may I go on?"
// and a failure answers "no". Calls that save or fetch a record throw instead, so a form can show the server's
// message and field errors (`errors`) and a page can offer a retry.
import type { Declarations, PersonalDetails, BankAccountInput } from '@/utils/validation/kyc';
import { kycNodeClient, kycPyClient, nodeClient, statusOf, withRetry } from './http';
import type {
  BankAccount,
  DocCheck,
  DocumentKind,
  IfscDetails,
  KraLookup,
  KycData,
  KycDetailsAnswer,
  ChangeSentToClient,
  KycConsentView,
  KycDocument,
  KycRecord,
  ModificationStart,
  ModificationState,
  PanCheck,
  PennyDropStarted,
  ProgressListener,
} from './kyc.types';

export type * from './kyc.types';
export { DOCUMENT_KINDS } from './kyc.types';

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);
const dataOf = <T>(answer: { data: Envelope<T> }) => answer.data.data;

/** The spec's rule for yes/no calls: log the failure (never the PAN or the body) and answer false. */
async function falseOnFailure<T>(call: string, run: () => Promise<T>): Promise<T | false> {
  try {
    return await run();
  } catch (error) {
    console.warn(`[kyc] ${call} failed:`, statusOf(error) ?? (error as Error)?.message);
    return false;
  }
}

// ---- the record -------------------------------------------------------------------------------------------

/**
 * The KYC record of `userId`, read from the top level `{status, data, isDisabled}`. With `hi` the call asks as the
 * plain web app (`?hi=true`, headers platform web and app-name web), as the spec's client does for that variant.
 */
export async function getKycDetails(userId: string, options: { hi?: boolean } = {}): Promise<KycDetailsAnswer> {
  const config = options.hi ? { params: { hi: true }, headers: { platform: 'web', 'app-name': 'web' } } : {};
  const { data } = await withRetry(() =>
    kycNodeClient.get<KycDetailsAnswer>(`/kyc/kycdetails/${seg(userId)}`, config),
  );
  return { status: data.status, data: data.data ?? null, isDisabled: Boolean(data.isDisabled) };
}

/** Everything saved so far (record, personal details, declarations, documents, bank accounts): for pre-fill. */
export async function getKycData(userId: string): Promise<KycData> {
  return dataOf(await withRetry(() => kycNodeClient.get<Envelope<KycData>>(`/kyc/kycdata/${seg(userId)}`)));
}

// ---- step 1: PAN and date of birth ------------------------------------------------------------------------

export async function validatePan(userId: string, pan: string): Promise<PanCheck> {
  return dataOf(await kycNodeClient.post<Envelope<PanCheck>>('/kyc/pan_validation', { user_id: userId, pancard_no: pan }));
}

/** What the KRA already knows of this PAN (pre-fill). */
export async function getKraStatus(userId: string, pan: string): Promise<KraLookup> {
  return dataOf(await kycNodeClient.post<Envelope<KraLookup>>('/kyc/v2/kycstatus', { user_id: userId, pancard_no: pan }));
}

/** `dob` as DD/MM/YYYY. 400 PAN invalid or deactivated, 409 PAN on another account. */
export async function addKycDetails(input: { userId: string; pan: string; dob: string }): Promise<KycRecord> {
  const body = { user_id: input.userId, pancard_no: input.pan, dob: input.dob };
  return dataOf(await kycNodeClient.post<Envelope<KycRecord>>('/kyc/v2/add/kycdetails', body));
}

// ---- step 2: personal details -----------------------------------------------------------------------------

/** True when no other account uses the address; false when one does, or when the check failed. */
export async function emailAvailable(userId: string, email: string): Promise<boolean> {
  const answer = await falseOnFailure('emailcheck', async () =>
    dataOf(await kycNodeClient.post<Envelope<{ available: boolean }>>('/kyc/emailcheck', { user_id: userId, email })),
  );
  return answer !== false && answer.available === true;
}

export async function savePersonalDetails(userId: string, details: PersonalDetails): Promise<KycRecord> {
  return dataOf(await kycNodeClient.put<Envelope<KycRecord>>('/kyc/personal_details', { user_id: userId, ...details }));
}

// ---- step 3: documents ------------------------------------------------------------------------------------

/** multipart `file` + `user_id`; 413 over 5 MB, 415 not JPEG/PNG/PDF by content. Re-uploading replaces. */
export async function uploadDocument(
  userId: string,
  kind: DocumentKind,
  file: Blob,
  onProgress?: ProgressListener,
): Promise<KycDocument> {
  const form = new FormData();
  form.append('user_id', userId);
  form.append('file', file);
  const { data } = await kycNodeClient.put<Envelope<KycDocument>>(`/kyc/documents/${kind}`, form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  onProgress?.(100);
  return data.data;
}

/** The stored file itself (owner or mapped expert only), for a preview or a download. */
export async function downloadDocument(userId: string, kind: DocumentKind): Promise<Blob> {
  const { data } = await kycNodeClient.get<Blob>(`/kyc/documents/${kind}`, {
    params: { user_id: userId },
    responseType: 'blob',
  });
  return data;
}

/** Which documents are in and which are missing; complete moves the record to declarations. False on failure. */
export async function kycDocCheck(userId: string): Promise<DocCheck | false> {
  return falseOnFailure('kycDocCheck', async () =>
    dataOf(await kycNodeClient.post<Envelope<DocCheck>>('/kyc/kycDocCheck', { user_id: userId })),
  );
}

// ---- step 4: declarations ---------------------------------------------------------------------------------

export async function saveDeclarations(userId: string, declarations: Declarations): Promise<KycRecord> {
  return dataOf(await kycNodeClient.put<Envelope<KycRecord>>('/kyc/declarations', { user_id: userId, ...declarations }));
}

// ---- step 5: bank account ---------------------------------------------------------------------------------

export async function lookupIfsc(ifsc: string): Promise<IfscDetails> {
  return dataOf(await withRetry(() => kycNodeClient.get<Envelope<IfscDetails>>(`/kyc/ifsc/${seg(ifsc)}`)));
}

export async function addBankAccount(
  userId: string,
  account: BankAccountInput,
  isPrimary?: boolean,
): Promise<BankAccount | ChangeSentToClient> {
  const body = { user_id: userId, ...account, ...(isPrimary === undefined ? {} : { is_primary: isPrimary }) };
  return dataOf(await kycNodeClient.put<Envelope<BankAccount | ChangeSentToClient>>('/kyc/v3/edit/addbankaccount', body));
}

export async function startPennyDrop(userId: string, bankAccountId: string): Promise<PennyDropStarted> {
  const body = { user_id: userId, bank_account_id: bankAccountId };
  return dataOf(await kycNodeClient.post<Envelope<PennyDropStarted>>('/cart/v2/pennyDrop', body));
}

export async function pennyDropResult(userId: string, reference: string): Promise<BankAccount> {
  return dataOf(await kycNodeClient.post<Envelope<BankAccount>>('/cart/v2/pennyDropResponse', { user_id: userId, reference }));
}

/**
 * Only a verified account may be primary (409 otherwise). Answers all the accounts; an advisor's switch for a client
 * whose KYC is with the KRA answers 202 with the client's confirmation instead (as does adding an account).
 */
export async function setPrimaryBank(userId: string, bankAccountId: string): Promise<BankAccount[] | ChangeSentToClient> {
  const body = { user_id: userId, bank_account_id: bankAccountId };
  return dataOf(await kycNodeClient.post<Envelope<BankAccount[] | ChangeSentToClient>>('/cart/primary_bank', body));
}

/** Sends the finished KYC to the KRA (400 lists the missing steps). */
export async function submitKyc(userId: string): Promise<KycRecord> {
  return dataOf(await kycPyClient.post<Envelope<KycRecord>>(`/kyc/v1/update/user/${seg(userId)}`, { action: 'submit' }));
}

// ---- the client's confirmation of a KYC their advisor prepared ------------------------------------------------
// On the main node client: the investor's own calls (a 4xx is the page's message, not the KYC client's rules).

export async function getKycConsent(token: string, signal?: AbortSignal): Promise<KycConsentView> {
  return dataOf(await nodeClient.get<Envelope<KycConsentView>>('/kyc/consent', { params: { token }, signal }));
}

export async function sendKycConsentOtp(token: string): Promise<{ sent_to: string; expires_at: string }> {
  return dataOf(await nodeClient.post<Envelope<{ sent_to: string; expires_at: string }>>('/kyc/consent/otp', { token }));
}

/** Answers what was done: the KycRecord of a submission, `{account, bank_accounts}` or `{nomination}` of a change. */
export async function confirmKycConsent(token: string, otp: string): Promise<unknown> {
  return dataOf(await nodeClient.post<Envelope<unknown>>('/kyc/consent/confirm', { token, otp }));
}

// ---- status and modification ------------------------------------------------------------------------------

/** True when the KYC is verified (MF Central may be used); false when not, or when the check failed. */
export async function isEligibleForMFCentral(userId: string): Promise<boolean> {
  const answer = await falseOnFailure('isEligibleForMFCentral', async () =>
    dataOf(await kycNodeClient.post<Envelope<{ eligible: boolean }>>('/kyc/isEligibleForMFCentral', { user_id: userId })),
  );
  return answer !== false && answer.eligible === true;
}

export async function startKycModification(userId: string): Promise<ModificationStart> {
  return dataOf(await kycNodeClient.post<Envelope<ModificationStart>>('/kyc/kycModification', { user_id: userId }));
}

export async function getKycModification(userId: string): Promise<ModificationState> {
  return dataOf(await withRetry(() => kycNodeClient.get<Envelope<ModificationState>>(`/kyc/kycModification/${seg(userId)}`)));
}

// ---- identity (python): DigiLocker and e-sign -------------------------------------------------------------

interface RedirectAnswer {
  results: { redirect_url: string };
}

/** Where to send the browser (same window) for DigiLocker; it comes back to `returnPath` with ?digilocker=…. */
export async function getDigilockerUrl(userId: string, userName: string, returnPath: string): Promise<string> {
  const { data } = await kycPyClient.get<RedirectAnswer>(`/identity/digilocker/url/${seg(userId)}/`, {
    params: { user_name: userName, return_path: returnPath },
  });
  return data.results.redirect_url;
}

/** Where to send the browser for the Aadhaar e-sign; it comes back to `returnPath` with ?esign=…. */
export async function getEsignUrl(userId: string, returnPath: string): Promise<string> {
  const { data } = await kycPyClient.post<RedirectAnswer>(`/identity/esign/kyc/${seg(userId)}/`, {
    return_path: returnPath,
  });
  return data.results.redirect_url;
}
