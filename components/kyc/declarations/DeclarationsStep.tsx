import Head from 'next/head';
import { useRouter } from 'next/router';
import Skeleton from '@/components/ui/Skeleton';
import { ButtonLink } from '@/components/ui/Button';
import { useGetKycDataQuery } from '@/store/api/kyc';
import KycLayout from '../KycLayout';
import KycLoadError from '../KycLoadError';
import ModificationPanel from '../modification/ModificationPanel';
import { useKycRouting } from '../useKycRouting';
import { useKycSubject } from '../useKycSubject';
import { useModificationUnderWay } from '../useModificationUnderWay';
import DeclarationsForm from './DeclarationsForm';
import styles from './Declarations.module.scss';

const TITLE = 'Declarations';
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
  if (data.error) return <KycLoadError error={data.error} onRetry={data.refetch} what="declarations" />;
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
  const routing = useKycRouting('declarations', { allowDone: modification });
  const { record, state } = routing;
  const userId = subject.userId;
  // A refetch of the record (after a save, after the e-sign) keeps the step on screen: only the first load waits.
  const showing = Boolean(userId) && (state === 'ready' || (state === 'loading' && record !== null));

  return (
    <>
      <Head>
        <title>{`${TITLE} | KYC | ZF`}</title>
      </Head>
      <KycLayout step="declarations" title={TITLE} intro={modification ? undefined : INTRO} forName={subject.forName}>
        {!showing || !userId ? (
          <Skeleton lines={4} height={40} label={state === 'leaving' ? 'Taking you to your KYC step' : 'Loading your KYC'} />
        ) : modification ? (
          <ModificationPanel
            userId={userId}
            userName={subject.name ?? record?.name ?? ''}
            kycStatus={record?.kyc_status}
          />
        ) : (
          <DeclarationsContent userId={userId} locked={routing.disabled} />
        )}
      </KycLayout>
    </>
  );
}
