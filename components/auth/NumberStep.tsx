import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import { digitsOnly, PHONE_LENGTH } from '@/utils/validation';
import type { AuthFlow } from './useAuthFlow';
import styles from './Auth.module.scss';

export interface NumberStepProps {
  flow: AuthFlow;
  /** Offered beside the mobile error: switch to sign-up for an unknown number, or to log in. */
  onSwitchVariant: (variant: 'login' | 'signup') => void;
  /** Put the cursor in the mobile field on arrival (after "Change number"). */
  focusMobile?: boolean;
  footer?: ReactNode;
}

/** Stage 1: name (sign-up only) and mobile number, checked with the spec's messages. */
export default function NumberStep({
  flow,
  onSwitchVariant,
  focusMobile,
  footer,
}: NumberStepProps) {
  const { fields, errors, signup } = flow;
  const nameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusMobile) mobileRef.current?.focus();
  }, [focusMobile, mobileRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void flow.submitNumber().then((field) => {
      if (field) (field === 'name' ? nameRef : mobileRef).current?.focus();
    });
  }

  const offer = flow.offer;
  const switchLink = offer && (
    <button type="button" className={styles.inlineLink} onClick={() => onSwitchVariant(offer)}>
      {offer === 'signup' ? 'Sign up instead' : 'Log in instead'}
    </button>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {signup && (
        <Input
          ref={nameRef}
          label="Full name"
          name="name"
          value={fields.name}
          onChange={(e) => flow.setName(e.target.value)}
          autoComplete="name"
          hint="As on your PAN card: first and last name"
          error={errors.name}
        />
      )}
      <Input
        ref={mobileRef}
        label="Mobile number"
        name="mobile_no"
        type="tel"
        prefix="+91"
        value={fields.mobile}
        onChange={(e) => flow.setMobile(digitsOnly(e.target.value, PHONE_LENGTH))}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        hint="We will send a one-time password (OTP) by SMS"
        error={errors.mobile_no}
        errorAction={switchLink}
      />
      {flow.expertSignup && (
        <Checkbox
          name="optin"
          checked={fields.optin}
          onChange={(e) => flow.setOptin(e.target.checked)}
          label="Send me updates on WhatsApp (optional)"
        />
      )}
      <Button type="submit" loading={flow.sending} className={styles.submit}>
        Get OTP
      </Button>
      {footer}
    </form>
  );
}
