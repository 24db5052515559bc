// Auth calls of the node service (login contract items 1-6).
// Failures are thrown as axios errors; callers read the server's message with errorMessage().
import type { AxiosResponse } from 'axios';
import type { VerifyOtpResult } from '@/utils/storage';
import { nodeClient } from './http';

export type OtpType = 'login' | 'signup';
export type AuthRole = 'user' | 'expert';

export interface SendOtpInput {
  mobile_no: string;
  type: OtpType;
  /** Required for sign-up. */
  name?: string;
  /** Experts sign up and log in with role 'expert'. */
  role?: AuthRole;
}

export interface SendOtpAnswer {
  status: 'success';
  message: string;
  challenge_id?: string;
  /** Seconds the code stays valid. */
  expires_in?: number;
  /** Seconds until another code may be asked for. */
  resend_in?: number;
}

export interface LookupAnswer {
  status: 'success' | 'failed';
  message: string;
  registered: boolean;
  roles: string[];
}

export interface VerifyOtpInput {
  mobile_no: string;
  otp: string;
  name?: string;
  type?: OtpType;
  role?: AuthRole;
}

/** The login answer: body as the contract gives it, headers for the tokens (access-token, refresh-token, roke). */
export interface LoginAnswer {
  body: VerifyOtpResult & { status?: string; token?: string; message?: string };
  headers: AxiosResponse['headers'];
}

export interface ExpertVerifyInput {
  mobile_no: string;
  name: string;
  otp: string;
  /** 'signup' for a new advisor, 'claim' for taking over a listed advisor profile. */
  status: 'signup' | 'claim';
  /** The advisor profile being claimed. */
  id?: string;
  /** WhatsApp updates: only true when the person ticked the box. */
  optin: boolean;
}

export interface TokenLoginAnswer {
  access_token: string;
  refresh_token: string;
  roke: string;
  user: VerifyOtpResult;
}

/** Web logins name their device and platform, as the spec's body does. */
const WEB_DEVICE = { device_type: 'web', platform: 'web' } as const;

export async function sendOtp(input: SendOtpInput): Promise<SendOtpAnswer> {
  const { data } = await nodeClient.post<SendOtpAnswer>('/user/auth/sendotp', input);
  return data;
}

export async function lookupMobile(mobile_no: string): Promise<LookupAnswer> {
  const { data } = await nodeClient.post<LookupAnswer>('/user/auth/lookup', { mobile_no });
  return data;
}

export async function verifyOtp(input: VerifyOtpInput): Promise<LoginAnswer> {
  const response = await nodeClient.post<LoginAnswer['body']>('/user/auth/verifyotp', {
    ...input,
    ...WEB_DEVICE,
  });
  return { body: response.data, headers: response.headers };
}

/** Expert sign-up or profile claim; answers like verifyotp, plus the access token in the body. */
export async function verifyExpertOtp(input: ExpertVerifyInput): Promise<LoginAnswer> {
  const response = await nodeClient.put<LoginAnswer['body']>('/user/auth/expert/verifyotp', {
    ...input,
    ...WEB_DEVICE,
  });
  return { body: response.data, headers: response.headers };
}

/** A claim waiting for the code sent to the number registered on the listing (its last 4 digits shown). */
export interface PendingClaim {
  claim_id: string;
  number_ending: string;
}

/**
 * A claim's first step: the claimant's own code. The answer is the pending claim, or a plain login when the
 * claimant's number is the listing's own registered number.
 */
export async function startListingClaim(
  input: ExpertVerifyInput,
): Promise<{ pending: PendingClaim } | { login: LoginAnswer }> {
  const response = await nodeClient.put<LoginAnswer['body'] & { data?: PendingClaim }>(
    '/user/auth/expert/verifyotp',
    { ...input, status: 'claim', ...WEB_DEVICE },
  );
  const pending = response.data.data;
  if (pending?.claim_id) return { pending };
  return { login: { body: response.data, headers: response.headers } };
}

/** A claim's last step: the code from the listing's registered number moves the listing and logs the claimant in. */
export async function verifyListingClaim(input: {
  claim_id: string;
  otp: string;
  optin: boolean;
}): Promise<LoginAnswer> {
  const response = await nodeClient.put<LoginAnswer['body']>('/user/auth/expert/claim/verify', input);
  return { body: response.data, headers: response.headers };
}

/** Whose account a one-time login link opens: a shortened name ('Asha V.', or null) and the role. */
export interface TokenHolder {
  name: string | null;
  role: AuthRole;
}

/** Asks whose account the token opens without spending it, so that the page can ask "Continue as …?" first. */
export async function tokenHolder(token: string): Promise<TokenHolder> {
  const { data } = await nodeClient.post<{ status: string; data: TokenHolder }>('/user/auth/token-info', { token });
  return data.data;
}

/** One-time login token handed over by the mobile app (?token=). */
export async function verifyByToken(token: string): Promise<TokenLoginAnswer> {
  const { data } = await nodeClient.post<{ status: string; token: TokenLoginAnswer }>(
    '/user/auth/verifybytoken',
    { token },
  );
  return data.token;
}

/** Revokes the session server-side and clears its cookies. */
export async function logoutSession(timeoutMs = 8000): Promise<void> {
  await nodeClient.post('/user/auth/logout', {}, { timeout: timeoutMs });
}
