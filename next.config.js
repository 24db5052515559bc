// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const BACKEND_URL = process.env.BACKEND_URL || 'http://127.0.0.1:4000';

/**
 * A public key the browser sends (it identifies the app, it is no secret): the event-tracking key and the py
 * service's key (x-api-key of the insurance cart). Unless the environment names it, the build takes the backend's
 * generated key from <DATA_DIR or .data>/<fileName>, creating it first if the backend has not run yet (the same
 * file and format as server/auth/apiKeys.ts; scripts/run-all.mjs rebuilds when the file is newer than the build).
 * @param {string} fileName
 * @param {(string | undefined)[]} fromEnv
 */
function publicApiKey(fileName, fromEnv) {
  const given = fromEnv.find(Boolean);
  if (given) return given;
  const file = path.resolve(process.env.DATA_DIR || '.data', fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

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
const API_ORIGINS = [
  ...new Set(
    SERVICES.concat('cart')
      .map((s) => (process.env[`NEXT_PUBLIC_${s.toUpperCase()}_API_URL`] ?? '').trim())
      .filter((url) => /^https?:\/\//i.test(url))
      .flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
  ),
];
const CSP = [
  `script-src 'self'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src ${["'self'", ...API_ORIGINS].join(' ')}`,
  "frame-src 'self' blob: https://www.youtube-nocookie.com",
  "media-src 'self' blob:",
  "form-action 'self'",
].join('; ');
const CSP_HEADER = process.env.CSP_REPORT_ONLY === '1' ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';

const SORT = '(?<sort>returns|returns_3y|returns_5y|nav|name)';
const ORDER = '(?<order>asc|desc)';
/** One path segment (utils/funds/listViews.ts VIEW_VALUE_PATTERN). */
const VALUE = '[^/?#%]+';
/** Rendered per request: pages/mutual-funds/filtered.tsx. */
const PER_REQUEST = '/mutual-funds/filtered';

/**
 * @param {string} destination
 * @param {Record<string, string | undefined>} has query keys that must be present (with a value matching the pattern)
 */
const listRule = (destination, has) => ({
  source: '/mutual-funds',
  has: Object.entries(has).map(([key, value]) => ({ type: /** @type {const} */ ('query'), key, ...(value ? { value } : {}) })),
  destination,
});

/**
 * The fund list's address is /mutual-funds?<filters>. The plain list (pages/mutual-funds/[[...slug]].tsx) and the views of
 * one category, one fund house or one order (pages/mutual-funds/view/[[...view]].tsx) come from the render cache;
 * any other combination is rendered per request. The first rule that matches wins (on the server and in the browser's
 * router: afterFiles stop at the first rule that lands on a page), so the rules that send a query
 * to the per-request page come first. Only `has` is used: the browser's router ignores `missing` (Next leaves it
 * out of the client's copy of the rewrites), and both sides must resolve an address the same way.
 */
const LIST_VIEW_REWRITES = [
  ...['q', 'sub_category', 'plan', 'option', 'page', 'amc'].map((key) => listRule(PER_REQUEST, { [key]: undefined })),
  ...[['category', 'fund_house'], ['category', 'sort'], ['category', 'order'], ['fund_house', 'sort'], ['fund_house', 'order']].map(
    ([a, b]) => listRule(PER_REQUEST, { [a]: undefined, [b]: undefined }),
  ),
  listRule('/mutual-funds/view/category/:category', { category: `(?<category>${VALUE})` }),
  listRule(PER_REQUEST, { category: undefined }),
  listRule('/mutual-funds/view/fund_house/:house', { fund_house: `(?<house>${VALUE})` }),
  listRule(PER_REQUEST, { fund_house: undefined }),
  listRule('/mutual-funds/view/sort/:sort/:order', { sort: SORT, order: ORDER }),
  listRule('/mutual-funds/view/sort/:sort/desc', { sort: SORT }),
  listRule('/mutual-funds/view/sort/returns/:order', { order: ORDER }),
  listRule(PER_REQUEST, { sort: undefined }),
  listRule(PER_REQUEST, { order: undefined }),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // CI checks the types of the whole project (npm run typecheck) before it builds, and sets BUILD_SKIP_TYPECHECK=1
  // so that next build does not check them a second time. Everyone else's build still checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  env: {
    NEXT_PUBLIC_ANALYTICS_API_KEY: publicApiKey('analytics-api-key', [process.env.NEXT_PUBLIC_ANALYTICS_API_KEY, process.env.ANALYTICS_API_KEY]),
    NEXT_PUBLIC_PY_API_KEY: publicApiKey('insurance-api-key', [process.env.NEXT_PUBLIC_PY_API_KEY, process.env.INSURANCE_API_KEY]),
    // One ARN on both sides (utils/distributor.ts): the backend reads DISTRIBUTOR_ARN, the web app this copy of it.
    NEXT_PUBLIC_DISTRIBUTOR_ARN: process.env.DISTRIBUTOR_ARN || '',
  },
  poweredByHeader: false,
  // No ETags: Next hashes the whole HTML in JavaScript (FNV-1a over every character) on every answer, about
  // 8% of the server's CPU on /about (15 KB), five times as long on a 76 KB fund list. A page rendered per request
  // carries a fresh CSP nonce, so its ETag never repeats and no 304 could ever be sent; for the cached pages a 304
  // would only spare a browser's revalidation the body. Files (public/, /_next/static) lose theirs too but keep
  // Last-Modified, so a browser still gets its 304 (If-Modified-Since); /_next/static is immutable anyway.
  generateEtags: false,
  // For profiling the client bundles (bench/profile.mjs); off by default so that sources are not published.
  productionBrowserSourceMaps: process.env.ZF_SOURCE_MAPS === '1',
  images: {
    // The product's device widths, image widths 16 to 384, quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async rewrites() {
    // The list rules are afterFiles, not beforeFiles: Next (server and browser router alike) tries afterFiles only
    // for a path that is no page file, and /mutual-funds is none (pages/mutual-funds/[[...slug]].tsx is a dynamic
    // route, which Next resolves after them). So /about, / and every other page file skip all twenty of them; as
    // beforeFiles they were tried on every request, and Next's page handler compiles each rule's pattern anew each
    // time (about 75 µs a request, a tenth of what serving /about from the render cache costs).
    return { beforeFiles: [], afterFiles: [...LIST_VIEW_REWRITES, ...SERVICES.map(serviceRewrite)], fallback: [] };
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
