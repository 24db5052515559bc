import { useRouter } from 'next/router';
import SharedStatement from '@/components/portfolio/SharedStatement';

/** A one-time statement link as sent on WhatsApp: opening the page downloads nothing until the button is pressed. */
export default function Page() {
  const { query } = useRouter();
  return <SharedStatement token={typeof query.token === 'string' ? query.token : ''} />;
}
