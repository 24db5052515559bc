// Posting limits per person (issue 6, item 4): how many questions, answers and comments one account may post in
// any 10 minutes before 429. Counted from the rows themselves, so the limit holds across restarts and across
// several backend processes sharing one database. Deployments may tune them with
// QUESTION_LIMIT_10MIN, ANSWER_LIMIT_10MIN and COMMENT_LIMIT_10MIN.
export type PostKind = 'question' | 'answer' | 'comment';

export type PostingLimits = Record<PostKind, number>;

export const POSTING_WINDOW_MS = 10 * 60 * 1000;

export const DEFAULT_POSTING_LIMITS: PostingLimits = { question: 5, answer: 20, comment: 30 };

const ENV_NAMES: Record<PostKind, string> = {
  question: 'QUESTION_LIMIT_10MIN',
  answer: 'ANSWER_LIMIT_10MIN',
  comment: 'COMMENT_LIMIT_10MIN',
};

const PLURAL: Record<PostKind, string> = { question: 'questions', answer: 'answers', comment: 'comments' };

export function postingLimitsFromEnv(env: Record<string, string | undefined> = process.env): PostingLimits {
  const read = (kind: PostKind): number => {
    const raw = env[ENV_NAMES[kind]];
    if (raw === undefined || raw === '') return DEFAULT_POSTING_LIMITS[kind];
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${ENV_NAMES[kind]} must be a positive whole number, got "${raw}"`);
    return n;
  };
  return { question: read('question'), answer: read('answer'), comment: read('comment') };
}

/** The sentence a person sees with the 429: what the limit is and when to try again. */
export function tooManyPostsMessage(kind: PostKind, limit: number, retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return (
    `You can post at most ${limit} ${limit === 1 ? kind : PLURAL[kind]} in 10 minutes. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}
