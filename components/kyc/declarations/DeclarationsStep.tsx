import { useRouter } from 'next/router';
import Skeleton from '@/components/ui/Skeleton';
import { ButtonLink } from '@/components/ui/Button';
import { useGetKycDataQuery } from '@/store/api/kyc';
import KycStepPage from '../KycStepPage';
import ModificationPanel from '../modification/ModificationPanel';
import StepLoadError from '../StepLoadError';
import { useKycSubject } from '../useKycSubject';
import { useModificationUnderWay } from '../useModificationUnderWay';
import DeclarationsForm from './DeclarationsForm';
import styles from '../KycSection.module.scss';

const INTRO = 'Tax residency, politically exposed person status and nomination: what the KRA and fund houses must know.';

function DeclarationsContent({ userId, locked }: { userId: string; locked: boolean }) {
  const router = useRouter();
  const data = useGetKycDataQuery(userId);
  if (locked) {
    return (
      <div className={styles.section}>
        <p>Your KYC has been sent to the KRA, so these declarations can no longer be changed here.</p>
        <ButtonLink href="/dashboard/user">Go to your dashboard</ButtonLink>
      </div>
    );
  }
  if (data.isLoading) return <Skeleton lines={6} height={40} label="Loading your declarations" />;
  if (data.error) return <StepLoadError error={data.error} onRetry={data.refetch} />;
  return (
    <DeclarationsForm
      userId={userId}
      saved={data.data?.declarations ?? null}
      onSaved={() => void router.push('/kyc/bank_details')}
    />
  );
}

/** /kyc/declarations: step 4, or the KYC modification when one is asked for or under way. */
export default function DeclarationsStep() {
  const subject = useKycSubject();
  const modification = useModificationUnderWay(subject.userId);
  return (
    <KycStepPage step="declarations" title="Declarations" intro={modification ? undefined : INTRO} allowDone={modification}>
      {({ userId, record, subject: who, disabled }) =>
        modification ? (
          <ModificationPanel userId={userId} userName={who.name ?? record?.name ?? ''} kycStatus={record?.kyc_status} />
        ) : (
          <DeclarationsContent userId={userId} locked={disabled} />
        )
      }
    </KycStepPage>
  );
}
