// The image proxy's fetch (server only: node:http, node:https, node:dns). Every hop is checked the same way: the
// URL (checkImageUrl), then every address its host resolves to; the connection goes to the address that was
// checked (no second lookup an attacker's DNS could answer differently). Redirects are followed by hand, at most
// MAX_REDIRECTS, each one checked again; the body is capped at MAX_IMAGE_BYTES and the whole fetch at
// FETCH_TIMEOUT_MS.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIpLiteral, resolvedRefusal } from './address';
import { FETCH_TIMEOUT_MS, type ImageType, MAX_IMAGE_BYTES, MAX_REDIRECTS, imageTypeOf, sniffImageType } from './image';
import { type UrlPolicy, checkImageUrl } from './url';

/** A refusal the caller is told about (400 with this reason). */
export class ImageProxyRefusal extends Error {}

export interface FetchImageDeps {
  policy: UrlPolicy;
  /** Every address of a host name; default: the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Why an address is refused, or null; default: resolvedRefusal (public unicast only). Tests may widen it. */
  addressesRefusal?: (addresses: readonly string[]) => string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedImage {
  type: ImageType;
  body: Buffer;
}

const systemResolve = async (hostname: string) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

function checked(raw: string, policy: UrlPolicy, base?: URL): URL {
  const check = checkImageUrl(raw, policy, base);
  if (!check.ok) throw new ImageProxyRefusal(check.reason);
  return check.url;
}

/** A lookup that answers only the address already checked. */
const pinnedTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

async function addressOf(url: URL, deps: FetchImageDeps): Promise<string> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIpLiteral(host) ? [host] : await (deps.resolve ?? systemResolve)(host);
  } catch {
    throw new ImageProxyRefusal('The image host does not resolve');
  }
  const reason = (deps.addressesRefusal ?? resolvedRefusal)(addresses);
  if (reason) throw new ImageProxyRefusal(reason);
  return addresses[0];
}

function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: pinnedTo(address), signal, agent: false, headers: { accept: 'image/*' } }, resolve);
    request.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImageProxyRefusal(`The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function fetchHops(raw: string, deps: FetchImageDeps, signal: AbortSignal): Promise<FetchedImage> {
  const maxBytes = deps.maxBytes ?? MAX_IMAGE_BYTES;
  let url = checked(raw, deps.policy);
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(url, await addressOf(url, deps), signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) throw new ImageProxyRefusal(`More than ${MAX_REDIRECTS} redirects`);
      url = checked(response.headers.location, deps.policy, url);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new ImageProxyRefusal(`The image host answered ${status}`);
    }
    const type = imageTypeOf(response.headers['content-type']);
    if (!type) {
      response.destroy();
      throw new ImageProxyRefusal(`Not an image: content type ${response.headers['content-type'] ?? 'missing'}`);
    }
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      throw new ImageProxyRefusal(`The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`);
    }
    const body = await readCapped(response, maxBytes);
    if (sniffImageType(body) !== type) throw new ImageProxyRefusal('The file is not the image its content type says');
    return { type, body };
  }
}

export async function fetchImage(raw: string, deps: FetchImageDeps): Promise<FetchedImage> {
  const timeoutMs = deps.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchHops(raw, deps, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ImageProxyRefusal(`The image took longer than ${timeoutMs / 1000} seconds`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
