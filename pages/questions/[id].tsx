import type { GetServerSideProps } from 'next';
import { useSession } from '@/components/layout/useSession';
import QuestionScreen from '@/components/questions/QuestionScreen';
import { CACHE_CONTROL, type QuestionPageProps, loadQuestion } from '@/components/questions/loadQuestions';

/** /questions/{id}-{slug} (or /questions/{id} when the question has no ASCII words for a slug). */
export const getServerSideProps: GetServerSideProps<QuestionPageProps, { id: string }> = async ({ params, res }) => {
  const result = await loadQuestion(params?.id);
  if ('props' in result) res.setHeader('Cache-Control', CACHE_CONTROL);
  return result;
};

export default function Page({ question }: QuestionPageProps) {
  const session = useSession();
  return <QuestionScreen key={question.id} question={question} loggedIn={session.loggedIn} />;
}
