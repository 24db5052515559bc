import { escapeXml, sitemapIndexXml, urlsetXml } from '@/utils/seo/xml';

/** Parse with the browser's XML parser: a broken document yields a <parsererror>. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('escapeXml', () => {
  it('escapes the five XML specials and drops control characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('already &amp; escaped')).toBe('already &amp;amp; escaped');
    expect(escapeXml('tab\tok, bell\u0007 gone')).toBe('tab\tok, bell gone');
  });
});

describe('urlsetXml', () => {
  it('writes a sitemap whose <loc> reads back exactly, whatever the URL holds', () => {
    const tricky = `https://zf.example/videos/a?lang=hi&x="1"&y='<2>'`;
    const xml = urlsetXml([{ loc: tricky, lastmod: '2026-08-21' }, { loc: 'https://zf.example/' }]);
    expect(xml).not.toContain('&x=');
    const doc = parse(xml);
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = Array.from(doc.getElementsByTagName('url'));
    expect(urls.map((u) => u.getElementsByTagName('loc')[0].textContent)).toEqual([tricky, 'https://zf.example/']);
    expect(urls[0].getElementsByTagName('lastmod')[0].textContent).toBe('2026-08-21');
    // No lastmod element at all rather than an empty one.
    expect(urls[1].getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('writes a valid empty sitemap', () => {
    expect(parse(urlsetXml([])).getElementsByTagName('url')).toHaveLength(0);
  });
});

describe('sitemapIndexXml', () => {
  it('lists child sitemaps as <sitemap> entries', () => {
    const doc = parse(
      sitemapIndexXml([
        { loc: 'https://zf.example/sitemaps/static-1.xml' },
        { loc: 'https://zf.example/sitemaps/funds-1.xml', lastmod: '2026-08-21T04:30:00Z' },
      ]),
    );
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    const locs = Array.from(doc.getElementsByTagName('sitemap')).map((s) => s.getElementsByTagName('loc')[0].textContent);
    expect(locs).toEqual(['https://zf.example/sitemaps/static-1.xml', 'https://zf.example/sitemaps/funds-1.xml']);
    expect(doc.getElementsByTagName('lastmod')[0].textContent).toBe('2026-08-21T04:30:00Z');
  });
});
