import MockTestPaperPage from '@/components/learn/MockTestPaperPage';
import { VA_MOCK_PAGE } from '@/components/learn/mockTestContent';
import { mockTestPaperProps } from '@/components/learn/mockTestProps';
import type { MockTestPaper } from '@/services/lms.api';

export const getServerSideProps = mockTestPaperProps(VA_MOCK_PAGE);

export default function Page({ paper }: { paper: MockTestPaper }) {
  return <MockTestPaperPage config={VA_MOCK_PAGE} paper={paper} />;
}
