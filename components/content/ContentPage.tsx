import type { ReactNode } from 'react';
import PageHead from './PageHead';
import styles from './ContentPage.module.scss';

export interface ContentPageProps {
  /** Document title. */
  title: string;
  description: string;
  heading: string;
  /** A line under the heading, e.g. the date a policy was last updated. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of a long-form page (about, policies): one readable column of prose. */
export default function ContentPage({
  title,
  description,
  heading,
  lead,
  children,
}: ContentPageProps) {
  return (
    <>
      <PageHead title={title} description={description} />
      <article className={styles.page}>
        <header className={styles.header}>
          <h1>{heading}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        <div className={styles.prose}>{children}</div>
      </article>
    </>
  );
}
