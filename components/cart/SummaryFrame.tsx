import Head from 'next/head';
import type { ReactNode } from 'react';
import styles from './Cart.module.scss';

/**
 * The frame of every state of a summary page: the document's title and the page's heading say what the state shows
 * (the cart, or once ordered the orders), then the state itself. A <div>: the layout (AppLayout) owns the page's one
 * <main>, on the bare /cart/summary as on the old types' summaries.
 */
export default function SummaryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
