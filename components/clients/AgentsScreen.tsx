import Head from 'next/head';
import type { ReactNode } from 'react';
import styles from './Agents.module.scss';

/** The frame of the manager's and principal's screens: the tab title, the h1 and what the screen is for. */
export default function AgentsScreen({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{lead}</p>
      </header>
      {children}
    </div>
  );
}
