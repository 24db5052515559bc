/** @jest-environment node */
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { HSTS_VALUE, cacheKey, createPageCache, sharedMaxAge } from '@/scripts/page-cache.mjs';

const LIST_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';

/** A stand-in for Next's handler: renders a numbered answer per request, with what each path asks for. */
function app() {
  let renders = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/api/revalidate') {
      res.statusCode = url.searchParams.get('ok') === '0' ? 401 : 200;
      return res.end('{}');
    }
    res.statusCode = Number(url.searchParams.get('status') ?? 200);
    res.setHeader('Cache-Control', url.searchParams.get('cc') ?? LIST_CACHE_CONTROL);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'a=b');
    if (url.searchParams.has('nc')) res.setHeader('x-nextjs-cache', url.searchParams.get('nc')!);
    if (url.searchParams.has('vary')) res.setHeader('Vary', url.searchParams.get('vary')!);
    // As next.config.js does: HSTS only on answers that went out over HTTPS (the proxy in front says so).
    if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const body = `<html>render ${renders} of ${url.search}</html>`;
    if (String(req.headers['accept-encoding']).includes('gzip')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.write(gzipSync(body));
      return res.end();
    }
    // Written in two parts, as a streamed render is.
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  };
  return { handler, renders: () => renders };
}

let clock = 1_000_000;
let server: Server;
let base: string;
let target: ReturnType<typeof app>;
let cache: ReturnType<typeof createPageCache>;

beforeEach(async () => {
  clock = 1_000_000;
  target = app();
  cache = createPageCache({ maxBytes: 4096, now: () => clock });
  server = createServer((req, res) => {
    if (!cache.handle(req, res)) target.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

describe('the page cache of the fund list’s filtered views', () => {
  it('answers a repeated view from the cache, byte for byte with the same headers', async () => {
    // fetch asks for gzip unless told otherwise: plain bytes here, so that the length can be compared.
    const first = await get('/mutual-funds?category=Debt+Scheme', { 'accept-encoding': 'identity' });
    const firstBody = await first.text();
    const second = await get('/mutual-funds?category=Debt+Scheme', { 'accept-encoding': 'identity' });
    expect(await second.text()).toBe(firstBody);
    expect(first.headers.get('x-zf-page-cache')).toBe('miss');
    expect(second.headers.get('x-zf-page-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe(LIST_CACHE_CONTROL);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)));
    expect(target.renders()).toBe(1);
  });

  it('sends HSTS with an answer from the cache when that request came over HTTPS, and only then', async () => {
    const path = '/mutual-funds?category=Equity+Scheme';
    expect((await get(path, { 'x-forwarded-proto': 'http' })).headers.get('x-zf-page-cache')).toBe('miss');
    const secure = await get(path, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('x-zf-page-cache')).toBe('hit');
    expect(secure.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    // Filled over HTTPS, answered to plain HTTP: no HSTS.
    await get('/mutual-funds?category=Hybrid+Scheme', { 'x-forwarded-proto': 'https' });
    const plain = await get('/mutual-funds?category=Hybrid+Scheme');
    expect(plain.headers.get('x-zf-page-cache')).toBe('hit');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps another query, and a compressed answer, apart', async () => {
    await text('/mutual-funds?category=Debt+Scheme');
    expect(await text('/mutual-funds?category=Equity+Scheme')).toContain('render 2');
    const zipped = await fetch(`${base}/mutual-funds?category=Debt+Scheme`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(target.renders()).toBe(3);
    const again = await new Promise<Buffer>((resolve) => {
      // fetch would unzip: read the raw bytes to see that the kept body is the compressed one.
      httpGet(`${base}/mutual-funds?category=Debt+Scheme`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve(Buffer.concat(parts)));
      });
    });
    expect(gunzipSync(again).toString()).toContain('render 3');
    expect(target.renders()).toBe(3);
  });

  it('keeps a view only as long as its s-maxage', async () => {
    await text('/mutual-funds?plan=Direct');
    clock += 299_000;
    expect(await text('/mutual-funds?plan=Direct')).toContain('render 1');
    clock += 2_000;
    expect(await text('/mutual-funds?plan=Direct')).toContain('render 2');
  });

  it('keeps nothing a shared cache may not keep, nor failures, nor answers that set a cookie', async () => {
    for (const query of ['cc=private%2C+s-maxage%3D60', 'cc=no-store', 'cc=public%2C+max-age%3D60', 'status=503', 'cookie=1']) {
      await text(`/mutual-funds?${query}`);
      await text(`/mutual-funds?${query}`);
    }
    expect(target.renders()).toBe(10);
  });

  it('answers only the fund list’s address, and not for a request with credentials or a range', async () => {
    expect(await text('/mutual-funds')).toBe(await text('/mutual-funds'));
    for (const path of ['/about?x=1', '/api/market/funds?limit=1', '/mutual-funds/some-fund?x=1']) {
      await text(path);
      await text(path);
    }
    await text('/mutual-funds?a=1', { authorization: 'Bearer x' });
    await text('/mutual-funds?a=1', { authorization: 'Bearer x' });
    await text('/mutual-funds?a=1', { range: 'bytes=0-5' });
    expect(target.renders()).toBe(1 + 6 + 3);
    // Next's client-side data for the list is kept like the page.
    await text('/_next/data/build1/mutual-funds.json?category=Debt+Scheme');
    expect(await text('/_next/data/build1/mutual-funds.json?category=Debt+Scheme')).toContain('render 11');
  });

  it('keeps a render-cache page elsewhere for a visitor without cookies, unless Next is rebuilding it', async () => {
    const about = '/about?nc=HIT&cc=s-maxage%3D300%2C+stale-while-revalidate%3D31535700';
    await text(about);
    expect(await text(about)).toContain('render 1');
    // With a cookie the route guard may decide otherwise: always to the app, and never kept.
    expect(await text(about, { cookie: 'zf_session=x' })).toContain('render 2');
    const stale = '/about?nc=STALE&cc=s-maxage%3D300';
    await text(stale);
    expect(await text(stale)).toContain('render 4');
    // Not under /api/ or /_next/ (but the list's own data).
    await text('/api/x?nc=HIT&cc=s-maxage%3D300');
    expect(await text('/api/x?nc=HIT&cc=s-maxage%3D300')).toContain('render 6');
  });

  it('keeps nothing that varies by more than Accept-Encoding', async () => {
    await text('/mutual-funds?vary=User-Agent');
    expect(await text('/mutual-funds?vary=User-Agent')).toContain('render 2');
    await text('/mutual-funds?vary=Accept-Encoding');
    expect(await text('/mutual-funds?vary=Accept-Encoding')).toContain('render 3');
  });

  it('is emptied by a successful revalidation, not by a refused one', async () => {
    await text('/mutual-funds?category=Debt+Scheme');
    await fetch(`${base}/api/revalidate?ok=0`, { method: 'POST' });
    expect(await text('/mutual-funds?category=Debt+Scheme')).toContain('render 1');
    await fetch(`${base}/api/revalidate`, { method: 'POST' });
    expect(cache.stats().entries).toBe(0);
    expect(await text('/mutual-funds?category=Debt+Scheme')).toContain('render 4');
  });

  it('stays within its byte budget, dropping the least recently used view first', async () => {
    // Each answer is about 80 bytes with its key; 4096 bytes hold some dozens.
    for (let i = 0; i < 200; i += 1) await text(`/mutual-funds?page=${i}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4096);
    expect(cache.stats().entries).toBeGreaterThan(10);
    expect(await text('/mutual-funds?page=199')).toContain('render 200');
    expect(await text('/mutual-funds?page=0')).toContain('render 201');
  });
});

describe('its rules', () => {
  it('reads the shared max-age', () => {
    expect(sharedMaxAge(LIST_CACHE_CONTROL)).toBe(300);
    expect(sharedMaxAge('s-maxage=300, stale-while-revalidate=31535700')).toBe(300); // Next's render cache
    expect(sharedMaxAge('private, s-maxage=300')).toBe(0);
    expect(sharedMaxAge('public, s-maxage=300, no-store')).toBe(0);
    expect(sharedMaxAge('public, max-age=60')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });

  it('keys by address and Accept-Encoding', () => {
    const req = (url: string, headers = {}) => ({ method: 'GET', url, headers }) as IncomingMessage;
    expect(cacheKey(req('/mutual-funds?a=1', { 'accept-encoding': 'gzip' }))).toBe('/mutual-funds?a=1\ngzip');
    expect(cacheKey(req('/mutual-funds'))).toBe('/mutual-funds\n');
    expect(cacheKey(req('/mutual-funds', { cookie: 'a=b' }))).toBe('/mutual-funds\n');
    expect(cacheKey(req('/about', { cookie: 'a=b' }))).toBeNull();
    expect(cacheKey(req('/_next/static/chunks/a.js'))).toBeNull();
    expect(cacheKey({ ...req('/mutual-funds?a=1'), method: 'POST' } as IncomingMessage)).toBeNull();
  });
});
