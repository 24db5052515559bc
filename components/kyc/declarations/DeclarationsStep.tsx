import { useRouter } from 'next/router';
import Skeleton from '@/components/ui/Skeleton';
import { ButtonLink } from '@/components/ui/Button';
import { useGetKycDataQuery } from '@/store/api/kyc';
import { pathAfterSaving } from '../kycRoute';
import KycStepPage from '../KycStepPage';
import ModificationPanel from '../modification/ModificationPanel';
import StepLoadError from '../StepLoadError';
import { useKycSubject } from '../useKycSubject';
import { useModificationUnderWay } from '../useModificationUnderWay';
import DeclarationsForm from './DeclarationsForm';

const INTRO = 'Tax residency, politically exposed person status and nomination: what the KRA and fund houses must know.';

function DeclarationsContent({ userId, locked }: { userId: string; locked: boolean }) {
  const router = useRouter();
  const data = useGetKycDataQuery(userId);
  // The frame already says a submitted KYC is locked; the way on is the dashboard.
  if (locked) return <ButtonLink href="/dashboard/user">Go to your dashboard</ButtonLink>;
  if (data.isLoading) return <Skeleton lines={6} height={40} label="Loading your declarations" />;
  if (data.error) return <StepLoadError error={data.error} onRetry={data.refetch} />;
  return (
    <DeclarationsForm
      userId={userId}
      saved={data.data?.declarations ?? null}
      onSaved={(record) => void router.push(pathAfterSaving('declarations', record))}
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
