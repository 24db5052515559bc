import { useRouter } from 'next/router';
import StepUpScreen from '@/components/orders/StepUpScreen';

export default function Page() {
  const { query } = useRouter();
  return <StepUpScreen sipId={typeof query.id === 'string' ? query.id : ''} clientId={typeof query.u === 'string' ? query.u : null} />;
}
