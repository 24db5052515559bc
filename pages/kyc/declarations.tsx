import DeclarationsStep from '@/components/kyc/declarations/DeclarationsStep';

export default function KycDeclarationsPage() {
  return <DeclarationsStep />;
}
