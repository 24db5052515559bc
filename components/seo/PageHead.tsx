import Head from 'next/head';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Keep the page out of search results (error pages): they have no address of their own to index. */
  noindex?: boolean;
}

/** Document title and meta description; every content page sets both (unique per page). */
export default function PageHead({ title, description, noindex = false }: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
    </Head>
  );
}
