import { directionOf, formatReturn } from '@/utils/funds/format';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

export interface PercentProps {
  /** A fraction: 0.1234 is +12.34%. */
  value: number | null | undefined;
  decimals?: number;
  className?: string;
}

/** A signed change with an arrow and the gain or loss colour: sign, arrow and colour all say the same. */
export default function Percent({ value, decimals = 2, className }: PercentProps) {
  const direction = directionOf(value);
  const tone = direction === 'up' ? 'gain' : direction === 'down' ? 'loss' : undefined;
  return (
    <span className={['tabular', tone, className].filter(Boolean).join(' ')}>
      {direction && ARROWS[direction] && <span aria-hidden="true">{ARROWS[direction]} </span>}
      {formatReturn(value, decimals)}
    </span>
  );
}
