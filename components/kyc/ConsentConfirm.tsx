import PageHead from '@/components/seo/PageHead';
import { useLinkReader } from '@/components/shared/otp/useLinkReader';
import OtpConfirm from '@/components/shared/otp/ConfirmWithOtp';
import { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useConfirmKycConsentMutation, useGetKycConsentQuery, useSendKycConsentOtpMutation } from '@/store/api/kyc';
import styles from './KycStep.module.scss';

export const CONSENT_TITLE = 'Confirm the KYC your advisor prepared';
export const CONSENT_LOAD_FAILED = 'We could not open this link just now.';
export const CONSENT_DONE = 'Your KYC has gone to the KRA. We will tell you when it is validated.';


function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.consent}>
      <PageHead title={`${CONSENT_TITLE} | ZF`} description="Review the KYC your advisor prepared and confirm it with an OTP." noindex />
      <h1>{CONSENT_TITLE}</h1>
      {children}
    </div>
  );
}

/** The client's own OTP; then the KYC goes to the KRA as the client's act. */
function ConfirmWithOtp({ token }: { token: string }) {
  const [sendOtp, sent] = useSendKycConsentOtpMutation();
  const [confirm, confirmed] = useConfirmKycConsentMutation();
  if (confirmed.isSuccess)
    return (
      <div className={styles.actions}>
        <p role="status">{CONSENT_DONE}</p>
        <ButtonLink href="/dashboard/user">Go to my dashboard</ButtonLink>
      </div>
    );
  return (
    <OtpConfirm
      onSend={() => void sendOtp(token)}
      sent={sent}
      onConfirm={(otp) => confirm({ token, otp }).unwrap().catch(() => null)}
      confirming={confirmed}
      confirmLabel="Confirm and submit my KYC"
    />
  );
}

/**
 * /confirm-kyc?token=…: what an advisor prepared, for the client it was texted to. Logged out, the person logs in and
 * comes back; anyone else sees the backend's refusal (as do a used, replaced or lapsed link).
 */
export default function ConsentConfirm({ token }: { token: string }) {
  const userId = useLinkReader();
  const consent = useGetKycConsentQuery(token, { skip: typeof userId !== 'string' });


  if (typeof userId !== 'string' || consent.isLoading)
    return (
      <Frame>
        <Skeleton height={240} label={userId === null ? 'Taking you to log in' : 'Loading your KYC'} />
      </Frame>
    );
  if (consent.error || !consent.data)
    return (
      <Frame>
        <p role="alert">{errorMessage(consent.error, CONSENT_LOAD_FAILED)}</p>
      </Frame>
    );
  const { advisor, sections } = consent.data;
  return (
    <Frame>
      <p>
        Prepared by <strong>{advisor?.name ?? 'your advisor'}</strong>
        {advisor?.arn ? ` · ARN ${advisor.arn}` : ''}. This is what goes to the KRA, with your declarations and
        nomination. Only you can confirm it, with an OTP on your registered mobile.
      </p>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title} className={styles.consentSection}>
          <h2>{section.title}</h2>
          {section.rows.length === 0 ? (
            <p>Nothing given</p>
          ) : (
            <dl>
              {section.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <ConfirmWithOtp token={token} />
    </Frame>
  );
}
