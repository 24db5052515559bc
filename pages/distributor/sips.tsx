import SipCentre from '@/components/orders/SipCentre';

export default function Page() {
  return <SipCentre />;
}
