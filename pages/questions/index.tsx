import type { GetServerSideProps } from 'next';
import { useSession } from '@/components/layout/useSession';
import QuestionList from '@/components/questions/QuestionList';
import { CACHE_CONTROL, type ListPageProps, loadList } from '@/components/questions/loadQuestions';

export const getServerSideProps: GetServerSideProps<ListPageProps> = async ({ query, res }) => {
  const props = await loadList(null, query.page);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  return { props };
};

export default function Page(props: ListPageProps) {
  const session = useSession();
  return <QuestionList key={`all:${props.data.page}`} {...props} loggedIn={session.loggedIn} />;
}
