import { useRouter } from 'next/router';
import ConsentConfirm from '@/components/kyc/ConsentConfirm';

export default function ConfirmKycPage() {
  const { query, isReady } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  if (isReady === false) return null;
  return token ? <ConsentConfirm token={token} /> : <p role="alert">This link is incomplete: open it again from the SMS.</p>;
}
