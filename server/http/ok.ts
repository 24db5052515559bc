// Success answers: {status: 'success', data, message?}. Every route answers through ok() so that the envelope
// is written once; the few spec answers that carry fields beside `data` (OTP send, login) pass them as `extra`.
import type { Context } from 'hono';

export interface OkOptions {
  message?: string;
  /** 201 for a created record; 202 for a request accepted that someone else must still act on. */
  status?: 200 | 201 | 202;
  /** Fields the spec's clients read at the top level of the answer (e.g. challenge_id, fallback_from). */
  extra?: Record<string, unknown>;
}

export function okBody<T>(data: T, { message, extra }: Omit<OkOptions, 'status'> = {}) {
  return {
    status: 'success' as const,
    ...(message === undefined ? {} : { message }),
    ...(data === undefined ? {} : { data }),
    ...extra,
  };
}

/** `data` undefined leaves the field out (e.g. logout answers only a message). */
export function ok<T>(c: Context, data: T, messageOrOptions?: string | OkOptions) {
  const options = typeof messageOrOptions === 'string' ? { message: messageOrOptions } : (messageOrOptions ?? {});
  return c.json(okBody(data, options), options.status ?? 200);
}
