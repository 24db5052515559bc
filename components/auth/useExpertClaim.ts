import { useState } from 'react';
import { DEFAULT_ERROR_MESSAGE, errorMessage, statusOf } from '@/services/http/errors';
import { startListingClaim, type PendingClaim } from '@/services/auth.api';
import type { ArnProfile } from '@/services/user.api';
import { useFindExpertByArnMutation } from '@/store/api/accounts';
import { loginSucceeded, otpFailed, selectAuth } from '@/store/authSlice';
import { confirmOtp, DEFAULT_RESEND_SECONDS, requestOtp } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { expertClaimStepSet, selectExpertClaim } from '@/store/uiSlice';
import {
  arnSchema,
  fieldErrors,
  MESSAGES,
  otpSchema,
  signupSchema,
  verifyOtpSchema,
  type FieldErrors,
} from '@/utils/validation';
import { saveLoginSession } from '@/utils/storage';

export const ALREADY_CLAIMED_MESSAGE =
  'This profile has already been claimed. If it is yours, log in with its mobile number.';

/** People copy the ARN as printed ('ARN-123456'); the profile is looked up by its 6 characters. */
export function normaliseArn(input: string): string {
  return input
    .trim()
    .replace(/^arn[\s-]*/i, '')
    .toUpperCase();
}

/**
 * ARN -> details -> own OTP -> the listing's OTP -> done: the state of one claim, dropped when the modal closes. The modal mounts this
 * only while open, so the ARN a listing opened it with is read once, when the claim starts.
 */
export function useExpertClaim() {
  const dispatch = useAppDispatch();
  const [findExpertByArn] = useFindExpertByArnMutation();
  const auth = useAppSelector(selectAuth);
  // Opened from a listing, the field starts with its ARN; the lookup still waits for the person's press.
  const prefilledArn = useAppSelector(selectExpertClaim).arn;
  const [arn, setArn] = useState(prefilledArn ?? '');
  const [profile, setProfile] = useState<ArnProfile | null>(null);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [optin, setOptin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resendSeconds, setResendSeconds] = useState(DEFAULT_RESEND_SECONDS);
  const [sendCount, setSendCount] = useState(0);
  const [failCount, setFailCount] = useState(0);
  const [pending, setPending] = useState<PendingClaim | null>(null);

  async function findProfile() {
    const code = normaliseArn(arn);
    const parsed = arnSchema.safeParse(code);
    if (!parsed.success || !parsed.data) {
      setErrors({ arn: MESSAGES.arnInvalid });
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      const found = await findExpertByArn(parsed.data).unwrap();
      if (found.claimed) {
        setErrors({ arn: ALREADY_CLAIMED_MESSAGE });
        return false;
      }
      setProfile(found);
      setName((current) => current || found.name);
      dispatch(expertClaimStepSet('details'));
      return true;
    } catch (error) {
      setErrors({ arn: errorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const sendInput = () => ({
    mobile_no: mobile,
    name: name.trim(),
    type: 'signup' as const,
    role: 'expert' as const,
  });

  async function sendCode(isResend = false) {
    if (!isResend) {
      const parsed = signupSchema.safeParse({ name, mobile_no: mobile });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
    }
    const setWorking = isResend ? setResending : setBusy;
    setWorking(true);
    const action = await dispatch(requestOtp(sendInput()));
    setWorking(false);
    if (requestOtp.fulfilled.match(action)) {
      setResendSeconds(action.payload.resendIn);
      setResendError(null);
      setSendCount((n) => n + 1);
      dispatch(expertClaimStepSet('otp'));
      return;
    }
    const message = action.payload?.message ?? DEFAULT_ERROR_MESSAGE;
    if (isResend) setResendError(message);
    else setErrors({ mobile_no: message });
  }

  /** The claimant's own code: starts the claim, which then waits for the listing's registered number. */
  async function verify(otp: string) {
    const parsed = verifyOtpSchema.safeParse({ mobile_no: mobile, otp });
    if (!parsed.success) {
      setErrors({ otp: fieldErrors(parsed.error).otp ?? DEFAULT_ERROR_MESSAGE });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const started = await startListingClaim({ ...sendInput(), otp, status: 'claim', id: profile?.id, optin });
      if ('pending' in started) {
        setPending(started.pending);
        dispatch(expertClaimStepSet('listing'));
      } else {
        // The claimant's number is the listing's own: their code was the confirmation, they are logged in.
        saveLoginSession(started.login.body, started.login.headers);
        dispatch(loginSucceeded({ ...started.login.body, optin }));
        dispatch(expertClaimStepSet('success'));
      }
    } catch (error) {
      // A refused code ends the OTP request, as in the login (the resend then asks for a new one).
      if (statusOf(error) === 400) dispatch(otpFailed());
      setErrors({ otp: errorMessage(error) });
      setFailCount((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  /** The code sent to the listing's registered number: only it moves the listing to the claimant. */
  async function confirmListing(otp: string) {
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setErrors({ otp: parsed.error.issues[0]?.message ?? DEFAULT_ERROR_MESSAGE });
      return;
    }
    if (!pending) return;
    setErrors({});
    setBusy(true);
    const action = await dispatch(
      confirmOtp({
        ...sendInput(),
        otp,
        claimId: pending.claim_id,
        expert: { status: 'claim', id: profile?.id, optin },
      }),
    );
    setBusy(false);
    if (confirmOtp.fulfilled.match(action)) dispatch(expertClaimStepSet('success'));
    else {
      setErrors({ otp: action.payload?.message ?? DEFAULT_ERROR_MESSAGE });
      setFailCount((n) => n + 1);
    }
  }

  return {
    fields: { arn, name, mobile, optin },
    setArn,
    setName,
    setMobile,
    setOptin,
    profile,
    errors,
    otpError: errors.otp ?? auth.error,
    sentMessage: auth.msg ?? 'OTP sent',
    busy,
    resending,
    resendError,
    resendSeconds,
    sendCount,
    failCount,
    findProfile,
    sendCode,
    verify,
    pending,
    confirmListing,
    backToDetails: () => dispatch(expertClaimStepSet('details')),
  };
}

export type ExpertClaim = ReturnType<typeof useExpertClaim>;
