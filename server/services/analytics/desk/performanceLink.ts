// A link an advisor sends a client to their portfolio report (the transaction statement PDF): stateless, signed
// with a key derived from the auth secret, valid for 7 days. Nothing is stored, so it cannot be revoked early;
// it names only the client and the expiry, and opens only the PDF.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertExpertMapped } from '../../../auth';
import { GoneError, NotFoundError } from '../../../domain/errors';
import { transactionsDownload } from '../../node/portfolio/transactions.service';
import { transactionsQuery } from '../../node/portfolio/portfolio.schemas';
import type { DeskDeps } from './desk.deps';

export const LINK_DAYS = 7;
const NOT_VALID = 'This link is not valid';
export const LINK_EXPIRED = 'This link has expired. Ask your advisor for a new one.';

interface LinkClaims {
  u: string;
  e: number;
}

function signature(secret: string, payload: string): Buffer {
  // A key of its own, so a link's signature can never stand in for a session token's.
  return createHmac('sha256', `zf-performance-link:${secret}`).update(payload).digest();
}

export function signLink(secret: string, userId: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expiresAt.getTime() } satisfies LinkClaims)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The client the link names: 404 for a token that is not ours, 410 once it has expired. */
export function verifyLink(secret: string, token: string, now: Date): string {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) throw new NotFoundError(NOT_VALID);
  const expected = signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError(NOT_VALID);
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
  } catch {
    throw new NotFoundError(NOT_VALID);
  }
  if (typeof claims.u !== 'string' || typeof claims.e !== 'number') throw new NotFoundError(NOT_VALID);
  if (now.getTime() >= claims.e) throw new GoneError(LINK_EXPIRED);
  return claims.u;
}

export async function createPerformanceLink(deps: DeskDeps, expertId: string, userId: string) {
  await assertExpertMapped(deps.db, expertId, userId);
  const expiresAt = new Date(deps.now().getTime() + LINK_DAYS * 24 * 60 * 60_000);
  const token = signLink(deps.config.authSecret, userId, expiresAt);
  return { link: `${deps.config.analyticsPublicBase}/rm/performance-data/${token}`, expires_at: expiresAt.toISOString() };
}

export async function performanceReport(deps: DeskDeps, token: string) {
  const userId = verifyLink(deps.config.authSecret, token, deps.now());
  return transactionsDownload(deps, userId, transactionsQuery.parse({ format: 'pdf' }), 'pdf');
}
