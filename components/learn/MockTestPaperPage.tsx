import type { MockTestPaper } from '@/services/lms.api';
import LearnPage from './LearnPage';
import MockTestRunner from './mockTest/MockTestRunner';
import type { MockExamPage } from './mockTestContent';
import { learnCrumbs } from './seo';

/** One paper: the intro is in the server HTML; the test itself runs in the browser. */
export default function MockTestPaperPage({ config, paper }: { config: MockExamPage; paper: MockTestPaper }) {
  const path = `${config.path}/${paper.id}`;
  return (
    <LearnPage
      meta={{
        path,
        title: `${paper.title}: ${paper.question_count} questions in ${paper.duration_minutes} minutes | ZF`,
        description: `${paper.description} ${paper.question_count} questions, ${paper.duration_minutes} minutes, pass mark ${paper.pass_percent}%. Score and explained answers at the end.`,
        crumbs: learnCrumbs(paper.title, path, [{ name: `${config.name} mock test`, path: config.path }]),
        updated: config.updated,
        type: 'WebPage',
      }}
      heading={paper.title}
      lead={paper.description}
      sources={config.sources}
    >
      <MockTestRunner key={paper.id} paper={paper} />
    </LearnPage>
  );
}
