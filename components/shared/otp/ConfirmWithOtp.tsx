import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { errorMessage } from '@/services/http/errors';
import { otpSchema } from '@/utils/validation/fields';
import { z } from '@/utils/validation/z';
import styles from './ConfirmWithOtp.module.scss';

const otpForm = z.object({ otp: otpSchema });

export interface ConfirmWithOtpProps {
  /** Sends the OTP to the person's own registered mobile (again, when asked). */
  onSend: () => void;
  sent: { data?: { sent_to: string }; isLoading: boolean; error?: unknown };
  /** Confirms with the code typed; what happens next is the caller's. */
  onConfirm: (otp: string) => Promise<unknown>;
  confirming: { isLoading: boolean; error?: unknown };
  confirmLabel: string;
}

/**
 * The last step of a link an advisor texted (a health insurance plan, a KYC): "Send OTP to confirm", then the code
 * and the confirming button, with the backend's refusal shown where the person acted.
 */
export default function ConfirmWithOtp({ onSend, sent, onConfirm, confirming, confirmLabel }: ConfirmWithOtpProps) {
  const { register, handleSubmit, formState } = useZodForm(otpForm, { defaultValues: { otp: '' } });
  const submit = handleSubmit(async ({ otp }) => {
    await onConfirm(otp);
  });

  if (!sent.data)
    return (
      <div className={styles.actions}>
        <Button loading={sent.isLoading} onClick={onSend}>
          Send OTP to confirm
        </Button>
        {sent.error !== undefined && <p role="alert">{errorMessage(sent.error)}</p>}
      </div>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Confirm with OTP">
      <p role="status">OTP sent to {sent.data.sent_to}</p>
      <Input label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('otp')} error={errorText(formState.errors, 'otp')} />
      {confirming.error !== undefined && <p role="alert">{errorMessage(confirming.error)}</p>}
      <div className={styles.actions}>
        <Button type="submit" loading={confirming.isLoading}>
          {confirmLabel}
        </Button>
        <Button variant="text" onClick={onSend}>
          Send the OTP again
        </Button>
      </div>
    </form>
  );
}
