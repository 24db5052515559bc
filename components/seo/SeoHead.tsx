import Head from 'next/head';
import { absoluteUrl, serializeJsonLd } from '@/utils/seo/jsonLd';

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
  /** Path of the canonical page: calculators leave the query out (shared results all point at one page);
   *  a filtered fund list keeps its normalised query (each filtered view is its own indexable page). */
  path: string;
  jsonLd: unknown[];
  /** Paths of the previous and next page of a paged list (rel prev/next). */
  prev?: string | null;
  next?: string | null;
  /** Open Graph type: 'website' (default), 'article' for articles, 'video.other' for videos. */
  ogType?: string;
  /** hreflang links to the language versions of this page (see hreflang.ts); empty or absent for none. */
  alternates?: { hrefLang: string; path: string }[];
  /** Absolute URL of the Open Graph image, when the page has one. */
  image?: string | null;
}

export default function SeoHead({
  title,
  description,
  path,
  jsonLd,
  prev,
  next,
  ogType = 'website',
  alternates = [],
  image,
}: SeoHeadProps) {
  const url = absoluteUrl(siteOrigin(), path);
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {prev && <link rel="prev" href={absoluteUrl(siteOrigin(), prev)} />}
      {next && <link rel="next" href={absoluteUrl(siteOrigin(), next)} />}
      {alternates.map((a) => (
        <link key={`alt-${a.hrefLang}`} rel="alternate" hrefLang={a.hrefLang} href={absoluteUrl(siteOrigin(), a.path)} />
      ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
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
