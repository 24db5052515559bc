import type { MockTestQuestion } from '@/services/lms.api';
import styles from './MockTest.module.scss';

export interface QuestionCardProps {
  question: MockTestQuestion;
  total: number;
  selected: number | null | undefined;
  onChoose: (option: number) => void;
  disabled?: boolean;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** One question as a radio group: native inputs, so arrow keys, labels and screen readers just work. */
export default function QuestionCard({ question, total, selected, onChoose, disabled }: QuestionCardProps) {
  return (
    <fieldset className={styles.question} disabled={disabled}>
      <legend className={styles.questionLegend}>
        <span className={styles.questionNumber}>
          Question {question.number} of {total}
        </span>
        <span className={styles.questionTopic}>{question.topic}</span>
      </legend>
      <p className={styles.questionText}>{question.text}</p>
      <ul className={styles.options}>
        {question.options.map((option, i) => (
          <li key={i}>
            <label className={[styles.option, selected === i ? styles.optionChosen : ''].join(' ')}>
              <input
                type="radio"
                name={`q-${question.id}`}
                value={i}
                checked={selected === i}
                onChange={() => onChoose(i)}
              />
              <span className={styles.optionLetter} aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span>{option}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
