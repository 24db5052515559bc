import PortfolioScreen from '@/components/portfolio/PortfolioScreen';

export default function Page() {
  return <PortfolioScreen />;
}
