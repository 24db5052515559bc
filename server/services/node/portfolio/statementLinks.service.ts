// One-time links to a portfolio statement (docs/PORTFOLIO.md "Statement"). The PDF is made when the link is asked
// for and kept in the database (never on one backend's disk: several copies serve the link), so that:
// - the person who opens it gets exactly the statement that was shared, dated, not figures that moved since;
// - opening a link costs a read, not a PDF build: a stranger with a link cannot make the server work;
// - the bytes are cleared on the one download or at expiry (the row stays: who shared which statement, when).
// Only the token's SHA-256 is stored, as for cart links and KYC consents.
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../db/actor';
import type { Identity } from '../../../auth';
import { GoneError, NotFoundError } from '../../../domain/errors';
import { allowedAgainAt, retryAfterSeconds } from '../../../limits/rateLimit';
import { RateLimitedError } from '../../../domain/errors';
import { type StatementLink, type StatementQuery, STATEMENT_MESSAGES, statementLinkPath } from '../../../../utils/portfolio/wire';
import { hashToken } from '../cart/links.service';
import { todayIn } from './portfolio.deps';
import { statementPdf } from './statement.pdf';
import { clearExpiredStatements, insertStatementLink, linkTimesOf, spendStatementLink } from './statement.repo';
import { type StatementDeps, statementContent, statementFileName, statementPeriod } from './statement.service';
import type { Download } from './transactions.service';

export const STATEMENT_LINK_TTL_MS = 7 * 24 * 3_600_000;
const TEN_MINUTES_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;
/** Each link builds a PDF and stores it: enough for an advisor sending statements to a whole book in a day. */
export const STATEMENT_LINK_LIMITS = [
  { max: 20, windowMs: TEN_MINUTES_MS },
  { max: 200, windowMs: DAY_MS },
] as const;

async function assertLinkAllowed(deps: StatementDeps, creatorUserId: string, now: Date) {
  const times = await linkTimesOf(deps.db, creatorUserId, new Date(now.getTime() - DAY_MS));
  for (const limit of STATEMENT_LINK_LIMITS) {
    const retryAt = allowedAgainAt(times, limit, now);
    if (!retryAt) continue;
    const seconds = retryAfterSeconds(retryAt, now);
    const span = limit.windowMs === DAY_MS ? 'a day' : '10 minutes';
    const wait = Math.max(1, Math.ceil(seconds / 60));
    throw new RateLimitedError(
      `You can create at most ${limit.max} statement links in ${span}. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      seconds,
    );
  }
}

export async function createStatementLink(
  deps: StatementDeps,
  userId: string,
  caller: Identity,
  actor: Actor,
  q: StatementQuery,
): Promise<StatementLink> {
  const now = deps.now();
  const creator = actor.userId ?? caller.userId;
  await assertLinkAllowed(deps, creator, now);
  const period = statementPeriod(q, todayIn(now));
  const content = await statementContent(deps, userId, caller, period);
  const pdf = await statementPdf(content);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STATEMENT_LINK_TTL_MS);
  await clearExpiredStatements(deps.db, now);
  await insertStatementLink(deps.db, {
    tokenHash: hashToken(token),
    userId,
    fromDate: period.from,
    toDate: period.to,
    fy: period.fy,
    filename: statementFileName(content),
    pdf,
    expiresAt,
    createdBy: actor.kind,
    createdByUserId: creator,
    createdAt: now,
  });
  return { path: statementLinkPath(token), expires_at: expiresAt.toISOString(), ...period };
}

/** The statement, once: a second download or one after 7 days is 410 with a plain sentence. */
export async function downloadStatementLink(deps: StatementDeps, token: string): Promise<Download> {
  const now = deps.now();
  const row = await spendStatementLink(deps.db, hashToken(token), now);
  if (!row) throw new NotFoundError(STATEMENT_MESSAGES.linkNotFound);
  if (row.usedAt) throw new GoneError(STATEMENT_MESSAGES.linkGone);
  if (row.expiresAt.getTime() <= now.getTime() || !row.pdf) throw new GoneError(STATEMENT_MESSAGES.linkExpired);
  return { body: new Uint8Array(row.pdf), contentType: 'application/pdf', filename: row.filename };
}
