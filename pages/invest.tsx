import InvestScreen from '@/components/orders/InvestScreen';

export default function Page() {
  return <InvestScreen />;
}
