import { useState, type ReactNode } from 'react';
import type { AuthModalVariant } from '@/store/uiSlice';
import NumberStep from './NumberStep';
import OtpStep from './OtpStep';
import { useAuthFlow, type Audience } from './useAuthFlow';
import VariantSwitch from './VariantSwitch';
import styles from './Auth.module.scss';

export interface AuthFormProps {
  audience: Audience;
  variant: AuthModalVariant;
  onVariantChange: (variant: AuthModalVariant) => void;
  onLoggedIn: (role: string) => void | Promise<unknown>;
  /** The caller navigates after login (see useAuthFlow). */
  navigates?: boolean;
  /** Under the stage-1 button, e.g. the terms. */
  footer?: ReactNode;
}

/**
 * The OTP login and sign-up form of the account pages and the auth modals: stage 1 asks for the number,
 * 2 for the OTP sent, 3 is logged in.
 */
export default function AuthForm({
  audience,
  variant,
  onVariantChange,
  onLoggedIn,
  navigates,
  footer,
}: AuthFormProps) {
  const flow = useAuthFlow({ audience, variant, onLoggedIn, navigates });
  const [returned, setReturned] = useState(false);

  if (flow.stage === 3) {
    return (
      <p role="status" className={styles.done}>
        You are logged in.
      </p>
    );
  }

  if (flow.stage === 2) {
    return (
      <OtpStep
        phone={flow.fields.mobile}
        message={flow.sentMessage}
        error={flow.otpError}
        busy={flow.verifying}
        resendSeconds={flow.resendSeconds}
        sendCount={flow.sendCount}
        failCount={flow.failCount}
        resendBusy={flow.resending}
        resendError={flow.resendError}
        onVerify={(otp) => void flow.submitOtp(otp)}
        onResend={() => void flow.resend()}
        onChangeNumber={() => {
          setReturned(true);
          flow.changeNumber();
        }}
      />
    );
  }

  return (
    <>
      <VariantSwitch variant={variant} onChange={onVariantChange} />
      <NumberStep
        flow={flow}
        onSwitchVariant={onVariantChange}
        focusMobile={returned}
        footer={footer}
      />
    </>
  );
}
