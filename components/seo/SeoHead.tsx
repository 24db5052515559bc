import Head from 'next/head';
import { absoluteUrl, serializeJsonLd } from '@/utils/calculators/seo';

/**
 * Where the site is served from, for canonical and Open Graph URLs. A deployment sets
 * NEXT_PUBLIC_SITE_URL; the default is the local demo.
 */
export function siteOrigin(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export interface SeoHeadProps {
  title: string;
  description: string;
  /** Path of the canonical page, without query: shared results all point at the one page. */
  path: string;
  jsonLd: unknown[];
}

export default function SeoHead({ title, description, path, jsonLd }: SeoHeadProps) {
  const url = absoluteUrl(siteOrigin(), path);
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {jsonLd.map((data, i) => (
        <script
          key={`ld-${i}`}
          type="application/ld+json"
          // JSON-LD must be raw JSON; serializeJsonLd escapes '<' so it cannot end the tag.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  );
}
