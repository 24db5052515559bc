import type { ReactNode } from 'react';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import Faq from './Faq';
import Sources, { type SourceRef } from './Sources';
import { type LearnPageMeta, displayDate, learnJsonLd } from './seo';
import styles from './Learn.module.scss';

export interface LearnPageProps {
  meta: LearnPageMeta;
  heading: string;
  lead?: ReactNode;
  sources?: readonly SourceRef[];
  children: ReactNode;
}

/** The frame of every learning page: head tags, breadcrumbs, heading, body, FAQ, sources and review date. */
export default function LearnPage({ meta, heading, lead, sources = [], children }: LearnPageProps) {
  return (
    <>
      <SeoHead title={meta.title} description={meta.description} path={meta.path} jsonLd={learnJsonLd(siteOrigin(), meta)} />
      <article className={styles.page}>
        <Breadcrumbs crumbs={meta.crumbs} />
        <header className={styles.header}>
          <h1>{heading}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          <p className={styles.updated}>
            Last reviewed <time dateTime={meta.updated}>{displayDate(meta.updated)}</time>
          </p>
        </header>
        <div className={styles.body}>{children}</div>
        {meta.faq && <Faq items={meta.faq} />}
        <Sources sources={sources} />
      </article>
    </>
  );
}
