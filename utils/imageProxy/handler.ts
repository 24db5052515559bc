// GET /api/image-proxy?url=… (pages/api/image-proxy.ts): an image from one of our own image hosts, re-served from
// our origin so that a <canvas> that draws it can still be exported. Written against Node's request and response,
// so the same handler runs under Next and in a plain test server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FetchImageDeps, ImageProxyRefusal, fetchImage } from './fetchImage';

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

export function createImageProxyHandler(deps: FetchImageDeps) {
  return async function imageProxy(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET') {
      res.setHeader('allow', 'GET');
      return send(res, 405, { status: 'failed', message: 'Method not allowed' });
    }
    const urls = new URL(req.url ?? '/', 'http://proxy.invalid').searchParams.getAll('url');
    if (urls.length !== 1 || !urls[0]) return send(res, 400, { status: 'failed', message: 'Give one image address as ?url=' });
    try {
      const image = await fetchImage(urls[0], deps);
      res.statusCode = 200;
      res.setHeader('content-type', image.type);
      res.setHeader('content-length', String(image.body.length));
      res.setHeader('cache-control', 'public, max-age=3600');
      // Opened on its own, the answer may do nothing but show the picture.
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader('x-content-type-options', 'nosniff');
      res.end(image.body);
    } catch (error) {
      if (error instanceof ImageProxyRefusal) return send(res, 400, { status: 'failed', message: error.message });
      return send(res, 502, { status: 'failed', message: 'The image could not be fetched' });
    }
  };
}
