// Server props of the mock-test pages, shared by every examination's routes.
import type { GetServerSideProps } from 'next';
import { type MockTestPaper, type MockTestSummary, getMockTest, listMockTests } from '@/services/lms.api';
import type { MockExamPage } from './mockTestContent';

const SHARED_CACHE = 'public, s-maxage=300, stale-while-revalidate=86400';

export function mockTestIndexProps(config: MockExamPage): GetServerSideProps<{ tests: MockTestSummary[] | null }> {
  return async ({ res }) => {
    try {
      const tests = await listMockTests(config.exam);
      res.setHeader('Cache-Control', SHARED_CACHE);
      return { props: { tests } };
    } catch {
      // The learning service is down: say so, and let nothing cache the failure.
      res.setHeader('Cache-Control', 'no-store');
      return { props: { tests: null } };
    }
  };
}

export function mockTestPaperProps(config: MockExamPage): GetServerSideProps<{ paper: MockTestPaper }, { testId: string }> {
  return async ({ params, res }) => {
    const paper = await getMockTest(params?.testId ?? '');
    // A paper of another examination is not at this address either.
    if (!paper || paper.exam !== config.exam) return { notFound: true };
    // The paper carries no answers and changes only with a release: shared caches may keep it.
    res.setHeader('Cache-Control', SHARED_CACHE);
    return { props: { paper } };
  };
}
