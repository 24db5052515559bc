import { directoryTitle, expertDescription, expertPageJsonLd } from '@/utils/experts/seo';
import type { PublicExpert } from '@/utils/experts/types';

const expert: PublicExpert = {
  id: '718e4a94-72db-52ed-87ab-f81d00f46677',
  name: 'Rahul Mehta',
  slug: 'rahul-mehta',
  city: 'Gurgaon',
  photo_url: null,
  arn: '245871',
  arn_status: 'validated',
  arn_valid_till: '29/05/2028',
  certifications: [{ name: 'NISM Series V-A', url: 'https://nism.example/c.pdf' }],
  experience: 12,
  supported_languages: ['en', 'gu'],
  products: ['mutual-funds'],
  about: 'Goal-based planning. '.repeat(20),
  registered: true,
  claimable: false,
};

describe('expert SEO', () => {
  it('describes a Person with the ARN, languages and NISM credential, and a breadcrumb back to the directory', () => {
    const [person, crumbs] = expertPageJsonLd('https://zf.example', expert) as unknown as [
      Record<string, unknown>,
      { itemListElement: { item: string }[] },
    ];
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Rahul Mehta',
      url: `https://zf.example/experts/${expert.id}-rahul-mehta`,
      identifier: { value: 'ARN-245871' },
      knowsLanguage: ['English', 'Gujarati'],
      address: { addressLocality: 'Gurgaon', addressCountry: 'IN' },
      hasCredential: [{ name: 'NISM Series V-A', url: 'https://nism.example/c.pdf' }],
    });
    expect(JSON.stringify(person)).not.toMatch(/telephone|email/);
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      'https://zf.example/',
      'https://zf.example/experts',
      `https://zf.example/experts/${expert.id}-rahul-mehta`,
    ]);
  });

  it('keeps the description to a search snippet, cut at a word', () => {
    const text = expertDescription(expert);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Rahul Mehta, Gurgaon: Goal-based/);
    expect(text.endsWith('…')).toBe(true);
  });

  it('titles each directory view for what it shows', () => {
    expect(directoryTitle({ city: 'Mumbai', page: 1 })).toBe('Mutual fund experts in Mumbai | ZF');
    expect(directoryTitle({ city: 'all', product: 'gold', language: 'gu', page: 2 })).toBe(
      'Gold experts across India who speak Gujarati (page 2) | ZF',
    );
    expect(directoryTitle({ city: 'Gurgaon', pincode: '122002', page: 1 })).toBe(
      'Mutual fund experts near 122002 | ZF',
    );
  });
});
