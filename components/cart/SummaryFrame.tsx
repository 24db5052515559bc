import type { ReactNode } from 'react';
import styles from './Cart.module.scss';

/** The frame of every state of a summary page: the page's heading, then what the state shows. */
export default function SummaryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
