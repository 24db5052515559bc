import { useRouter } from 'next/router';
import FdProductScreen from '@/components/fds/FdProductScreen';

export default function Page() {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <FdProductScreen id={id} />;
}
