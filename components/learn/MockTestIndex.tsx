import Link from '@/components/ui/Link';
import type { MockTestSummary } from '@/services/lms.api';
import LearnPage from './LearnPage';
import MockTestList from './MockTestList';
import type { MockExamPage } from './mockTestContent';
import { learnCrumbs } from './seo';

/** The papers of one examination, with what they are and how they are marked. */
export default function MockTestIndex({ config, tests }: { config: MockExamPage; tests: MockTestSummary[] | null }) {
  return (
    <LearnPage
      meta={{
        path: config.path,
        title: config.title,
        description: config.description,
        crumbs: learnCrumbs(`${config.name} mock test`, config.path),
        updated: config.updated,
        faq: config.faq,
        type: 'WebPage',
      }}
      heading={`${config.name} mock tests`}
      lead={config.lead}
      sources={config.sources}
    >
      <p>
        {config.intro}
        {config.guide && (
          <>
            {' '}
            New to the exam? Read the <Link href={config.guide.href}>{config.guide.label}</Link> first.
          </>
        )}
      </p>
      <h2>Choose a paper</h2>
      <MockTestList tests={tests} basePath={config.path} />
    </LearnPage>
  );
}
