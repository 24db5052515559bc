import { useEffect, useState } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '@/services/http/errors';
import { authStageSet, loginSucceeded, selectAuth } from '@/store/authSlice';
import { confirmOtp, DEFAULT_RESEND_SECONDS, requestOtp } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AuthModalVariant } from '@/store/uiSlice';
import {
  fieldErrors,
  loginSchema,
  signupSchema,
  verifyOtpSchema,
  type FieldErrors,
} from '@/utils/validation';

export type Audience = 'user' | 'expert';

export interface AuthFlowOptions {
  audience: Audience;
  variant: AuthModalVariant;
  /**
   * Runs once the session is saved. With `navigates`, the auth slice turns logged in only after
   * the returned promise settles, so the route guard sees the landing page and not the login page.
   */
  onLoggedIn: (role: string) => void | Promise<unknown>;
  navigates?: boolean;
}

/** What the variant switch link beside the mobile field offers after a refusal. */
export type SwitchOffer = AuthModalVariant | null;

/** State and handlers of the two-step OTP login/sign-up; the form components only render it. */
export function useAuthFlow({ audience, variant, onLoggedIn, navigates = false }: AuthFlowOptions) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [optin, setOptin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [offer, setOffer] = useState<SwitchOffer>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resendSeconds, setResendSeconds] = useState(DEFAULT_RESEND_SECONDS);
  const [sendCount, setSendCount] = useState(0);
  const [failCount, setFailCount] = useState(0);

  // A form starts at stage 1 whatever an earlier, abandoned form left in the shared auth slice.
  useEffect(() => {
    dispatch(authStageSet(1));
  }, [dispatch]);

  // Switching between log in and sign up starts the messages afresh.
  const [seenVariant, setSeenVariant] = useState(variant);
  if (seenVariant !== variant) {
    setSeenVariant(variant);
    setErrors({});
    setOffer(null);
  }

  const signup = variant === 'signup';
  const expertSignup = audience === 'expert' && signup;

  function sendInput() {
    return {
      mobile_no: mobile,
      type: variant,
      ...(signup ? { name: name.trim() } : {}),
      ...(audience === 'expert' ? { role: 'expert' as const } : {}),
    };
  }

  /** Resolves to the field that needs the person's attention, if any. */
  async function submitNumber(): Promise<'name' | 'mobile_no' | null> {
    const parsed = signup
      ? signupSchema.safeParse({ name, mobile_no: mobile })
      : loginSchema.safeParse({ mobile_no: mobile });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setOffer(null);
      return found.name ? 'name' : 'mobile_no';
    }
    setErrors({});
    setOffer(null);
    setSending(true);
    const action = await dispatch(requestOtp(sendInput()));
    setSending(false);
    if (requestOtp.fulfilled.match(action)) {
      setResendSeconds(action.payload.resendIn);
      setResendError(null);
      setSendCount((n) => n + 1);
      return null;
    }
    const failure = action.payload;
    setErrors({ mobile_no: failure?.message ?? DEFAULT_ERROR_MESSAGE });
    setOffer(failure?.notRegistered ? 'signup' : failure?.alreadyRegistered ? 'login' : null);
    return 'mobile_no';
  }

  async function resend() {
    setResending(true);
    const action = await dispatch(requestOtp(sendInput()));
    setResending(false);
    if (requestOtp.fulfilled.match(action)) {
      setResendSeconds(action.payload.resendIn);
      setResendError(null);
      setSendCount((n) => n + 1);
    } else {
      setResendError(action.payload?.message ?? DEFAULT_ERROR_MESSAGE);
    }
  }

  async function submitOtp(otp: string) {
    const parsed = verifyOtpSchema.safeParse({ mobile_no: mobile, otp });
    if (!parsed.success) {
      setErrors({ otp: fieldErrors(parsed.error).otp ?? DEFAULT_ERROR_MESSAGE });
      return;
    }
    setErrors({});
    setVerifying(true);
    const action = await dispatch(
      confirmOtp({
        mobile_no: mobile,
        otp,
        type: variant,
        ...(signup ? { name: name.trim() } : {}),
        ...(audience === 'expert' ? { role: 'expert' as const } : {}),
        ...(expertSignup ? { expert: { status: 'signup' as const, optin } } : {}),
        deferLogin: navigates,
      }),
    );
    if (confirmOtp.rejected.match(action)) {
      setVerifying(false);
      setFailCount((n) => n + 1);
      return;
    }
    try {
      await onLoggedIn(action.payload.role);
    } finally {
      if (navigates) dispatch(loginSucceeded(action.payload.result));
      setVerifying(false);
    }
  }

  function changeNumber() {
    dispatch(authStageSet(1));
    setErrors({});
    setResendError(null);
  }

  return {
    stage: auth.authStage,
    sentMessage: auth.msg ?? 'OTP sent',
    otpError: errors.otp ?? auth.error,
    otpRequest: auth.otpRequest,
    fields: { name, mobile, optin },
    setName,
    setMobile,
    setOptin,
    errors,
    offer,
    sending,
    verifying,
    resending,
    resendError,
    resendSeconds,
    sendCount,
    failCount,
    signup,
    expertSignup,
    submitNumber,
    submitOtp,
    resend,
    changeNumber,
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;
