import ProzoneHome from '@/components/prozone/ProzoneHome';

export default function Page() {
  return <ProzoneHome />;
}
