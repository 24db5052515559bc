import styles from './Stepper.module.scss';

export interface StepperProps {
  /** Step names in order, e.g. ['PAN', 'Address', 'Bank', 'Nominee', 'Sign']. */
  steps: readonly string[];
  /** Index of the step the person is on (0-based); the ones before it are done. */
  current: number;
  /** Names the list for screen readers. */
  label?: string;
}

/**
 * Where a person is in a multi-step form (KYC, insurance): how many steps remain, which are done (a tick and
 * the word, not colour alone), and the current one marked with aria-current="step".
 */
export default function Stepper({ steps, current, label = 'Progress' }: StepperProps) {
  return (
    <div>
      <p className={styles.count}>
        Step {Math.min(current + 1, steps.length)} of {steps.length}
      </p>
      <ol className={styles.list} aria-label={label}>
        {steps.map((name, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={styles[state]}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className={styles.name}>
                {name}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
