import PageHead from '@/components/seo/PageHead';
import { useLinkReader } from '@/components/shared/otp/useLinkReader';
import OtpConfirm from '@/components/shared/otp/ConfirmWithOtp';
import { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useConfirmKycConsentMutation, useGetKycConsentQuery, useSendKycConsentOtpMutation } from '@/store/api/kyc';
import { CONSENT_WORDS, type ConsentWords } from './consentWords';
import styles from './KycStep.module.scss';

export { CONSENT_DONE, CONSENT_TITLE } from './consentWords';
export const CONSENT_LOAD_FAILED = 'We could not open this link just now.';
/** Before the link is read, the page does not know yet what it asks. */
const OPENING_TITLE = 'Confirm what your advisor asks';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.consent}>
      <PageHead title={`${title} | ZF`} description="Review what your advisor prepared and confirm it with an OTP." noindex />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** The client's own OTP; then it is done as the client's act (the KYC goes to the KRA, or the change is made). */
function ConfirmWithOtp({ token, words }: { token: string; words: ConsentWords }) {
  const [sendOtp, sent] = useSendKycConsentOtpMutation();
  const [confirm, confirmed] = useConfirmKycConsentMutation();
  if (confirmed.isSuccess)
    return (
      <div className={styles.actions}>
        <p role="status">{words.done}</p>
        <ButtonLink href={words.next.href}>{words.next.label}</ButtonLink>
      </div>
    );
  return (
    <OtpConfirm
      onSend={() => void sendOtp(token)}
      sent={sent}
      onConfirm={(otp) => confirm({ token, otp }).unwrap().catch(() => null)}
      confirming={confirmed}
      confirmLabel={words.confirm}
    />
  );
}

/**
 * /confirm-kyc?token=…: what an advisor prepared (a KYC to submit, a change of bank accounts or nominees), for the
 * client it was texted to. Logged out, the person logs in and
 * comes back; anyone else sees the backend's refusal (as do a used, replaced or lapsed link).
 */
export default function ConsentConfirm({ token }: { token: string }) {
  const userId = useLinkReader();
  const consent = useGetKycConsentQuery(token, { skip: typeof userId !== 'string' });

  if (typeof userId !== 'string' || consent.isLoading)
    return (
      <Frame title={OPENING_TITLE}>
        <Skeleton height={240} label={userId === null ? 'Taking you to log in' : 'Loading what your advisor asks'} />
      </Frame>
    );
  if (consent.error || !consent.data)
    return (
      <Frame title={OPENING_TITLE}>
        <p role="alert">{errorMessage(consent.error, CONSENT_LOAD_FAILED)}</p>
      </Frame>
    );
  const { advisor, sections } = consent.data;
  const words = CONSENT_WORDS[consent.data.kind] ?? CONSENT_WORDS.kyc_submission;
  return (
    <Frame title={words.title}>
      <p>
        Prepared by <strong>{advisor?.name ?? 'your advisor'}</strong>
        {advisor?.arn ? ` · ARN ${advisor.arn}` : ''}. {words.intro} Only you can confirm it, with an OTP on your
        registered mobile.
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
      <ConfirmWithOtp token={token} words={words} />
    </Frame>
  );
}
