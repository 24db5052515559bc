import PageHead from '@/components/seo/PageHead';
import Skeleton from '@/components/ui/Skeleton';
import { useLinkReader } from '@/components/shared/otp/useLinkReader';
import { errorMessage } from '@/services/http/errors';
import { useGetInsuranceLinkQuery } from '@/store/api/insurance';
import ConfirmWithOtp from './ConfirmWithOtp';
import PolicyCard from './PolicyCard';
import styles from './Insurance.module.scss';

export const CONFIRM_TITLE = 'Health insurance from your advisor';
export const CONFIRM_LOAD_FAILED = 'We could not open this link just now.';


function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHead title={`${CONFIRM_TITLE} | ZF`} description="Review and confirm the health insurance plan your advisor prepared." noindex />
      <h1>{CONFIRM_TITLE}</h1>
      {children}
    </div>
  );
}

/**
 * /health_insurance/confirm?token=…: the plan an advisor prepared, for the client it was sent to. Logged out, the
 * person logs in and comes back; anyone else sees only the backend's refusal (as do a used or lapsed link). The
 * client confirms with an OTP sent to their own mobile and is taken to the insurer's payment page.
 */
export default function ConfirmLink({ token }: { token: string }) {
  const userId = useLinkReader();
  const link = useGetInsuranceLinkQuery(token, { skip: typeof userId !== 'string' });


  if (typeof userId !== 'string' || link.isLoading)
    return (
      <Frame>
        <Skeleton height={200} label={userId === null ? 'Taking you to log in' : 'Loading the plan'} />
      </Frame>
    );
  if (link.error || !link.data)
    return (
      <Frame>
        <p role="alert" className={styles.panel}>
          {errorMessage(link.error, CONFIRM_LOAD_FAILED)}
        </p>
      </Frame>
    );
  const { cart, advisor } = link.data;
  return (
    <Frame>
      <p className={styles.panel}>
        Prepared by <strong>{advisor?.name ?? 'your advisor'}</strong> · ARN {advisor?.arn ?? '—'} · EUIN {advisor?.euin ?? '—'}. Only you
        can confirm it, with an OTP on your registered mobile.
      </p>
      <PolicyCard policy={cart} headingLevel="h2" />
      <ConfirmWithOtp token={token} />
    </Frame>
  );
}
