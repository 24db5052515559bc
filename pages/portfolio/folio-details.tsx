import FolioDetails from '@/components/portfolio/FolioDetails';

export default function Page() {
  return <FolioDetails />;
}
