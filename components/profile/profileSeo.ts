// Title, description and JSON-LD of /users/{name}-{id}. Only an expert's profile is a schema.org ProfilePage
// about a Person (a professional who answers in public); an investor's page says nothing structured about them
// and asks search engines not to index it.
import { siteOrigin } from '@/components/seo/SeoHead';
import type { PublicProfile } from '@/services/questions.api';
import { absoluteUrl, breadcrumbJsonLd } from '@/utils/calculators/seo';
import { expertPath } from '@/utils/experts/slug';
import { profilePath } from '@/components/shared/profilePaths';

export function profileName(p: Pick<PublicProfile, 'name'>): string {
  return p.name?.trim() || 'ZF member';
}

export function profileSeo(p: PublicProfile) {
  const origin = siteOrigin();
  const path = profilePath(p);
  const name = profileName(p);
  const counts = `${p.questions_total} question${p.questions_total === 1 ? '' : 's'} and ${p.answers.length} answer${p.answers.length === 1 ? '' : 's'}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Questions', path: '/questions' },
    { name, path },
  ];
  if (!p.expert) {
    return {
      title: `${name} | ZF Questions`,
      description: `${name} on ZF: ${counts} about mutual funds and saving.`,
      path,
      noindex: true,
      jsonLd: [breadcrumbJsonLd(origin, crumbs)],
    };
  }
  const arn = p.expert.arn_code ? ` (ARN-${p.expert.arn_code})` : '';
  return {
    title: `${name}${arn}, mutual fund distributor${p.city ? ` in ${p.city}` : ''} | ZF`,
    description: `${name}${arn} answers investors' questions on ZF: ${counts}.`,
    path,
    noindex: false,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: absoluteUrl(origin, path),
        mainEntity: {
          '@type': 'Person',
          name,
          jobTitle: 'Mutual fund distributor',
          ...(p.expert.arn_code ? { identifier: { '@type': 'PropertyValue', propertyID: 'AMFI ARN', value: `ARN-${p.expert.arn_code}` } } : {}),
          ...(p.city ? { address: { '@type': 'PostalAddress', addressLocality: p.city, addressCountry: 'IN' } } : {}),
          ...(p.expert.about ? { description: p.expert.about } : {}),
          sameAs: [absoluteUrl(origin, expertPath(p.expert.id, p.name))],
        },
      },
      breadcrumbJsonLd(origin, crumbs),
    ],
  };
}
