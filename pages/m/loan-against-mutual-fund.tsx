import type { GetStaticProps } from 'next';
import GuidePage from '@/components/learn/guide/GuidePage';
import { GUIDE_REVALIDATE_S, LOAN_AGAINST_MF } from '@/components/learn/guides';

export const getStaticProps: GetStaticProps = async () => ({ props: {}, revalidate: GUIDE_REVALIDATE_S });

export default function Page() {
  return <GuidePage guide={LOAN_AGAINST_MF} />;
}
