// Issue 18, hole 2, for a web app that faces visitors itself: the backend's per-address limits count each
// visitor of the web origin by the address their connection came from (scripts/web-server.mjs tells it), not
// one address for everybody and not whatever a visitor writes in X-Forwarded-For.
// Each visitor is played by a connection from its own loopback address (127.x.y.z all reach this machine).
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

const LEAD_LIMIT = 5;
const webUrl = new URL(process.env.E2E_BASE_URL || 'http://localhost:3000');
// The demo listens on 127.0.0.1 (scripts/run-all.mjs): connect there, whatever name the base URL uses.
const WEB_HOST = webUrl.hostname === 'localhost' ? '127.0.0.1' : webUrl.hostname;

/** A distributor enquiry through the web origin, sent from `from` (a loopback address of its own). */
function postLead(from: string, seq: number, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({
    name: 'Meera Iyer',
    mobile_no: `97${String(Date.now() + seq).slice(-8)}`,
    city: 'Pune',
    product: 'mutual-fund-distributor',
    source: 'mutual-fund-distributor',
    data: { stage: 'preparing_nism', consent: true },
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: WEB_HOST,
        port: webUrl.port || 80,
        localAddress: from,
        method: 'POST',
        path: '/api/node/user/leadsignup/product',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A loopback address no earlier run used within the limit's hour. */
function freshLoopback(): string {
  const n = Math.floor(Math.random() * 250) + 2;
  const m = Math.floor(Math.random() * 250) + 2;
  return `127.${n}.${m}.`;
}

test('each visitor of the web origin has an allowance of their own that a forged X-Forwarded-For cannot reset', async () => {
  const prefix = freshLoopback();
  const first = `${prefix}10`;
  const second = `${prefix}11`;

  const statuses: number[] = [];
  for (let i = 0; i <= LEAD_LIMIT; i += 1) statuses.push(await postLead(first, i));
  expect(statuses).toEqual([...Array(LEAD_LIMIT).fill(200), 429]);

  // The same visitor claiming to be someone else is still counted as themselves.
  expect(await postLead(first, 10, { 'x-forwarded-for': '203.0.113.8', 'x-zf-peer': 'forged 203.0.113.8' })).toBe(429);

  // Another visitor is not refused because the first one used up their allowance.
  expect(await postLead(second, 20)).toBe(200);
});
