import InsuranceFunnel from '@/components/insurance/InsuranceFunnel';

export default function HealthInsurancePage() {
  return <InsuranceFunnel />;
}
