import Button from '@/components/ui/Button';
import type { MockTestPaper } from '@/services/lms.api';
import styles from './MockTest.module.scss';

/** What the candidate is about to start; rendered on the server so the page has its content in the HTML. */
export default function MockTestIntro({ paper, onStart }: { paper: MockTestPaper; onStart: () => void }) {
  return (
    <section className={styles.intro} aria-labelledby="mock-intro-heading">
      <h2 id="mock-intro-heading">Before you start</h2>
      <ul className={styles.facts}>
        <li>
          <strong>{paper.question_count}</strong> multiple-choice questions, one mark each
        </li>
        <li>
          <strong>{paper.duration_minutes} minutes</strong>: the clock keeps running if you reload or leave the page
        </li>
        <li>
          Pass mark <strong>{paper.pass_percent}%</strong>,{' '}
          {paper.negative_mark_per_wrong > 0
            ? `${paper.negative_mark_per_wrong} mark off for each wrong answer`
            : 'no negative marking'}
        </li>
        <li>When time runs out, your answers are submitted for you</li>
      </ul>
      <p className={styles.topics}>Topics: {paper.topics.join(', ')}.</p>
      <Button onClick={onStart}>Start the test</Button>
    </section>
  );
}
