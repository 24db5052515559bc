import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { errorMessage } from '@/services/http/errors';
import { useConfirmInsuranceLinkMutation, useSendInsuranceLinkOtpMutation } from '@/store/api/insurance';
import { otpSchema } from '@/utils/validation/fields';
import { z } from '@/utils/validation/z';
import { goToPayment } from './leave';
import styles from './Insurance.module.scss';

const otpForm = z.object({ otp: otpSchema });

/** The client's own OTP, then the insurer's payment page. */
export default function ConfirmWithOtp({ token }: { token: string }) {
  const [sendOtp, sent] = useSendInsuranceLinkOtpMutation();
  const [confirm, confirmed] = useConfirmInsuranceLinkMutation();
  const { register, handleSubmit, formState } = useZodForm(otpForm, { defaultValues: { otp: '' } });

  const submit = handleSubmit(async ({ otp }) => {
    const answer = await confirm({ token, otp })
      .unwrap()
      .catch(() => null);
    if (answer) goToPayment(answer.payment_url);
  });

  if (!sent.data)
    return (
      <div className={styles.actions}>
        <Button loading={sent.isLoading} onClick={() => void sendOtp(token)}>
          Send OTP to confirm
        </Button>
        {sent.error && <p role="alert">{errorMessage(sent.error)}</p>}
      </div>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Confirm with OTP">
      <p role="status">OTP sent to {sent.data.sent_to}</p>
      <Input label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('otp')} error={errorText(formState.errors, 'otp')} />
      {confirmed.error && <p role="alert">{errorMessage(confirmed.error)}</p>}
      <div className={styles.actions}>
        <Button type="submit" loading={confirmed.isLoading || confirmed.isSuccess}>
          Confirm and pay
        </Button>
        <Button variant="text" onClick={() => void sendOtp(token)}>
          Send the OTP again
        </Button>
      </div>
    </form>
  );
}
