import Badge from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import { useKycAllowance } from '@/components/shared/kyc/useKycAllowance';
import styles from './Dashboard.module.scss';

/**
 * The KYC status in words: what it lets the person do now, and the one action that unlocks more. Reads the same
 * account query as the dashboard (a cache hit), plus the KYC record when it is on hold, for the KRA's reason.
 */
export default function KycCard({ userId }: { userId: string }) {
  const { allowance: kyc } = useKycAllowance(userId);
  if (!kyc) return null;
  const verified = kyc.status === 'verified';
  return (
    <Card title="KYC status">
      <p className={styles.value}>
        <Badge tone={kyc.tone}>{kyc.label}</Badge>
      </p>
      <p className={styles.note}>{kyc.allows}</p>
      {kyc.action && (
        <ButtonLink href={kyc.action.href} size="sm" variant={verified ? 'secondary' : 'primary'}>
          {kyc.action.label}
        </ButtonLink>
      )}
    </Card>
  );
}
