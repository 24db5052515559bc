import { landingPath, loginPathFor, safeNextPath } from '@/components/shared/nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/kyc/bank_details', '/kyc/bank_details'],
    ['/portfolio/u-1?tab=sips#top', '/portfolio/u-1?tab=sips#top'],
    ['/mutual-funds/a%20b', '/mutual-funds/a%20b'],
    ['/mutual-funds?q=hdfc%2F%2Fflexi&page=2', '/mutual-funds?q=hdfc%2F%2Fflexi&page=2'],
    ['/a/./b/../c?x=1', '/a/c?x=1'],
    ['/articles//what-is-a-sip', '/articles//what-is-a-sip'],
  ])('keeps the same-site path %p', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'dashboard/user',
    '/ /evil.test',
    '/\t/evil.test',
    '',
    '/account/user',
    '/account/expert?next=/x',
    '/%00/x',
    '/%E0%A4%A',
  ])('refuses %p', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  // Each of these resolves, or decodes, to '//host' or '/\\host': a protocol-relative address off the site.
  it.each([
    '/.//evil.example/phish',
    '/..//evil',
    '/a/..//evil',
    '/%2e//evil',
    '/%2E%2E//evil',
    '/%2e%2e/%2fevil',
    '/%2F%2Fevil',
    '/%252e//evil',
    '/%5c%5cevil',
    '/%5Cevil',
  ])('refuses %p, which leads off the site once resolved or decoded', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('reads the first of repeated values and refuses very long ones', () => {
    expect(safeNextPath(['/a', 'https://evil.test'])).toBe('/a');
    expect(safeNextPath(`/${'a'.repeat(3000)}`)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('landingPath', () => {
  it("falls back to the role's dashboard", () => {
    expect(landingPath('user')).toBe('/dashboard/user');
    expect(landingPath('expert', '//evil.test')).toBe('/dashboard/expert');
    expect(landingPath('expert', '/select-client')).toBe('/select-client');
  });
});

describe('loginPathFor', () => {
  it('brings the visitor back to the page they were on', () => {
    expect(loginPathFor('expert', '/mutual-funds/x?y=1')).toBe(
      '/account/expert?next=%2Fmutual-funds%2Fx%3Fy%3D1',
    );
    expect(loginPathFor('user', '/')).toBe('/account/user');
    expect(loginPathFor('user', '/account/user')).toBe('/account/user');
  });
});
