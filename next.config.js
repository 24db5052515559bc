// @ts-check
const BACKEND_URL = process.env.BACKEND_URL || 'http://127.0.0.1:4000';

// The browser reaches every backend service same-origin as /api/<service>/*; only these names are forwarded.
const SERVICES = ['node', 'py', 'analytics', 'search', 'lms', 'market'];

/**
 * /api/<service>/* → the backend. /api/node/dev/* (the demo's SMS outbox, which shows one-time passwords) is never
 * forwarded: only a caller on the backend's own machine and port may read it. Next matches sources
 * case-insensitively, so /api/node/DEV/… is excluded as well.
 * @param {string} service
 */
function serviceRewrite(service) {
  if (service === 'node') return { source: '/api/node/:path((?!dev(?:/|$)).*)', destination: `${BACKEND_URL}/node/:path` };
  return { source: `/api/${service}/:path*`, destination: `${BACKEND_URL}/${service}/:path*` };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // For profiling the client bundles (bench/profile.mjs); off by default so that sources are not published.
  productionBrowserSourceMaps: process.env.ZF_SOURCE_MAPS === '1',
  images: {
    // The product's device widths, image widths 16 to 384, quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async rewrites() {
    return SERVICES.map(serviceRewrite);
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), geolocation=(self), microphone=(self)' },
        ],
      },
      {
        // HSTS only on answers the browser received over HTTPS: the TLS proxy in front says so in X-Forwarded-Proto.
        // (Sent over plain http the header is ignored by browsers, and on localhost it would pin the developer's host.)
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
      },
    ];
  },
};

module.exports = nextConfig;
