import { useRouter } from 'next/router';
import { useCallback } from 'react';
import Modal from '@/components/ui/Modal';
import { authStageSet } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { expertClaimClosed, selectExpertClaim, type ExpertClaimStep } from '@/store/uiSlice';
import { ArnStep, DetailsStep, DoneStep } from './ClaimSteps';
import ListingCodeStep from './ListingCodeStep';
import OtpStep from './OtpStep';
import { useExpertClaim } from './useExpertClaim';

export const CLAIM_TITLES: Record<ExpertClaimStep, string> = {
  arn: 'Claim your expert profile',
  details: 'Confirm your details',
  otp: 'Verify your mobile number',
  listing: 'Confirm with the listing’s number',
  success: 'Profile claimed',
};

function ClaimFlow({ step, onDone }: { step: ExpertClaimStep; onDone: () => void }) {
  const claim = useExpertClaim();
  if (step === 'arn') return <ArnStep claim={claim} />;
  if (step === 'details') return <DetailsStep claim={claim} />;
  if (step === 'listing') return <ListingCodeStep claim={claim} />;
  if (step === 'success') return <DoneStep name={claim.fields.name} onContinue={onDone} />;
  return (
    <OtpStep
      phone={claim.fields.mobile}
      message={claim.sentMessage}
      error={claim.otpError}
      busy={claim.busy}
      resendSeconds={claim.resendSeconds}
      sendCount={claim.sendCount}
      failCount={claim.failCount}
      resendBusy={claim.resending}
      resendError={claim.resendError}
      submitLabel="Verify and continue"
      onVerify={(otp) => void claim.verify(otp)}
      onResend={() => void claim.sendCode(true)}
      onChangeNumber={claim.backToDetails}
    />
  );
}

/**
 * The expert-claim modal: ARN -> details -> OTP -> the listing number's OTP -> done. Closing it at any step
 * resets it to the ARN stage; the claim's fields live inside the modal and go with it.
 */
export default function ExpertClaimModal() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { open, step } = useAppSelector(selectExpertClaim);

  const close = useCallback(() => {
    dispatch(expertClaimClosed());
    dispatch(authStageSet(1));
  }, [dispatch]);

  const toDashboard = useCallback(() => {
    close();
    void router.push('/dashboard/expert');
  }, [close, router]);

  return (
    <Modal open={open} onClose={close} title={CLAIM_TITLES[step]}>
      <ClaimFlow step={step} onDone={toDashboard} />
    </Modal>
  );
}
