import { useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import type { MockTestResult as Result } from '@/services/lms.api';
import styles from './MockTestResult.module.scss';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export interface MockTestResultProps {
  result: Result;
  onRetake: () => void;
}

/** Score first, then every question with the candidate's answer, the right one, why, and the source. */
export default function MockTestResult({ result, onRetake }: MockTestResultProps) {
  const [onlyMissed, setOnlyMissed] = useState(false);
  const items = onlyMissed ? result.review.filter((r) => !r.is_correct) : result.review;
  return (
    <section aria-labelledby="mock-result-heading" className={styles.result}>
      <div className={styles.scoreCard}>
        <h2 id="mock-result-heading">Your score</h2>
        <p className={styles.score}>
          {result.score} / {result.max_score} <span>({result.percent}%)</span>
        </p>
        <Badge tone={result.passed ? 'gain' : 'loss'}>
          {result.passed ? '✓ Passed' : '✗ Not passed'} (pass mark {result.pass_percent}%)
        </Badge>
        <dl className={styles.counts}>
          <div>
            <dt>Correct</dt>
            <dd>{result.correct}</dd>
          </div>
          <div>
            <dt>Wrong</dt>
            <dd>{result.wrong}</dd>
          </div>
          <div>
            <dt>Not answered</dt>
            <dd>{result.unanswered}</dd>
          </div>
        </dl>
        <Button variant="secondary" onClick={onRetake}>
          Take the test again
        </Button>
      </div>

      <div className={styles.reviewHeader}>
        <h2>Review</h2>
        <label className={styles.filter}>
          <input type="checkbox" checked={onlyMissed} onChange={(e) => setOnlyMissed(e.target.checked)} />
          Show only questions I missed
        </label>
      </div>
      <ol className={styles.review}>
        {items.map((item) => (
          <li key={item.question_id} className={item.is_correct ? styles.reviewRight : styles.reviewWrong}>
            <p className={styles.reviewQuestion}>
              <strong>Q{item.number}.</strong> {item.text}
            </p>
            <ul className={styles.reviewOptions}>
              {item.options.map((option, i) => (
                <li
                  key={i}
                  className={[
                    i === item.correct_option ? styles.reviewCorrect : '',
                    i === item.selected && !item.is_correct ? styles.reviewChosenWrong : '',
                  ].join(' ')}
                >
                  {LETTERS[i]}. {option}
                  {i === item.correct_option && <span className={styles.tag}> Correct answer</span>}
                  {i === item.selected && <span className={styles.tag}> Your answer</span>}
                </li>
              ))}
            </ul>
            {item.selected === null && <p className={styles.tag}>You did not answer this question.</p>}
            <p className={styles.explanation}>{item.explanation}</p>
            <p className={styles.source}>Source: {item.source}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
