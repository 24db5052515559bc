import MockTestIndex from '@/components/learn/MockTestIndex';
import { XA_MOCK_PAGE } from '@/components/learn/mockTestContent';
import { mockTestIndexProps } from '@/components/learn/mockTestProps';
import type { MockTestSummary } from '@/services/lms.api';

export const getServerSideProps = mockTestIndexProps(XA_MOCK_PAGE);

export default function Page({ tests }: { tests: MockTestSummary[] | null }) {
  return <MockTestIndex config={XA_MOCK_PAGE} tests={tests} />;
}
