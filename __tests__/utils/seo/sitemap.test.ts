import {
  SITEMAP_MAX_URLS,
  chunk,
  newestLastmod,
  pageCount,
  parseSitemapFileName,
  sitemapFileName,
  sitemapPath,
} from '@/utils/seo/sitemap';
import { pageUrls, sitemapIndexUrls, staticPageUrls } from '@/utils/seo/sitemapDocs';

describe('chunking', () => {
  it('keeps each file at 45,000 URLs, under the protocol limit of 50,000', () => {
    expect(SITEMAP_MAX_URLS).toBe(45_000);
    const items = Array.from({ length: 90_001 }, (_, i) => i);
    const parts = chunk(items);
    expect(parts.map((p) => p.length)).toEqual([45_000, 45_000, 1]);
    expect(parts.flat()).toEqual(items);
  });

  it('cuts by any size, and refuses a size that is not a positive whole number', () => {
    expect(chunk(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunk([], 2)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });

  it('counts files: 14,300 funds fit in one, 45,001 need two, none still has one (empty) file', () => {
    expect(pageCount(14_300)).toBe(1);
    expect(pageCount(45_000)).toBe(1);
    expect(pageCount(45_001)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('file names', () => {
  it('round-trips kind and page, and rejects anything else', () => {
    expect(sitemapFileName('funds', 2)).toBe('funds-2.xml');
    expect(sitemapPath('articles', 1)).toBe('/sitemaps/articles-1.xml');
    expect(parseSitemapFileName('funds-2.xml')).toEqual({ kind: 'funds', page: 2 });
    expect(parseSitemapFileName('static-1.xml')).toEqual({ kind: 'static', page: 1 });
    for (const bad of ['funds-0.xml', 'funds-01.xml', 'users-1.xml', 'funds-1.xml.gz', 'funds.xml', '../funds-1.xml', 'FUNDS-1.xml']) {
      expect(parseSitemapFileName(bad)).toBeNull();
    }
  });
});

describe('newestLastmod', () => {
  it('compares dates and date-times as times, ignoring missing ones', () => {
    expect(newestLastmod(['2026-08-20', null, '2026-08-21T00:00:01Z', '2026-08-21'])).toBe('2026-08-21T00:00:01Z');
    expect(newestLastmod([null, undefined])).toBeNull();
  });
});

describe('index and page URLs', () => {
  const origin = 'https://zf.example/';
  it('lists the static file first, then every file of each kind that has pages', () => {
    const urls = sitemapIndexUrls(origin, [
      { kind: 'funds', total: 50_000, page_size: 45_000, pages: [{ page: 1, lastmod: '2026-08-20T00:00:00Z' }, { page: 2, lastmod: '2026-08-21T00:00:00Z' }] },
      { kind: 'articles', total: 0, page_size: 45_000, pages: [] },
      { kind: 'experts', total: 3, page_size: 45_000, pages: [{ page: 1, lastmod: null }] },
    ]);
    expect(urls).toEqual([
      { loc: 'https://zf.example/sitemaps/static-1.xml' },
      { loc: 'https://zf.example/sitemaps/funds-1.xml', lastmod: '2026-08-20T00:00:00Z' },
      { loc: 'https://zf.example/sitemaps/funds-2.xml', lastmod: '2026-08-21T00:00:00Z' },
      { loc: 'https://zf.example/sitemaps/experts-1.xml', lastmod: null },
    ]);
  });

  it('makes page URLs absolute and leaves out paths robots.txt disallows', () => {
    expect(pageUrls(origin, [{ path: '/mutual-funds/x', lastmod: '2026-08-21' }, { path: '/dashboard/user', lastmod: null }])).toEqual([
      { loc: 'https://zf.example/mutual-funds/x', lastmod: '2026-08-21' },
    ]);
  });

  it('lists the static pages, calculators included, as absolute URLs', () => {
    const locs = staticPageUrls('http://localhost:3000').map((u) => u.loc);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/calculators/fixed-deposite');
    expect(new Set(locs).size).toBe(locs.length);
  });
});
