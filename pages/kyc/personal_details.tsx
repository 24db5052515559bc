import PersonalDetailsStep from '@/components/kyc/PersonalDetailsStep';

export default function KycPersonalDetailsPage() {
  return <PersonalDetailsStep />;
}
