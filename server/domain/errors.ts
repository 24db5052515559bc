// What a service says went wrong, in the domain's words. Services throw these and know nothing of HTTP; the
// app's one error handler (server/http/errors.ts) turns each kind into its status and the failure envelope.
/** One field's problem. */
export interface FieldError {
  /** Dotted path of the field ('items.0.amount'); '' for the value as a whole. */
  path: string;
  message: string;
}

/** Sentences several services share; the HTTP layer's own ones are in server/http/errors.ts. */
export const DOMAIN_MESSAGES = {
  notFound: 'Not found',
  unauthenticated: 'Please log in again',
  forbidden: 'You are not allowed to do this',
} as const;

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'refused'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'too_large'
  | 'unsupported_type'
  | 'gone';

export interface DomainErrorOptions {
  /** Per-field problems, answered as `errors`. */
  errors?: FieldError[];
  /** Extra fields some of the spec's failure answers carry beside the message (e.g. data.Attributes). */
  details?: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly errors?: FieldError[];
  readonly details?: Record<string, unknown>;

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.errors = options.errors;
    this.details = options.details;
  }
}

/** The caller sent something the rules refuse. */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
}

/** No valid session where one is needed. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/**
 * The session itself may not be used here (an investor's session on an advisor's route, a missing anti-forgery
 * pair). The spec's web client ends the session on a 403, so everyday refusals never use it: a record outside the
 * caller's reach is a NotFoundError, a business rule a RefusedError.
 */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/**
 * A known caller whose request a business rule refuses (ARN not validated, transactions not allowed, a link meant
 * for someone else): 422 with the rule's message, shown where the person acted. The session stays.
 */
export class RefusedError extends DomainError {
  readonly kind = 'refused';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The request clashes with what is stored (already registered, already liked, taken). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Too many attempts: the caller may try again after `retryAfterS` seconds. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  readonly retryAfterS: number;

  constructor(message: string, retryAfterS: number, options: DomainErrorOptions = {}) {
    super(message, options);
    this.retryAfterS = retryAfterS;
  }
}

/** An upload bigger than the rule allows (a KYC document over its size limit). */
export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
}

/** Content of a type the rule does not take, judged by the content itself, never by the file's name. */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported_type';
}

/** The record existed but can no longer be used (an expired or spent link). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** A provider we depend on (the SMS gateway) failed; trying later may work. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
