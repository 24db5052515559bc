import type { GetServerSideProps } from 'next';
import ExpertProfile, { type ExpertProfileProps } from '@/components/experts/ExpertProfile';
import { getExpert } from '@/services/experts.api';
import { EXPERT_PAGE_CACHE_CONTROL } from '@/utils/experts/cache';
import { expertIdFromSegment, expertPath } from '@/utils/experts/slug';
import { indiaToday } from '@/utils/experts/today';

export const getServerSideProps: GetServerSideProps<ExpertProfileProps> = async ({
  params,
  res,
}) => {
  const segment = typeof params?.expert === 'string' ? params.expert : '';
  const id = expertIdFromSegment(segment);
  if (!id) return { notFound: true };
  const expert = await getExpert(id);
  if (!expert) return { notFound: true };
  // One address per expert: an old or missing name part moves to the current one.
  const canonical = expertPath(expert.id, expert.name);
  if (`/experts/${segment}` !== canonical)
    return { redirect: { destination: canonical, permanent: true } };
  res.setHeader('Cache-Control', EXPERT_PAGE_CACHE_CONTROL);
  return { props: { expert, today: indiaToday() } };
};

export default function ExpertPage(props: ExpertProfileProps) {
  return <ExpertProfile {...props} />;
}
