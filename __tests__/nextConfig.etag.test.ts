// Pages go out without an ETag: Next would hash every page's whole HTML on every answer (next.config.js says why).
import type { NextConfig } from 'next';

const nextConfig: NextConfig = jest.requireActual('../next.config.js');

it('turns off the ETag of page answers', () => {
  expect(nextConfig.generateEtags).toBe(false);
});
