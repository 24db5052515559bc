import Head from 'next/head';

export interface PageHeadProps {
  title: string;
  description: string;
}

/** Document title and meta description; every content page sets both (unique per page). */
export default function PageHead({ title, description }: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
    </Head>
  );
}
