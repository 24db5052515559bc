// Failure answers: {status: 'failed', message, errors?}. Callers' mistakes get a 4xx with a message a person
// can act on; anything unexpected is logged here and answered 500 without details.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from './env';
import { type FieldError, validationFailure } from './validationMessages';

export const MESSAGES = {
  notFound: 'Not found',
  serverError: 'Something went wrong',
  badJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  unauthenticated: 'Please log in again',
  forbidden: 'You are not allowed to do this',
} as const;

export interface FailureBody {
  status: 'failed';
  message: string;
  errors?: FieldError[];
}

/** Throw from any handler or middleware; the app answers with its status and message. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function failure(message: string, errors?: FieldError[]): FailureBody {
  return errors ? { status: 'failed', message, errors } : { status: 'failed', message };
}

export function notFoundHandler(c: Context<AppEnv>) {
  return c.json(failure(MESSAGES.notFound), 404);
}

export function errorHandler(error: Error, c: Context<AppEnv>) {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(failure(error.message, error.errors), error.status);
  }
  if (error instanceof ZodError) return c.json(validationFailure(error), 400);
  if (error instanceof HTTPException && error.status < 500) {
    // Raised by Hono's own helpers (e.g. its JSON validator) with English meant for developers.
    const message = /malformed json/i.test(error.message) ? MESSAGES.badJson : error.message || 'Bad request';
    return c.json(failure(message), error.status as ContentfulStatusCode);
  }
  const requestId = c.get('requestId');
  const log = c.get('logger');
  log?.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json({ ...failure(MESSAGES.serverError), request_id: requestId }, 500);
}
