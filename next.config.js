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

/**
 * The Content-Security-Policy of every answer, without a nonce (utils/contentSecurity.ts explains; a test keeps the
 * two the same). A page rendered per request replaces it with its own nonce's policy (pages/_document.tsx).
 */
const CSP = [
  `script-src 'self'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
const CSP_HEADER = process.env.CSP_REPORT_ONLY === '1' ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';

/** The query keys the fund list reads (utils/funds/filters.ts), and `amc`, a short form that redirects. */
const LIST_KEYS = ['q', 'category', 'sub_category', 'fund_house', 'plan', 'option', 'sort', 'order', 'page', 'amc'];
const SORT = '(?<sort>returns|returns_3y|returns_5y|nav|name)';
const ORDER = '(?<order>asc|desc)';
/** One path segment (utils/funds/listViews.ts VIEW_VALUE_PATTERN). */
const VALUE = '[^/?#%]+';

/**
 * @param {string} destination
 * @param {{ key: string, value: string }[]} has the query keys this view is made of; every other list key is absent
 */
function listView(destination, has) {
  const used = has.map((h) => h.key);
  return {
    source: '/mutual-funds',
    ...(has.length ? { has: has.map((h) => ({ type: /** @type {const} */ ('query'), ...h })) } : {}),
    missing: LIST_KEYS.filter((key) => !used.includes(key)).map((key) => ({ type: /** @type {const} */ ('query'), key })),
    destination,
  };
}

/**
 * The fund list's common views are served from the render cache (pages/mutual-funds/view/[[...view]].tsx): the
 * plain list, one category, one fund house, the first page of each order. Any other query stays on
 * /mutual-funds, rendered per request. The rules exclude each other, so their order does not matter.
 */
const LIST_VIEW_REWRITES = [
  listView('/mutual-funds/view', []),
  listView('/mutual-funds/view/category/:category', [{ key: 'category', value: `(?<category>${VALUE})` }]),
  listView('/mutual-funds/view/fund_house/:house', [{ key: 'fund_house', value: `(?<house>${VALUE})` }]),
  listView('/mutual-funds/view/sort/:sort/:order', [{ key: 'sort', value: SORT }, { key: 'order', value: ORDER }]),
  listView('/mutual-funds/view/sort/:sort/desc', [{ key: 'sort', value: SORT }]),
  listView('/mutual-funds/view/sort/returns/:order', [{ key: 'order', value: ORDER }]),
];

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
    return { beforeFiles: LIST_VIEW_REWRITES, afterFiles: SERVICES.map(serviceRewrite), fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: CSP_HEADER, value: CSP },
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
