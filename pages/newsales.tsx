import NewSales from '@/components/clients/NewSales';

export default function Page() {
  return <NewSales />;
}
