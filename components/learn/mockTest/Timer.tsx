import styles from './MockTest.module.scss';

export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Spoken once, at these points, rather than every second (a ticking live region drowns a screen reader). */
function warning(seconds: number): string {
  if (seconds === 0) return 'Time is up.';
  if (seconds <= 60) return 'One minute left.';
  if (seconds <= 300) return 'Five minutes left.';
  return '';
}

export default function Timer({ seconds }: { seconds: number }) {
  const low = seconds <= 300;
  return (
    <div className={[styles.timer, low ? styles.timerLow : ''].join(' ')}>
      <span className={styles.timerLabel}>Time left</span>
      <span role="timer" aria-label={`Time left ${formatClock(seconds)}`} className={styles.clock}>
        {formatClock(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {warning(seconds)}
      </span>
    </div>
  );
}
