import type { GetServerSideProps } from 'next';
import LearnPage from '@/components/learn/LearnPage';
import MockTestRunner from '@/components/learn/mockTest/MockTestRunner';
import { MOCK_TEST_PATH, MOCK_TEST_SOURCES, MOCK_TEST_UPDATED } from '@/components/learn/mockTestContent';
import { learnCrumbs } from '@/components/learn/seo';
import { type MockTestPaper, getMockTest } from '@/services/lms.api';

interface Props {
  paper: MockTestPaper;
}

export const getServerSideProps: GetServerSideProps<Props, { testId: string }> = async ({ params, res }) => {
  const paper = await getMockTest(params?.testId ?? '');
  if (!paper) return { notFound: true };
  // The paper carries no answers and changes only with a release: shared caches may keep it.
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=86400');
  return { props: { paper } };
};

export default function Page({ paper }: Props) {
  const path = `${MOCK_TEST_PATH}/${paper.id}`;
  return (
    <LearnPage
      meta={{
        path,
        title: `${paper.title}: ${paper.question_count} questions in ${paper.duration_minutes} minutes | ZF`,
        description: `${paper.description} ${paper.question_count} questions, ${paper.duration_minutes} minutes, pass mark ${paper.pass_percent}%. Score and explained answers at the end.`,
        crumbs: learnCrumbs(paper.title, path, [{ name: 'NISM Series V-A mock test', path: MOCK_TEST_PATH }]),
        updated: MOCK_TEST_UPDATED,
        type: 'WebPage',
      }}
      heading={paper.title}
      lead={paper.description}
      sources={MOCK_TEST_SOURCES}
    >
      <MockTestRunner key={paper.id} paper={paper} />
    </LearnPage>
  );
}
