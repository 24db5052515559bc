// The web app sends HSTS only on answers that reached the browser over HTTPS (the proxy's X-Forwarded-Proto).
import type { NextConfig } from 'next';

const nextConfig: NextConfig = jest.requireActual('../next.config.js');

type HeaderRule = { source: string; has?: { type: string; key: string; value?: string }[]; headers: { key: string; value: string }[] };

it('adds Strict-Transport-Security only under x-forwarded-proto: https', async () => {
  const rules = (await nextConfig.headers!()) as HeaderRule[];
  const withHsts = rules.filter((rule) => rule.headers.some((h) => h.key === 'Strict-Transport-Security'));
  expect(withHsts).toHaveLength(1);
  expect(withHsts[0].has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
  expect(withHsts[0].headers[0].value).toMatch(/^max-age=31536000/);
});
