import Button, { ButtonLink } from '@/components/ui/Button';
import { kycAllowance } from '@/utils/kyc/status';
import { useKycModification } from './useKycModification';
import styles from './Modification.module.scss';

interface ModificationPanelProps {
  userId: string;
  userName: string;
  kycStatus: string | null | undefined;
}

const DENIED = {
  digilocker:
    'DigiLocker was not allowed to share your Aadhaar details, so nothing was changed. Your KYC stays as it was.',
  esign: 'The Aadhaar e-sign was not completed, so the KRA has not received your changes. Your KYC stays as it was.',
};

/**
 * KYC modification (Registered → Validated): says what will happen before it happens, then DigiLocker and the
 * Aadhaar e-sign, each in this window, and what came of each.
 */
export default function ModificationPanel({ userId, userName, kycStatus }: ModificationPanelProps) {
  const flow = useKycModification({ userId, userName, kycStatus });
  const { phase, busy, error } = flow;
  const status = kycAllowance(kycStatus);

  return (
    <section className={styles.panel} aria-labelledby="modification-title">
      <h2 id="modification-title">Upgrade your KYC</h2>
      {phase === 'offer' && (
        <>
          <p>
            A KYC modification makes your KYC <strong>Validated</strong>, so you can invest at any fund house. It takes
            two steps, each on the provider&apos;s page in this window, which then brings you back here:
          </p>
          <ol className={styles.steps}>
            <li>DigiLocker shares your Aadhaar details with the KRA, with your consent.</li>
            <li>You sign the change with an OTP sent to your Aadhaar-linked mobile (Aadhaar e-sign).</li>
          </ol>
          <div className={styles.actions}>
            <Button onClick={flow.start} loading={busy}>
              Start KYC modification
            </Button>
            <ButtonLink href="/dashboard/user" variant="text">
              Not now
            </ButtonLink>
          </div>
        </>
      )}
      {phase === 'digilocker' && (
        <Step text="Step 1 of 2: share your Aadhaar details through DigiLocker." action="Continue with DigiLocker" onGo={flow.goDigilocker} busy={busy} />
      )}
      {phase === 'esign' && (
        <Step text="DigiLocker is done. Step 2 of 2: sign the change with Aadhaar e-sign." action="Sign with Aadhaar" onGo={flow.goEsign} busy={busy} />
      )}
      {phase === 'digilocker_denied' && (
        <Step text={DENIED.digilocker} action="Try DigiLocker again" onGo={flow.goDigilocker} busy={busy} alert />
      )}
      {phase === 'esign_denied' && (
        <Step text={DENIED.esign} action="Try e-sign again" onGo={flow.goEsign} busy={busy} alert />
      )}
      {phase === 'complete' && (
        <div className={styles.good} role="status">
          <p>Your KYC modification is signed and sent to the KRA.</p>
          <p>{status.status === 'verified' ? status.allows : 'The KRA is updating your KYC; your dashboard shows the new status as soon as it is done.'}</p>
          <ButtonLink href="/dashboard/user" size="sm">
            Go to your dashboard
          </ButtonLink>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.sandbox}>Sandbox: DigiLocker and e-sign here are test pages with Allow and Deny buttons; no Aadhaar data is read.</p>
    </section>
  );
}

interface StepProps {
  text: string;
  action: string;
  onGo: () => void;
  busy: boolean;
  alert?: boolean;
}

function Step({ text, action, onGo, busy, alert }: StepProps) {
  return (
    <>
      <p className={alert ? styles.bad : undefined} role={alert ? 'alert' : undefined}>
        {text}
      </p>
      <div className={styles.actions}>
        <Button onClick={onGo} loading={busy}>
          {action}
        </Button>
      </div>
    </>
  );
}
