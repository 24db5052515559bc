/**
 * @jest-environment node
 */
// The image proxy against real local servers: a redirect to 127.0.0.1 (or the metadata address, or an allowed name
// that resolves privately) is refused and never reached; size, time, type and redirect-count limits hold.
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from '@/pages/api/image-proxy';
import { resolvedRefusal } from '@/utils/imageProxy/address';
import { type FetchImageDeps, fetchImage } from '@/utils/imageProxy/fetchImage';
import { createImageProxyHandler } from '@/utils/imageProxy/handler';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2ee6a9b0000000049454e44ae426082', 'hex');

async function listen(listener: RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let target: { server: http.Server; port: number };
let targetHits = 0;
let images: { server: http.Server; port: number };
let proxy: { server: http.Server; port: number };
let deps: FetchImageDeps;

beforeAll(async () => {
  target = await listen((_req, res) => {
    targetHits += 1;
    res.end('secret');
  });
  images = await listen((req, res) => {
    const redirect = (location: string) => res.writeHead(302, { location }).end();
    switch (req.url) {
      case '/photo.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      case '/to-loopback':
        return redirect(`https://127.0.0.1:${target.port}/secret`);
      case '/to-decimal':
        return redirect(`https://2130706433:${target.port}/secret`);
      case '/to-decimal-relative':
        return redirect(`//0x7f.0.0.1:${target.port}/secret`);
      case '/to-metadata':
        return redirect('https://169.254.169.254/latest/meta-data/');
      case '/to-private-name':
        return redirect(`https://internal.test:${images.port}/photo.png`);
      case '/to-photo':
        return redirect('/photo.png');
      case '/loop':
        return redirect('/loop');
      case '/html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      case '/fake.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"/>');
      case '/big-declared':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(2000) }).end(Buffer.alloc(2000));
      case '/big-streamed':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.concat([PNG, Buffer.alloc(2000)]));
      case '/slow':
        return; // never answers
      default:
        return res.writeHead(404).end();
    }
  });
  const origin = `http://images.test:${images.port}`;
  deps = {
    policy: { hosts: ['images.test', 'internal.test'], siteOrigin: origin },
    resolve: async (name) => (name === 'images.test' ? ['127.0.0.1'] : ['93.184.216.34', '10.0.0.7']),
    // The test's image server is on loopback; only its name may use it. Everything else is checked as in production.
    addressesRefusal: (addresses) => (addresses.length === 1 && addresses[0] === '127.0.0.1' ? null : resolvedRefusal(addresses)),
    timeoutMs: 500,
    maxBytes: 1000,
  };
  proxy = await listen(createImageProxyHandler(deps));
});

afterAll(async () => {
  for (const s of [target, images, proxy]) await new Promise((resolve) => s?.server.close(resolve));
});

async function viaProxy(port: number, url: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/image-proxy?url=${encodeURIComponent(url)}`);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}
const message = (r: { body: Buffer }) => (JSON.parse(r.body.toString()) as { message: string }).message;
const at = (path: string) => `http://images.test:${images.port}${path}`;

describe('GET /api/image-proxy', () => {
  it('serves an image from an allowed host, following a checked redirect', async () => {
    const direct = await viaProxy(proxy.port, at('/photo.png'));
    expect(direct).toMatchObject({ status: 200, type: 'image/png' });
    expect(direct.body.equals(PNG)).toBe(true);
    expect((await viaProxy(proxy.port, at('/to-photo'))).status).toBe(200);
  });

  it('refuses a redirect to 127.0.0.1 and never reaches it', async () => {
    const res = await viaProxy(proxy.port, at('/to-loopback'));
    expect(res.status).toBe(400);
    expect(message(res)).toBe('Loopback addresses are refused');
    expect(message(await viaProxy(proxy.port, at('/to-decimal')))).toBe('IP addresses written in decimal, octal or hex are refused');
    expect(message(await viaProxy(proxy.port, at('/to-decimal-relative')))).toBe('IP addresses written in decimal, octal or hex are refused');
    expect(targetHits).toBe(0);
  });

  it('refuses a redirect to the metadata address and to a name that resolves to a private address', async () => {
    expect(message(await viaProxy(proxy.port, at('/to-metadata')))).toBe('Link-local and metadata addresses are refused');
    expect(message(await viaProxy(proxy.port, at('/to-private-name')))).toBe(
      'The image host resolves to a refused address: private network addresses are refused',
    );
  });

  it('refuses more than 3 redirects, non-images, lying content types, big bodies and slow hosts', async () => {
    expect(message(await viaProxy(proxy.port, at('/loop')))).toBe('More than 3 redirects');
    expect(message(await viaProxy(proxy.port, at('/html')))).toBe('Not an image: content type text/html');
    expect(message(await viaProxy(proxy.port, at('/fake.png')))).toBe('The file is not the image its content type says');
    await expect(fetchImage(at('/big-declared'), deps)).rejects.toThrow(/larger than/);
    await expect(fetchImage(at('/big-streamed'), deps)).rejects.toThrow(/larger than/);
    const slow = await viaProxy(proxy.port, at('/slow'));
    expect(slow.status).toBe(400);
    expect(message(slow)).toBe('The image took longer than 0.5 seconds');
  });

  it('asks for exactly one url and GET only', async () => {
    expect((await fetch(`http://127.0.0.1:${proxy.port}/api/image-proxy`)).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${proxy.port}/api/image-proxy?url=a&url=b`)).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${proxy.port}/api/image-proxy?url=x`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the deployed handler (pages/api/image-proxy.ts)', () => {
  it('answers 400 for the backend on loopback: /api/image-proxy?url=http://127.0.0.1:4000/health', async () => {
    const deployed = await listen(handler as unknown as RequestListener);
    try {
      const res = await viaProxy(deployed.port, 'http://127.0.0.1:4000/health');
      expect(res.status).toBe(400);
      expect(message(res)).toBe('Loopback addresses are refused');
    } finally {
      await new Promise((resolve) => deployed.server.close(resolve));
    }
  });
});
