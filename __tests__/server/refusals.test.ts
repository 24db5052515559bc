// 403 means "this session may not be used here": the web app ends the session on it (spec). Everyday refusals are a
// 404 (a record out of reach) or a 422 (a business rule, RefusedError). This keeps the few 403s where they are
// (docs/ARCHITECTURE.md "Refusals"): a new one is a decision to write down there, not a habit.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(rel);
    return rel.endsWith('.ts') ? [rel] : [];
  });
}

/** Where a 403 is still right, and why. */
const ALLOWED_403 = {
  'server/auth/csrf.ts': 'a state-changing call without the anti-forgery pair: the session cannot be verified',
  'server/auth/requireAuth.ts': "a session whose role may not use the route (requireRole), or an advisor's without an advisor id",
  'server/services/node/orders/book.service.ts': "the advisors' order book for a session that is not an advisor's",
  'server/services/node/clients/rm.service.ts': "acting for an advisor from a session that is not an advisor's",
  'server/services/py/insurance/payment.service.ts': "the insurer's callback with a bad signature (no session; the web never calls it)",
  'server/services/py/insurance/payment.routes.ts': 'the same callback posted as a form',
};

it('answers 403 only where the session itself may not be used', () => {
  const found = sourcesUnder('server').filter((file) => /new ForbiddenError\(|,\s*403\)/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(found.sort()).toEqual(Object.keys(ALLOWED_403).sort());
});
