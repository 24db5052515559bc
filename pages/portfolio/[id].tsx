import { useRouter } from 'next/router';
import PortfolioScreen from '@/components/portfolio/PortfolioScreen';

export default function Page() {
  const { query } = useRouter();
  return <PortfolioScreen routeId={typeof query.id === 'string' ? query.id : undefined} />;
}
