// Posting limits per person for article and video reactions (issue 6): how many comments and likes one account may
// leave in any 10 minutes before 429. Counted from the rows themselves, so the limit holds across restarts and
// across several backend processes sharing one database. CONTENT_COMMENT_LIMIT_10MIN and CONTENT_LIKE_LIMIT_10MIN
// tune them.
import { RateLimitedError } from '../../../domain/errors';

export type ReactionKind = 'comment' | 'like';
export type ReactionLimits = Record<ReactionKind, number>;

export const REACTION_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_REACTION_LIMITS: ReactionLimits = { comment: 10, like: 30 };

const ENV_NAMES: Record<ReactionKind, string> = { comment: 'CONTENT_COMMENT_LIMIT_10MIN', like: 'CONTENT_LIKE_LIMIT_10MIN' };
const PLURAL: Record<ReactionKind, string> = { comment: 'comments', like: 'likes' };

export function reactionLimitsFromEnv(env: Record<string, string | undefined> = process.env): ReactionLimits {
  const read = (kind: ReactionKind): number => {
    const raw = env[ENV_NAMES[kind]];
    if (raw === undefined || raw === '') return DEFAULT_REACTION_LIMITS[kind];
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${ENV_NAMES[kind]} must be a positive whole number, got "${raw}"`);
    return n;
  };
  return { comment: read('comment'), like: read('like') };
}

export function tooManyReactionsMessage(kind: ReactionKind, limit: number, retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `You can leave at most ${limit} ${PLURAL[kind]} in 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Throws 429 (with Retry-After) when `times` (this person's earlier posts of the kind inside the window, oldest
 * first) already hold `limit` posts; the next one may come when the oldest counted one leaves the window.
 */
export function assertWithinLimit(kind: ReactionKind, times: readonly Date[], limit: number, now: Date): void {
  const since = now.getTime() - REACTION_WINDOW_MS;
  const inside = times.filter((t) => t.getTime() > since);
  if (inside.length < limit) return;
  const retryAt = inside[inside.length - limit].getTime() + REACTION_WINDOW_MS;
  const retryAfterS = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  throw new RateLimitedError(tooManyReactionsMessage(kind, limit, retryAfterS), retryAfterS);
}
