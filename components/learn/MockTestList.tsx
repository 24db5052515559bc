import Card from '@/components/ui/Card';
import EmptyState from '@/components/ui/EmptyState';
import { ButtonLink } from '@/components/ui/Button';
import type { MockTestSummary } from '@/services/lms.api';
import { openLabel } from './mockTestContent';
import styles from './Learn.module.scss';

export interface MockTestListProps {
  tests: MockTestSummary[] | null;
  /** Path of the test pages; each test is at `${basePath}/${id}`. */
  basePath: string;
}

/** The papers on offer; null means the learning service could not be reached. */
export default function MockTestList({ tests, basePath }: MockTestListProps) {
  if (tests === null)
    return (
      <EmptyState
        title="Mock tests could not be loaded"
        description="Please reload the page in a minute. Your saved progress on this device is not affected."
      />
    );
  if (tests.length === 0) return <EmptyState title="No mock tests yet" description="New papers are on their way." />;
  return (
    <ul className={styles.cards}>
      {tests.map((t) => (
        <li key={t.id}>
          <Card title={t.title}>
            <p>{t.description}</p>
            <p className={styles.cardMeta}>
              {t.question_count} questions · {t.duration_minutes} minutes · pass mark {t.pass_percent}%
            </p>
            <ButtonLink href={`${basePath}/${t.id}`} size="sm">
              {openLabel(t)}
            </ButtonLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}
