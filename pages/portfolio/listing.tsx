import ClientListing from '@/components/portfolio/ClientListing';

export default function Page() {
  return <ClientListing />;
}
