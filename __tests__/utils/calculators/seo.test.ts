import { sipCalculator } from '@/utils/calculators/definitions/sip';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  calculatorJsonLd,
  serializeJsonLd,
} from '@/utils/calculators/seo';

describe('calculator structured data', () => {
  it('joins origin and path without a double slash', () => {
    expect(absoluteUrl('https://example.in/', '/calculators')).toBe(
      'https://example.in/calculators',
    );
  });

  it('describes a calculator as a free finance web application with its breadcrumb trail', () => {
    const [app, crumbs] = calculatorJsonLd('https://example.in', sipCalculator);
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      name: 'SIP Calculator',
      url: 'https://example.in/calculators/sip-calculator',
      offers: { price: '0', priceCurrency: 'INR' },
    });
    expect(crumbs).toEqual(
      breadcrumbJsonLd('https://example.in', [
        { name: 'Home', path: '/' },
        { name: 'Calculators', path: '/calculators' },
        { name: 'SIP Calculator', path: '/calculators/sip-calculator' },
      ]),
    );
    expect((crumbs as { itemListElement: { item: string }[] }).itemListElement[2].item).toBe(
      'https://example.in/calculators/sip-calculator',
    );
  });

  it('escapes "<" so the JSON cannot close its script tag', () => {
    const text = serializeJsonLd({ name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});
