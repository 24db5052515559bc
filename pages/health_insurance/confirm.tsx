import { useRouter } from 'next/router';
import ConfirmLink from '@/components/insurance/ConfirmLink';

export default function HealthInsuranceConfirmPage() {
  const { query, isReady } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  if (isReady === false) return null;
  return token ? <ConfirmLink token={token} /> : <p role="alert">This link is incomplete: open it again from the SMS.</p>;
}
