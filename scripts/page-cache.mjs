// The shared cache in front of the web app's public pages (issue 17), inside the web server.
//
// /mutual-funds with a combination of filters that is not a cached view is rendered per request
// (pages/mutual-funds/filtered.tsx, about 1,100 elements) and says so itself: `Cache-Control: public, s-maxage=300`,
// any shared cache may keep it five minutes. A CDN in front would; this keeps such answers the same way when there is
// none, so that a view people share or a crawler revisits is rendered once, not on every request.
//
// Pages from Next's render cache (the plain list and its views, fund pages, /about, …: `s-maxage=N` and an
// x-nextjs-cache header) are kept the same way: Next holds their HTML already, but every request still goes through its
// routing (the matchers of rewrites, headers and middleware), which cost a static page a third of its speed.
//
// Kept: answers of GET and HEAD, status 200, with an `s-maxage` (which lets a shared cache keep an answer; RFC 9111
// 5.2.2.10) and neither `private` nor `no-store`, no Set-Cookie, no Vary but Accept-Encoding, for requests without
// Authorization or Range; per address and Accept-Encoding (the body may be compressed), for the s-maxage, within a
// byte budget (least recently used first out). Besides the list's address (and its /_next/data JSON), only render-cache
// answers (x-nextjs-cache HIT or MISS: not STALE, which Next is rebuilding) to requests without cookies, so that the
// route guard (middleware.ts), which decides by the session cookie, sees every request it could decide differently;
// nothing under /api/ or /_next/. A successful POST /api/revalidate (the market data changed) empties it.
// Every answer it could keep says x-zf-page-cache: hit or miss.

const LIST_PATH = /^\/(?:_next\/data\/[^/]+\/)?mutual-funds(?:\.json)?$/;
const REVALIDATE_PATH = '/api/revalidate';
const NEVER_KEPT = /^\/(?:api|_next)\//;

/** The HSTS header of next.config.js, for answers from the cache to a request that came over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Seconds a shared cache may keep the answer, or 0 when it may not. */
export function sharedMaxAge(cacheControl) {
  const directives = String(cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The fund list's address (page or data), kept whatever cookies come with it: the route guard never runs there. */
export function isListRequest(req) {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return LIST_PATH.test(query < 0 ? url : url.slice(0, query));
}

/** The cache key of a request it may answer, or null. */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization || req.headers.range) return null;
  const url = req.url ?? '';
  if (!isListRequest(req) && (req.headers.cookie || NEVER_KEPT.test(url))) return null;
  return `${url}\n${req.headers['accept-encoding'] ?? ''}`;
}

/** Whether an answer, with the headers it went out with, may be kept. */
export function mayKeep(statusCode, headers, listRequest) {
  if (statusCode !== 200 || headers['set-cookie'] || sharedMaxAge(headers['cache-control']) === 0) return false;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return false;
  if (listRequest) return true;
  const renderCache = String(headers['x-nextjs-cache'] ?? '').toUpperCase();
  return renderCache === 'HIT' || renderCache === 'MISS';
}

/**
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** key → { status, headers, body, expires, size }; a Map keeps insertion order, so the first key is the oldest use. */
  const entries = new Map();
  let bytes = 0;

  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const store = (key, entry) => {
    if (entry.size > maxBytes / 4) return; // one huge answer must not empty the cache
    remove(key);
    entries.set(key, entry);
    bytes += entry.size;
    while (bytes > maxBytes) remove(entries.keys().next().value);
  };

  /** Answers from the cache and returns true, or returns false and records the answer as it goes out. */
  function handle(req, res) {
    if (req.method === 'POST' && req.url?.split('?')[0] === REVALIDATE_PATH) {
      res.on('finish', () => res.statusCode === 200 && clear());
      return false;
    }
    const key = cacheKey(req);
    if (!key) return false;
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      entries.delete(key);
      entries.set(key, entry); // most recently used
      res.writeHead(entry.status, {
        ...entry.headers,
        // HSTS follows the request, not the one that filled the cache (next.config.js sends it over HTTPS only).
        ...(req.headers['x-forwarded-proto'] === 'https' ? { 'strict-transport-security': HSTS_VALUE } : {}),
        'content-length': String(entry.body.length),
        age: String(Math.floor((now() - entry.stored) / 1000)),
        'x-zf-page-cache': 'hit',
      });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    }
    if (entry) remove(key);
    record(req, res, key, isListRequest(req));
    return false;
  }

  function record(req, res, key, listRequest) {
    res.setHeader('x-zf-page-cache', 'miss');
    if (req.method === 'HEAD') return;
    const chunks = [];
    let headers = null;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    };
    const { write, end, writeHead } = res;
    res.writeHead = function (...args) {
      const result = writeHead.apply(this, args);
      headers = { ...res.getHeaders() };
      return result;
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.on('finish', () => {
      const sent = headers ?? res.getHeaders();
      if (!mayKeep(res.statusCode, sent, listRequest)) return;
      const seconds = sharedMaxAge(sent['cache-control']);
      const body = Buffer.concat(chunks);
      const kept = { ...sent };
      // Sent afresh with each answer from the cache (the body's length as it is kept, not how it was streamed).
      for (const name of ['x-zf-page-cache', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'strict-transport-security']) delete kept[name];
      store(key, { status: 200, headers: kept, body, stored: now(), expires: now() + seconds * 1000, size: body.length + key.length });
    });
  }

  function clear() {
    entries.clear();
    bytes = 0;
  }

  return { handle, clear, stats: () => ({ entries: entries.size, bytes }) };
}
