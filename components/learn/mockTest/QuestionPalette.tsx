import type { MockTestAnswers, MockTestQuestion } from '@/services/lms.api';
import styles from './MockTest.module.scss';

export interface QuestionPaletteProps {
  questions: MockTestQuestion[];
  answers: MockTestAnswers;
  current: number;
  onGoTo: (index: number) => void;
}

/** Jump to any question; answered ones are filled, the current one outlined (with words for screen readers). */
export default function QuestionPalette({ questions, answers, current, onGoTo }: QuestionPaletteProps) {
  return (
    <nav aria-label="Questions" className={styles.palette}>
      <ol>
        {questions.map((q, i) => {
          const done = answers[q.id] !== undefined && answers[q.id] !== null;
          return (
            <li key={q.id}>
              <button
                type="button"
                className={[styles.paletteItem, done ? styles.paletteDone : '', i === current ? styles.paletteCurrent : ''].join(' ')}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${q.number}, ${done ? 'answered' : 'not answered'}`}
                onClick={() => onGoTo(i)}
              >
                {q.number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
