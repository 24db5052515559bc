import BankStep from '@/components/kyc/bank/BankStep';

export default function KycBankDetailsPage() {
  return <BankStep />;
}
