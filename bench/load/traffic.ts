// The simulated people: visitors who browse public pages (and count a view on the articles they open), and
// logged-in investors who like and comment on articles and videos and, when their KYC lets them buy, add SIPs and
// lumpsums to their cart, through the web origin (/api/…, with the session cookie and the anti-forgery pair, as the
// browser sends them). Every answer is recorded; every write the backend acknowledged is kept for the check against
// the database afterwards.
import type { Ack, Target } from './database';
import { addToCart } from './cartTraffic';
import { cookieOf } from '../cookies';
import { API, WEB } from './servers';

export interface Sample {
  kind: string;
  status: number;
  ms: number;
  /** When the request was sent and when its answer (or failure) came, ms since the epoch. */
  start: number;
  at: number;
  /** Why there was no answer (status 0): 'TimeoutError', 'ECONNREFUSED', 'UND_ERR_SOCKET' (connection closed)… */
  error?: string;
  /** The x-request-id sent with an /api call: the backend keeps it in its log (LOG_LEVEL=info), see backendLog.ts. */
  rid?: string;
}

/** Request ids of this run: the process id and a counter, so that runs appending to one backend log do not mix. */
const RID_PREFIX = `bench-${process.pid}-${Date.now().toString(36)}-`;
let ridCount = 0;

export class Recorder {
  samples: Sample[] = [];
  acks: Ack[] = [];
  /** A 2xx comment whose answer did not list it (kept for the check by its text). */
  unlisted = 0;
  /** A cart add answered without its item id, with a cart that does not add up, or a retry naming another item. */
  cartAnomalies: string[] = [];
  /** The start of each 5xx answer: the backend's JSON envelope, or the web app's own page when its proxy failed. */
  serverErrors: string[] = [];
  /** When this bench process's own event loop ran late by more than 200 ms, and by how much. */
  benchStalls: { at: number; ms: number }[] = [];

  async request(kind: string, url: string, init: RequestInit = {}): Promise<Response | undefined> {
    const started = performance.now();
    const start = Date.now();
    const rid = url.includes('/api/') ? `${RID_PREFIX}${++ridCount}` : undefined;
    const headers = rid
      ? { ...(init.headers as Record<string, string>), 'x-request-id': rid }
      : init.headers;
    try {
      const res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
        ...init,
        headers,
      });
      const body = await res.arrayBuffer();
      this.samples.push({
        kind,
        status: res.status,
        ms: performance.now() - started,
        start,
        at: Date.now(),
        rid,
      });
      if (res.status >= 500)
        this.serverErrors.push(
          `${kind} ${res.status}: ${new TextDecoder().decode(body).slice(0, 160)}`,
        );
      return new Response(body, { status: res.status, headers: res.headers });
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      this.samples.push({
        kind,
        status: 0,
        ms: performance.now() - started,
        start,
        at: Date.now(),
        error: e.cause?.code ?? e.name,
        rid,
      });
      return undefined;
    }
  }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const pause = (meanMs: number) => new Promise((r) => setTimeout(r, meanMs * (0.5 + Math.random())));

export interface Site {
  fundPath: string;
  articles: Target[];
  videos: Target[];
}

/** The backend's own /health, straight to its port once a second: is the backend or the web app the slow one? */
export async function prober(rec: Recorder, until: number): Promise<void> {
  while (Date.now() < until) {
    await rec.request('probe backend /health (direct)', `${API}/health`);
    await pause(1000);
  }
}

export async function visitor(
  rec: Recorder,
  site: Site,
  until: number,
  thinkMs: number,
): Promise<void> {
  const pages = ['/', '/mutual-funds', site.fundPath, '/m', '/videos', '/questions', '/experts'];
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) {
      const article = pick(site.articles.filter((a) => a.slug));
      await rec.request('page /m/[slug]', `${WEB}/m/${article.slug}`);
      await rec.request(
        'api article view',
        `${WEB}/api/node/article/view`,
        json('PUT', { article_id: article.id }),
      );
    } else if (roll < 0.35) {
      await rec.request(
        'api search',
        `${WEB}/api/search/administration/v2/search`,
        json('POST', { query: pick(['sip', 'tax', 'elss', 'nav', 'flexi']) }),
      );
    } else {
      const page = pick(pages);
      await rec.request(
        `page ${page === site.fundPath ? '/mutual-funds/[slug]' : page}`,
        WEB + page,
      );
    }
    await pause(thinkMs);
  }
}

function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

export interface Investor {
  mobile: string;
  userId: string;
  /** KYC verified: may add purchases to a cart (others would be refused with the KYC message). */
  buys: boolean;
  headers: Record<string, string>;
}

/** The login a person does on /account/user: sendotp and verifyotp through the web app, the code from the outbox. */
export async function loginInvestor(
  mobile: string,
  facts: { userId: string; buys: boolean },
): Promise<Investor> {
  const sent = await fetch(
    `${WEB}/api/node/user/auth/sendotp`,
    json('POST', { mobile_no: mobile, type: 'login' }),
  );
  if (!sent.ok) throw new Error(`sendotp ${mobile}: ${sent.status} ${await sent.text()}`);
  const otp = (
    (await (await fetch(`${API}/node/dev/otp/${mobile}`)).json()) as { data: { otp: string } }
  ).data.otp;
  const res = await fetch(
    `${WEB}/api/node/user/auth/verifyotp`,
    json('POST', { mobile_no: mobile, otp, device_type: 'web', platform: 'web', type: 'login' }),
  );
  if (!res.ok) throw new Error(`verifyotp ${mobile}: ${res.status} ${await res.text()}`);
  const csrf = cookieOf(res, 'zf_csrf');
  return {
    mobile,
    ...facts,
    headers: {
      cookie: `zf_session=${cookieOf(res, 'zf_session')}; zf_csrf=${csrf}`,
      'x-csrf-token': csrf,
    },
  };
}

let sequence = 0;

export async function investor(
  rec: Recorder,
  site: Site,
  who: Investor,
  until: number,
  thinkMs: number,
): Promise<void> {
  while (Date.now() < until) {
    const target = Math.random() < 0.75 ? pick(site.articles) : pick(site.videos);
    const idKey = `${target.kind}_id`;
    // A buyer's actions are a third each likes, comments and cart adds; the others' half likes, half comments.
    const roll = Math.random() * (who.buys ? 3 : 2);
    if (roll >= 2) {
      await addToCart(rec, who);
    } else if (roll < 1) {
      const res = await rec.request(
        `write ${target.kind} like`,
        `${WEB}/api/node/${target.kind}/like`,
        json('PUT', { [idKey]: target.id }, who.headers),
      );
      if (res?.ok)
        rec.acks.push({
          kind: 'like',
          target: target.kind,
          targetId: target.id,
          mobile: who.mobile,
        });
    } else {
      const text = `load ${who.mobile} ${++sequence} ${Math.random().toString(36).slice(2, 8)}`;
      const res = await rec.request(
        `write ${target.kind} comment`,
        `${WEB}/api/node/${target.kind}/comment`,
        json('PUT', { [idKey]: target.id, comment: text }, who.headers),
      );
      if (res?.ok) {
        const body = (await res.json()) as {
          data?: { Attributes?: { comments?: { id: string; comment: string }[] } };
        };
        const id = body.data?.Attributes?.comments?.find((c) => c.comment === text)?.id;
        if (!id) rec.unlisted++;
        rec.acks.push({
          kind: 'comment',
          target: target.kind,
          targetId: target.id,
          mobile: who.mobile,
          text,
          id,
        });
      }
    }
    await pause(thinkMs);
  }
}
