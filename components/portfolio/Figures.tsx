import type { ReactNode } from 'react';
import styles from './Portfolio.module.scss';

export type Figure = [name: string, value: ReactNode];

/** Headline figures as a description list: each value read with its name. */
export default function Figures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className={styles.cards} aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} className={styles.figure}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
