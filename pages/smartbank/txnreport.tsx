import TxnReport from '@/components/portfolio/TxnReport';

export default function Page() {
  return <TxnReport />;
}
