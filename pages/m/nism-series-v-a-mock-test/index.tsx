import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import LearnPage from '@/components/learn/LearnPage';
import MockTestList from '@/components/learn/MockTestList';
import { MOCK_TEST_FAQ, MOCK_TEST_PATH, MOCK_TEST_SOURCES, MOCK_TEST_UPDATED } from '@/components/learn/mockTestContent';
import { learnCrumbs } from '@/components/learn/seo';
import { type MockTestSummary, listMockTests } from '@/services/lms.api';

interface Props {
  tests: MockTestSummary[] | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  try {
    const tests = await listMockTests('nism-series-v-a');
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=86400');
    return { props: { tests } };
  } catch {
    // The learning service is down: say so, and let nothing cache the failure.
    res.setHeader('Cache-Control', 'no-store');
    return { props: { tests: null } };
  }
};

export default function Page({ tests }: Props) {
  return (
    <LearnPage
      meta={{
        path: MOCK_TEST_PATH,
        title: 'NISM Series V-A mock tests: free, timed, with answers explained | ZF',
        description:
          'Free timed mock tests for the NISM Series V-A Mutual Fund Distributors exam, with your score and an explanation and source for every question.',
        crumbs: learnCrumbs('NISM Series V-A mock test', MOCK_TEST_PATH),
        updated: MOCK_TEST_UPDATED,
        faq: MOCK_TEST_FAQ,
        type: 'WebPage',
      }}
      heading="NISM Series V-A mock tests"
      lead="Practise at the real exam's pace, then see what you got wrong and why."
      sources={MOCK_TEST_SOURCES}
    >
      <p>
        Each paper mixes questions from every part of the syllabus: mutual fund basics, regulation, NAV and costs,
        taxation, risk and return, and distribution and investor services. New to the exam? Read the{' '}
        <Link href="/m/nism-v-a-syllabus">syllabus and exam pattern</Link> first.
      </p>
      <MockTestList tests={tests} basePath={MOCK_TEST_PATH} />
    </LearnPage>
  );
}
