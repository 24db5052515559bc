import { useState } from 'react';
import Button from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { MockTestPaper } from '@/services/lms.api';
import MockTestIntro from './MockTestIntro';
import MockTestResult from './MockTestResult';
import QuestionCard from './QuestionCard';
import QuestionPalette from './QuestionPalette';
import Timer from './Timer';
import { useMockTest } from './useMockTest';
import styles from './MockTest.module.scss';

/** A timed mock test: intro, one question at a time with a palette, submit (or time-out), then score and review. */
export default function MockTestRunner({ paper }: { paper: MockTestPaper }) {
  const test = useMockTest(paper);
  const [confirming, setConfirming] = useState(false);

  if (test.phase === 'intro' || !test.attempt) return <MockTestIntro paper={paper} onStart={test.start} />;
  if (test.phase === 'done' && test.attempt.result)
    return <MockTestResult result={test.attempt.result} onRetake={test.retake} />;

  const { attempt } = test;
  const index = Math.min(attempt.current, paper.questions.length - 1);
  const question = paper.questions[index];
  const unanswered = paper.questions.length - test.answered;
  const last = index === paper.questions.length - 1;

  return (
    <section className={styles.runner} aria-label={paper.title}>
      <div className={styles.statusBar}>
        <Timer seconds={test.remaining} />
        <p className={styles.progress}>
          {test.answered} of {paper.questions.length} answered
        </p>
      </div>

      {test.timeUp && !test.error && (
        <p role="status" className={styles.notice}>
          Time is up. Sending your answers…
        </p>
      )}
      {test.error && (
        <div role="alert" className={styles.error}>
          <p>We could not score your test: {test.error}. Your answers are saved on this device.</p>
          <Button size="sm" onClick={() => void test.submit()} loading={test.submitting}>
            Try again
          </Button>
        </div>
      )}

      <QuestionCard
        question={question}
        total={paper.questions.length}
        selected={attempt.answers[question.id]}
        onChoose={(option) => test.choose(question.id, option)}
        disabled={test.timeUp}
      />

      <div className={styles.nav}>
        <Button variant="secondary" onClick={() => test.goTo(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        {!last && <Button onClick={() => test.goTo(index + 1)}>Next</Button>}
        <Button
          variant={last ? 'primary' : 'text'}
          onClick={() => setConfirming(true)}
          loading={test.submitting}
          disabled={test.timeUp && !test.error}
        >
          Submit test
        </Button>
      </div>

      <QuestionPalette questions={paper.questions} answers={attempt.answers} current={index} onGoTo={test.goTo} />

      <ConfirmDialog
        open={confirming}
        title="Submit your test?"
        message={
          unanswered > 0
            ? `You have not answered ${unanswered} of ${paper.questions.length} questions. Unanswered questions score nothing.`
            : 'You have answered every question. You cannot change your answers after submitting.'
        }
        confirmLabel="Submit"
        cancelLabel="Keep going"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void test.submit();
        }}
      />
    </section>
  );
}
