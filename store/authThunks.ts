// The login flow as thunks: stage 1 -> 2 (OTP sent) -> 3 (logged in), the
// 'Incorrect OTP' path, verify-by-token and logout. Forms show the returned failure beside their fields.
import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  logoutSession,
  sendOtp,
  verifyByToken,
  verifyExpertOtp,
  verifyListingClaim,
  verifyOtp,
  type ExpertVerifyInput,
  type LoginAnswer,
  type SendOtpInput,
  type VerifyOtpInput,
} from '@/services/auth.api';
import { errorMessage, statusOf } from '@/services/http';
import { MESSAGES } from '@/utils/validation/messages';
import {
  clearAll,
  getAccessToken,
  headerValue,
  removeLocal,
  saveLoginSession,
  type HeaderSource,
  type VerifyOtpResult,
} from '@/utils/storage';
import {
  authErrorSet,
  INCORRECT_OTP_MESSAGE,
  loginSucceeded,
  OTP_SENT_MESSAGE,
  otpFailed,
  otpSent,
} from './authSlice';
import { loggedOut } from './events';

/** The login contract's resend_in; used when an answer leaves it out. */
export const DEFAULT_RESEND_SECONDS = 30;

export interface AuthFailure {
  message: string;
  status?: number;
  /** 404 on a login for a number nobody registered. */
  notRegistered?: boolean;
  /** 409 on a sign-up for a number that already has an account. */
  alreadyRegistered?: boolean;
}

function failureOf(error: unknown): AuthFailure {
  const status = statusOf(error);
  const message = errorMessage(error);
  return {
    message,
    status,
    notRegistered: status === 404 || message === MESSAGES.mobileNotRegistered,
    alreadyRegistered: status === 409,
  };
}

type Rejects = { rejectValue: AuthFailure };

export const requestOtp = createAsyncThunk<
  { message: string; resendIn: number },
  SendOtpInput,
  Rejects
>('auth/requestOtp', async (input, { dispatch, rejectWithValue }) => {
  try {
    const answer = await sendOtp(input);
    // A server that answers 200 with status 'failed' has still refused.
    if (answer.status !== 'success') {
      const message = answer.message || MESSAGES.mobileNotRegistered;
      return rejectWithValue({ message, notRegistered: message === MESSAGES.mobileNotRegistered });
    }
    dispatch(otpSent({ phone: input.mobile_no }));
    return {
      message: answer.message || OTP_SENT_MESSAGE,
      resendIn: answer.resend_in ?? DEFAULT_RESEND_SECONDS,
    };
  } catch (error) {
    return rejectWithValue(failureOf(error));
  }
});

export interface ConfirmOtpInput extends VerifyOtpInput {
  /** Expert sign-up or claim: goes to PUT /user/auth/expert/verifyotp instead. */
  expert?: Pick<ExpertVerifyInput, 'status' | 'id' | 'optin'>;
  /** The pending claim the code (sent to the listing's registered number) confirms. */
  claimId?: string;
  optin?: boolean;
  /**
   * Save the session but leave the auth slice logged out: the caller navigates first and then
   * dispatches loginSucceeded(result), so the route guard does not race the landing page.
   */
  deferLogin?: boolean;
}

export interface ConfirmedLogin {
  role: string;
  result: VerifyOtpResult & { optin?: boolean };
}

/** The expert verify answers with the access token in its body; prefer the header when both exist. */
function tokenHeaders(answer: LoginAnswer): HeaderSource {
  const bodyToken = typeof answer.body.token === 'string' ? answer.body.token : null;
  return {
    get: (name: string) =>
      headerValue(answer.headers as HeaderSource, name) ??
      (name === 'access-token' ? bodyToken : null),
  };
}

function hasId(body: Partial<VerifyOtpResult> | null | undefined): body is VerifyOtpResult {
  return Boolean(body) && body?.id !== undefined && body?.id !== null && body?.id !== '';
}

export const confirmOtp = createAsyncThunk<ConfirmedLogin, ConfirmOtpInput, Rejects>(
  'auth/confirmOtp',
  async ({ expert, optin, deferLogin, claimId, ...input }, { dispatch, rejectWithValue }) => {
    const hadSession = Boolean(getAccessToken());
    let answer: LoginAnswer;
    try {
      answer = claimId
        ? await verifyListingClaim({ claim_id: claimId, otp: input.otp, optin: expert?.optin ?? false })
        : expert
        ? await verifyExpertOtp({
            mobile_no: input.mobile_no,
            name: input.name ?? '',
            otp: input.otp,
            ...expert,
          })
        : await verifyOtp(input);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === 400) {
        // Wrong, expired or used-up code: the spec clears the OTP request flag.
        dispatch(otpFailed());
        if (failure.message !== INCORRECT_OTP_MESSAGE) dispatch(authErrorSet(failure.message));
      } else {
        dispatch(authErrorSet(failure.message));
      }
      return rejectWithValue(failure);
    }
    // A login succeeds only if the answer has an id; otherwise 'Incorrect OTP'.
    if (!hasId(answer.body)) {
      // The HTTP client keeps any token a response carries; a refused login must not leave one.
      if (!hadSession) {
        removeLocal('access-token');
        removeLocal('refresh-token');
      }
      dispatch(otpFailed());
      return rejectWithValue({ message: INCORRECT_OTP_MESSAGE });
    }
    const role = saveLoginSession(answer.body, tokenHeaders(answer)) ?? 'user';
    const result = { ...answer.body, optin: expert ? expert.optin : optin };
    if (!deferLogin) dispatch(loginSucceeded(result));
    return { role, result };
  },
);

/** ?token= from the mobile app: a one-time token exchanged for a session. */
export const loginWithToken = createAsyncThunk<ConfirmedLogin, string, Rejects>(
  'auth/loginWithToken',
  async (token, { rejectWithValue }) => {
    try {
      const answer = await verifyByToken(token);
      if (!hasId(answer?.user)) return rejectWithValue({ message: INCORRECT_OTP_MESSAGE });
      const role =
        saveLoginSession(answer.user, {
          'access-token': answer.access_token,
          'refresh-token': answer.refresh_token,
          roke: answer.roke,
        }) ?? 'user';
      // The caller navigates, then dispatches loginSucceeded(result) (see confirmOtp's deferLogin).
      return { role, result: answer.user };
    } catch (error) {
      return rejectWithValue(failureOf(error));
    }
  },
);

/**
 * Logout resets everything. The server is asked to revoke the session first, while
 * the tokens are still there to authenticate that call; whatever it answers, the browser forgets all.
 */
export const logoutRemote = createAsyncThunk('auth/logoutRemote', async (_: void, { dispatch }) => {
  try {
    await logoutSession();
  } catch {
    // Offline or already expired: the local session still ends.
  }
  clearAll();
  dispatch(loggedOut());
});
