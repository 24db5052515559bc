// Pages asked for without the site header (`?noHeader`, or a partner distributor's marker in the path) get none in
// the server's HTML, not only after hydration (issue 33, item 3). Most public pages are prerendered (getStaticProps or
// static), so Next renders them once without their query and cannot leave the header out for one address; the web
// server (scripts/web-server.mjs) takes the site header out of such an answer as it goes out. The browser's first
// render reads the same address (components/layout/AppLayout.tsx), so it hydrates the page as sent.
//
// The rule is utils/layout.ts's (noHeader as utils/query.ts reads a flag, or the marker anywhere in the path);
// __tests__/scripts/noHeader.test.ts holds the two to the same answers.

/** utils/layout.ts DISTRIBUTOR_MARKER. */
const MARKER = (process.env.NEXT_PUBLIC_DISTRIBUTOR_MARKER || 'zf-partner').toLowerCase();

/** The site header as the layout renders it: PublicHeader and ExpertHeader mark their <header> so (and nest none). */
const SITE_HEADER = /<header\b[^>]*\bdata-site-header\b[^>]*>[\s\S]*?<\/header>/;

/** Whether the address asks for no site header: a noHeader flag (present, '', true, 1, y, yes) or the marker. */
export function hidesHeader(url) {
  const parsed = new URL(url ?? '/', 'http://x');
  const flag = parsed.searchParams.get('noHeader');
  const asked = flag !== null && ['', 'true', '1', 'y', 'yes'].includes(flag.trim().toLowerCase());
  return asked || parsed.pathname.toLowerCase().includes(MARKER);
}

/** The HTML without its site header (unchanged when it has none). */
export function withoutSiteHeader(html) {
  return html.replace(SITE_HEADER, '');
}

/**
 * Before the page cache and Next see the request: an answer that will lose its header is asked for uncompressed
 * (so its HTML can be read) and in full (no 304 for the version with a header).
 */
export function prepareRequest(req) {
  if (!hidesHeader(req.url)) return false;
  delete req.headers['accept-encoding'];
  delete req.headers['if-none-match'];
  return true;
}

/** Holds the answer back until it ends, then sends its HTML without the site header (other answers unchanged). */
export function dropSiteHeader(req, res) {
  if (req.method !== 'GET') return;
  const chunks = [];
  const { setHeader, writeHead, end } = res;
  // The length and the entity tag are those of the page with its header.
  res.setHeader = function (name, value) {
    const lower = String(name).toLowerCase();
    if (lower === 'content-length' || lower === 'etag') return this;
    return setHeader.call(this, name, value);
  };
  // Next may send its status and headers with writeHead before the body: they are set on the answer instead, so
  // they go out with the shortened body.
  res.writeHead = function (statusCode, reason, headers) {
    res.statusCode = statusCode;
    const fields = typeof reason === 'string' ? headers : reason;
    if (typeof reason === 'string') res.statusMessage = reason;
    if (Array.isArray(fields)) {
      const pairs = Array.isArray(fields[0]) ? fields : fields.flatMap((v, i) => (i % 2 ? [] : [[v, fields[i + 1]]]));
      for (const [name, value] of pairs) res.setHeader(name, value);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    return this;
  };
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    let body = Buffer.concat(chunks);
    const type = String(res.getHeader('content-type') ?? '');
    if (type.includes('text/html') && !res.getHeader('content-encoding')) {
      body = Buffer.from(withoutSiteHeader(body.toString('utf8')), 'utf8');
    }
    // Node sends the headers through writeHead itself (implicitly, on end): the real one again from here on.
    res.writeHead = writeHead;
    res.removeHeader('etag');
    if (!res.headersSent) setHeader.call(res, 'content-length', String(body.length));
    return end.call(this, body, done);
  };
}
