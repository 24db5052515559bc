import type { GetServerSideProps } from 'next';
import { useSession } from '@/components/layout/useSession';
import QuestionList from '@/components/questions/QuestionList';
import { CACHE_CONTROL, type ListPageProps, loadList } from '@/components/questions/loadQuestions';
import { isSupportedLanguage } from '@/utils/language';

/** /{lang}/questions exists only for the supported languages (en, hi, gu, mh, pj); any other is a 404. */
export const getServerSideProps: GetServerSideProps<ListPageProps, { lang: string }> = async ({ params, query, res }) => {
  const lang = params?.lang ?? '';
  if (!isSupportedLanguage(lang)) return { notFound: true };
  const props = await loadList(lang, query.page);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  return { props };
};

export default function Page(props: ListPageProps) {
  const session = useSession();
  return <QuestionList key={`${props.lang}:${props.data.page}`} {...props} loggedIn={session.loggedIn} />;
}
