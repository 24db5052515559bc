// Failure answers: {status: 'failed', message, errors?}. Callers' mistakes get a 4xx with a message a person
// can act on; anything unexpected is logged here and answered 500 without details.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { DOMAIN_MESSAGES, DomainError, type DomainErrorKind } from '../domain/errors';
import type { AppEnv } from './env';
import { type FieldError, validationFailure } from './validationMessages';

export const MESSAGES = {
  ...DOMAIN_MESSAGES,
  serverError: 'Something went wrong',
  badJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
} as const;

export interface FailureBody {
  status: 'failed';
  message: string;
  errors?: FieldError[];
}

export function failure(message: string, errors?: FieldError[]): FailureBody {
  return errors ? { status: 'failed', message, errors } : { status: 'failed', message };
}

/** The one place where a domain error becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  refused: 422,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  too_large: 413,
  unsupported_type: 415,
  gone: 410,
};

function domainFailure(error: DomainError, c: Context<AppEnv>) {
  if ('retryAfterS' in error && typeof error.retryAfterS === 'number') c.header('Retry-After', String(error.retryAfterS));
  return c.json({ ...failure(error.message, error.errors), ...error.details }, STATUS_OF[error.kind]);
}

export function notFoundHandler(c: Context<AppEnv>) {
  return c.json(failure(MESSAGES.notFound), 404);
}

// PostgreSQL error classes that mean "the caller sent a value that cannot be stored", not "the server broke".
const DB_CODES: Record<string, { status: ContentfulStatusCode; message: string }> = {
  '22P02': { status: 400, message: 'Some of the values sent are not valid' }, // invalid text representation
  '22003': { status: 400, message: 'A number sent is out of range' },
  '22007': { status: 400, message: 'A date sent is not valid' },
  '22008': { status: 400, message: 'A date sent is out of range' },
  '22001': { status: 400, message: 'A value sent is too long' },
  // NUL in text (invalid byte sequence) or in JSON (unsupported Unicode escape): routes should have refused it.
  '22021': { status: 400, message: 'A value sent contains characters that cannot be stored' },
  '22P05': { status: 400, message: 'A value sent contains characters that cannot be stored' },
  '23505': { status: 409, message: 'This already exists' },
  '23503': { status: 409, message: 'This refers to something that does not exist or is still in use' },
};

/** Drizzle wraps driver errors (cause chain); both pg and PGlite carry the SQLSTATE in `code`. */
function databaseMistake(error: unknown): { status: ContentfulStatusCode; message: string } | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_CODES[code]) return DB_CODES[code];
  }
  return undefined;
}

export function errorHandler(error: Error, c: Context<AppEnv>) {
  if (error instanceof DomainError) return domainFailure(error, c);
  if (error instanceof ZodError) return c.json(validationFailure(error), 400);
  if (error instanceof HTTPException && error.status < 500) {
    // Raised by Hono's own helpers (e.g. its JSON validator) with English meant for developers.
    const message = /malformed json/i.test(error.message) ? MESSAGES.badJson : error.message || 'Bad request';
    return c.json(failure(message), error.status as ContentfulStatusCode);
  }
  const log = c.get('logger');
  // A route that read the body itself (c.req.json()) and got something that is not JSON.
  if (error instanceof SyntaxError && /JSON/.test(error.message)) return c.json(failure(MESSAGES.badJson), 400);
  const mapped = databaseMistake(error);
  if (mapped) {
    // A safety net only: routes validate first, so log it to find the route that let the value through.
    log?.warn({ err: error, method: c.req.method, path: c.req.path }, 'database refused a value');
    return c.json(failure(mapped.message), mapped.status);
  }
  const requestId = c.get('requestId');
  log?.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json({ ...failure(MESSAGES.serverError), request_id: requestId }, 500);
}
