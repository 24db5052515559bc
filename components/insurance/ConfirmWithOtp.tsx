import OtpConfirm from '@/components/shared/otp/ConfirmWithOtp';
import { useConfirmInsuranceLinkMutation, useSendInsuranceLinkOtpMutation } from '@/store/api/insurance';
import { goToPayment } from './leave';

/** The client's own OTP, then the insurer's payment page. */
export default function ConfirmWithOtp({ token }: { token: string }) {
  const [sendOtp, sent] = useSendInsuranceLinkOtpMutation();
  const [confirm, confirmed] = useConfirmInsuranceLinkMutation();
  return (
    <OtpConfirm
      onSend={() => void sendOtp(token)}
      sent={sent}
      onConfirm={async (otp) => {
        const answer = await confirm({ token, otp })
          .unwrap()
          .catch(() => null);
        if (answer) goToPayment(answer.payment_url);
      }}
      // Still busy once confirmed: the browser is on its way to the insurer's page.
      confirming={{ isLoading: confirmed.isLoading || confirmed.isSuccess, error: confirmed.error }}
      confirmLabel="Confirm and pay"
    />
  );
}
