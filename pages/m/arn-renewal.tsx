import type { GetStaticProps } from 'next';
import GuidePage from '@/components/learn/guide/GuidePage';
import { GUIDE_REVALIDATE_S, ARN_RENEWAL } from '@/components/learn/guides';

export const getStaticProps: GetStaticProps = async () => ({ props: {}, revalidate: GUIDE_REVALIDATE_S });

export default function Page() {
  return <GuidePage guide={ARN_RENEWAL} />;
}
