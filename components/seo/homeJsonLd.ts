// Structured data of the home page: who runs the site (a financial service with its AMFI registration and
// support contact) and the site itself.
import { CONTACT, REGISTRATION } from '@/components/layout/registration';

export function homeJsonLd(origin: string, description: string) {
  const url = `${origin.replace(/\/+$/, '')}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': `${url}#organization`,
      name: 'ZF',
      legalName: REGISTRATION.companyName,
      url,
      description,
      identifier: { '@type': 'PropertyValue', propertyID: 'AMFI ARN', value: REGISTRATION.arn },
      areaServed: { '@type': 'Country', name: 'India' },
      telephone: CONTACT.phone,
      email: CONTACT.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: CONTACT.addressLines[0],
        addressLocality: 'Gurugram',
        addressRegion: 'Haryana',
        postalCode: '122003',
        addressCountry: 'IN',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'ZF',
      url,
      inLanguage: 'en-IN',
      publisher: { '@id': `${url}#organization` },
    },
  ];
}
