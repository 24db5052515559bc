// Server-side loading of the questions pages: a page of the list, or one question with the redirect to its
// canonical address. Pages are rendered per request with a shared-cache lifetime (CACHE_CONTROL), so a new
// answer shows up within minutes for everyone and at once for the person who posted it.
import type { GetServerSidePropsResult } from 'next';
import { type QuestionDetail, type QuestionPage, getQuestion, listQuestions } from '@/services/questions.api';
import { QUESTIONS_PATH, pageOf, questionIdOf, questionPath } from './questionPaths';

export const CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';
export const PAGE_SIZE = 20;

export interface ListPageProps {
  data: QuestionPage;
  lang: string | null;
}

export async function loadList(lang: string | null, pageParam: unknown): Promise<ListPageProps> {
  const data = await listQuestions({ page: pageOf(pageParam), limit: PAGE_SIZE, ...(lang ? { locale: lang } : {}) });
  return { data, lang };
}

export interface QuestionPageProps {
  question: QuestionDetail;
}

/** 404 for an address that names no question; a permanent redirect when only the slug part is off. */
export async function loadQuestion(ref: string | undefined): Promise<GetServerSidePropsResult<QuestionPageProps>> {
  const id = questionIdOf(ref);
  if (!id) return { notFound: true };
  const question = await getQuestion(id);
  if (!question) return { notFound: true };
  const canonical = questionPath(question);
  if (`${QUESTIONS_PATH}/${ref}` !== canonical) return { redirect: { destination: canonical, permanent: true } };
  return { props: { question } };
}
