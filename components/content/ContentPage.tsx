import type { ReactNode } from 'react';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { breadcrumbJsonLd } from '@/utils/calculators/seo';
import { type PageSeoText, resolveSeo } from '@/utils/seo/pageSeo';
import PageHead from '@/components/seo/PageHead';
import styles from './ContentPage.module.scss';

export interface ContentPageProps {
  /** Document title. */
  title: string;
  description: string;
  heading: string;
  /** A line under the heading, e.g. the date a policy was last updated. */
  lead?: ReactNode;
  /** The page's own address: with it the head also carries canonical, Open Graph and breadcrumb JSON-LD. */
  path?: string;
  /** The editor's SEO metadata, which wins over title and description when present. */
  seo?: PageSeoText | null;
  children: ReactNode;
}

/** The frame of a long-form page (about, policies): one readable column of prose. */
export default function ContentPage({
  title,
  description,
  heading,
  lead,
  path,
  seo,
  children,
}: ContentPageProps) {
  const head = resolveSeo({ title, description }, seo);
  return (
    <>
      {path ? (
        <SeoHead
          title={head.title}
          description={head.description}
          path={path}
          image={head.image}
          jsonLd={[
            breadcrumbJsonLd(siteOrigin(), [
              { name: 'Home', path: '/' },
              { name: heading, path },
            ]),
          ]}
        />
      ) : (
        <PageHead title={head.title} description={head.description} />
      )}
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
