import { articlePath, listingPath, parseArticleSegments, routePath } from '@/components/articles/articlePaths';

describe('article addresses', () => {
  it.each([
    [[], { kind: 'listing', locale: 'en', category: null, page: 1 }, '/m'],
    [['page', '3'], { kind: 'listing', locale: 'en', category: null, page: 3 }, '/m/page/3'],
    [['category', 'tax'], { kind: 'listing', locale: 'en', category: 'tax', page: 1 }, '/m/category/tax'],
    [['hi'], { kind: 'listing', locale: 'hi', category: null, page: 1 }, '/m/hi'],
    [['pj', 'category', 'kyc', 'page', '2'], { kind: 'listing', locale: 'pj', category: 'kyc', page: 2 }, '/m/pj/category/kyc/page/2'],
    [['what-is-a-sip'], { kind: 'article', locale: 'en', slug: 'what-is-a-sip' }, '/m/what-is-a-sip'],
    [['gu', 'what-is-a-sip'], { kind: 'article', locale: 'gu', slug: 'what-is-a-sip' }, '/m/gu/what-is-a-sip'],
  ])('%p reads as one page with one address', (segments, route, path) => {
    expect(parseArticleSegments(segments)).toEqual(route);
    expect(routePath(parseArticleSegments(segments)!)).toBe(path);
  });

  it('gives the English prefix and page 1 a single address, for redirects', () => {
    expect(routePath(parseArticleSegments(['en', 'what-is-a-sip'])!)).toBe('/m/what-is-a-sip');
    expect(routePath(parseArticleSegments(['page', '1'])!)).toBe('/m');
  });

  it.each([[['category']], [['page']], [['page', '0']], [['page', 'two']], [['Bad_Slug']], [['a', 'b']], [['hi', 'category', 'tax', 'extra']], [['fr', 'x']]])(
    'names nothing for %p',
    (segments) => {
      expect(parseArticleSegments(segments)).toBeNull();
    },
  );

  it('builds listing and article addresses', () => {
    expect(listingPath({ locale: 'mh', category: 'tax', page: 1 })).toBe('/m/mh/category/tax');
    expect(articlePath('emergency-fund', 'en')).toBe('/m/emergency-fund');
  });
});
