/** @jest-environment node */
// The web server takes the site header out of the HTML of an address that asks for none (issue 33, item 3), by the
// same rule as the layout table.
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropSiteHeader, hidesHeader, prepareRequest, withoutSiteHeader } from '@/scripts/no-header.mjs';
import { selectLayout } from '@/utils/layout';
import { readPageQuery } from '@/utils/query';

const PAGE = '<html><body><a href="#main">Skip</a><header class="h" data-site-header=""><nav><a href="/">ZF</a></nav></header><main id="main">body</main></body></html>';

describe('hidesHeader', () => {
  it.each([
    '/?noHeader=true',
    '/?noHeader',
    '/?noHeader=1',
    '/health_insurance?noHeader=yes',
    '/code_of_conduct?noHeader=true&mob=1',
    '/about?noHeader=true',
    '/zf-partner/mutual-funds',
    '/m/ZF-Partner-guide',
    '/',
    '/about',
    '/?noHeader=false',
    '/?noheader=true',
    '/mutual-funds?q=zf-partner',
  ])('agrees with the layout table on %s', (url) => {
    const parsed = new URL(url, 'http://x');
    const layout = selectLayout({ pathname: parsed.pathname, query: readPageQuery(parsed.searchParams) });
    expect([url, hidesHeader(url)]).toEqual([url, !layout.showHeader]);
  });
});

describe('withoutSiteHeader', () => {
  it('takes out the marked header and nothing else', () => {
    expect(withoutSiteHeader(PAGE)).toBe('<html><body><a href="#main">Skip</a><main id="main">body</main></body></html>');
    const other = '<html><header class="article">Title</header></html>';
    expect(withoutSiteHeader(other)).toBe(other);
  });
});

describe('in front of the page handler', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (prepareRequest(req)) dropSiteHeader(req, res);
      // As Next sends a prerendered page: its length and entity tag set, then the body in one end().
      const json = req.url?.startsWith('/_next/data');
      const body = json ? '{"header":"<header data-site-header>"}' : PAGE;
      res.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.setHeader('ETag', '"full"');
      res.setHeader('x-accept-encoding', String(req.headers['accept-encoding'] ?? ''));
      if (req.url?.includes('head=1')) res.writeHead(200, { 'Content-Length': String(Buffer.byteLength(body)), 'X-Sent': 'head' });
      res.write(body.slice(0, 40));
      res.end(body.slice(40));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchText = (path: string) =>
    new Promise<{ body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"full"' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ body, headers: res.headers }));
      }).on('error', reject);
    });

  it('sends the page without its header, uncompressed, with its own length and no entity tag', async () => {
    const { body, headers } = await fetchText('/code_of_conduct?noHeader=true');
    expect(body).not.toContain('<header');
    expect(body).toContain('<main id="main">body</main>');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(headers.etag).toBeUndefined();
    expect(headers['x-accept-encoding']).toBe('');
  });

  it('also when the status and headers are sent with writeHead before the body', async () => {
    const { body, headers } = await fetchText('/?noHeader=true&head=1');
    expect(body).not.toContain('<header');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(headers['x-sent']).toBe('head');
  });

  it('leaves other addresses and other content types alone', async () => {
    const plain = await fetchText('/code_of_conduct');
    expect(plain.body).toBe(PAGE);
    expect(plain.headers.etag).toBe('"full"');
    const data = await fetchText('/_next/data/b/code_of_conduct.json?noHeader=true');
    expect(data.body).toBe('{"header":"<header data-site-header>"}');
  });
});
