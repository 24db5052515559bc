import PanStep from '@/components/kyc/PanStep';

export default function KycPage() {
  return <PanStep />;
}
