import { skipToken } from '@reduxjs/toolkit/query';
import Skeleton from '@/components/ui/Skeleton';
import { useGetKraLookupQuery, useGetKycDataQuery } from '@/store/api/kyc';
import KycStepPage from './KycStepPage';
import PersonalDetailsForm from './PersonalDetailsForm';
import { personalDefaults } from './personalDefaults';
import StepLoadError from './StepLoadError';
import type { KycRouting } from './useKycRouting';

function PersonalDetailsLoader({ userId, record, disabled }: KycRouting & { userId: string }) {
  const saved = useGetKycDataQuery(userId);
  // Nothing saved yet: the KRA may already know the person (name, address).
  const pan = record?.pancard_no;
  const needKra = saved.isSuccess && !saved.data.personal_details && Boolean(pan);
  const kra = useGetKraLookupQuery(needKra && pan ? { userId, pan } : skipToken);

  if (saved.isLoading || (needKra && kra.isLoading))
    return <Skeleton lines={6} height={40} label="Loading your details" />;
  if (saved.isError)
    return <StepLoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const prefill = personalDefaults(saved.data?.personal_details, kra.data, record);
  return <PersonalDetailsForm userId={userId} prefill={prefill} disabled={disabled} />;
}

/** Step 2 (/kyc/personal_details): who the person is and where they live, as on their documents. */
export default function PersonalDetailsStep() {
  return (
    <KycStepPage
      step="personal_details"
      title="Personal details"
      intro="Your name, contact and address exactly as on your documents. The KRA checks them against your address proof."
    >
      {(routing) => <PersonalDetailsLoader {...routing} />}
    </KycStepPage>
  );
}
