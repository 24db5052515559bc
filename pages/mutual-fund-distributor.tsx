import type { GetStaticProps } from 'next';
import LeadForm from '@/components/leads/LeadForm';
import BecomeDistributor from '@/components/learn/BecomeDistributor';
import { isBusinessHidden } from '@/utils/business';

// With the business offer hidden (NEXT_PUBLIC_HIDE_BUSINESS=1) the page does not exist: a 404 rather than a
// redirect, so that search engines drop it and nobody lands on an offer the deployment does not make.
export const getStaticProps: GetStaticProps = async () => {
  if (isBusinessHidden()) return { notFound: true };
  return { props: {}, revalidate: 86_400 };
};

export default function Page() {
  return <BecomeDistributor form={<LeadForm />} />;
}
