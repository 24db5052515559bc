import { directionOf, formatReturn } from '@/utils/funds/format';
import styles from './Funds.module.scss';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

/** A signed return with an arrow and the gain/loss colour: sign, arrow and colour all say the same. */
export default function ReturnFigure({ value }: { value: number | null | undefined }) {
  const direction = directionOf(value);
  const tone = direction === 'up' ? 'gain' : direction === 'down' ? 'loss' : undefined;
  return (
    <span className={['tabular', styles.figure, tone].filter(Boolean).join(' ')}>
      {direction && ARROWS[direction] && <span aria-hidden="true">{ARROWS[direction]} </span>}
      {formatReturn(value)}
    </span>
  );
}
