// Posting limits per person, in any 10 minutes, before 429: questions, answers and comments on answers
// (QUESTION_LIMIT_10MIN, ANSWER_LIMIT_10MIN, COMMENT_LIMIT_10MIN), and comments and likes on articles and videos
// (CONTENT_COMMENT_LIMIT_10MIN, CONTENT_LIKE_LIMIT_10MIN). Counted from the rows themselves (see rateLimit.ts).
import { positiveInt } from '../config';
import { enforceLimit } from './rateLimit';

export const POSTING_WINDOW_MS = 10 * 60 * 1000;
/** Same window for reactions; kept as its own name where the reaction code reads it. */
export const REACTION_WINDOW_MS = POSTING_WINDOW_MS;

export type PostKind = 'question' | 'answer' | 'comment';
export type PostingLimits = Record<PostKind, number>;
export const DEFAULT_POSTING_LIMITS: PostingLimits = { question: 5, answer: 20, comment: 30 };

export type ReactionKind = 'comment' | 'like';
export type ReactionLimits = Record<ReactionKind, number>;
export const DEFAULT_REACTION_LIMITS: ReactionLimits = { comment: 10, like: 30 };

type Env = Record<string, string | undefined>;

export function postingLimitsFromEnv(env: Env = process.env): PostingLimits {
  return {
    question: positiveInt(env.QUESTION_LIMIT_10MIN, DEFAULT_POSTING_LIMITS.question, 'QUESTION_LIMIT_10MIN'),
    answer: positiveInt(env.ANSWER_LIMIT_10MIN, DEFAULT_POSTING_LIMITS.answer, 'ANSWER_LIMIT_10MIN'),
    comment: positiveInt(env.COMMENT_LIMIT_10MIN, DEFAULT_POSTING_LIMITS.comment, 'COMMENT_LIMIT_10MIN'),
  };
}

export function reactionLimitsFromEnv(env: Env = process.env): ReactionLimits {
  return {
    comment: positiveInt(env.CONTENT_COMMENT_LIMIT_10MIN, DEFAULT_REACTION_LIMITS.comment, 'CONTENT_COMMENT_LIMIT_10MIN'),
    like: positiveInt(env.CONTENT_LIKE_LIMIT_10MIN, DEFAULT_REACTION_LIMITS.like, 'CONTENT_LIKE_LIMIT_10MIN'),
  };
}

const PLURAL: Record<PostKind | ReactionKind, string> = { question: 'questions', answer: 'answers', comment: 'comments', like: 'likes' };
const inMinutes = (retryAfterS: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The sentence a person sees with the 429: what the limit is and when to try again. */
export function tooManyPostsMessage(kind: PostKind, limit: number, retryAfterS: number): string {
  return `You can post at most ${limit} ${limit === 1 ? kind : PLURAL[kind]} in 10 minutes. Please try again in ${inMinutes(retryAfterS)}.`;
}

export function tooManyReactionsMessage(kind: ReactionKind, limit: number, retryAfterS: number): string {
  return `You can leave at most ${limit} ${PLURAL[kind]} in 10 minutes. Please try again in ${inMinutes(retryAfterS)}.`;
}

/** 429 with Retry-After once `times` (this person's posts of the kind, oldest first) hold `limit` inside the window. */
export function enforcePostingLimit(kind: PostKind, times: readonly Date[], limit: number, now: Date): void {
  enforceLimit(times, { max: limit, windowMs: POSTING_WINDOW_MS }, now, (s) => tooManyPostsMessage(kind, limit, s));
}

export function enforceReactionLimit(kind: ReactionKind, times: readonly Date[], limit: number, now: Date): void {
  enforceLimit(times, { max: limit, windowMs: REACTION_WINDOW_MS }, now, (s) => tooManyReactionsMessage(kind, limit, s));
}
