// zod validation for bodies, params and queries. A failure answers 400 {status:'failed', message, errors}
// through the app's error handler; handlers read the parsed value with c.req.valid('json' | 'param' | 'query').
import type { Env, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { InvalidError } from '../domain/errors';
import { MESSAGES } from './errors';
import { assertPlainNumbers } from './plainNumbers';
import { type InputPart, fieldErrorsOf, humanErrorMap } from './validationMessages';

type Target = 'json' | 'param' | 'query';
const PART: Record<Target, InputPart> = { json: 'body', param: 'params', query: 'query' };

type Validated<T extends Target, S extends z.ZodType> = {
  in: { [K in T]: K extends 'json' ? z.input<S> : { [key: string]: string | string[] } };
  out: { [K in T]: z.output<S> };
};

/** Parses a value or throws the InvalidError (400) a caller's mistake deserves. */
export async function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart = 'body'): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(value, { error: humanErrorMap(part) });
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  throw new InvalidError(errors[0]?.message ?? 'The request is not valid', { errors });
}

/**
 * Reads the body as JSON whatever the Content-Type says (clients forget it), so that a body that is not JSON
 * is always answered 'Request body is not valid JSON' rather than silently read as empty. An empty body is {}.
 */
export async function readJsonBody(raw: string): Promise<unknown> {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidError(MESSAGES.badJson);
  }
}

function validator<T extends Target, S extends z.ZodType>(target: T, schema: S, plainNumbers = false): MiddlewareHandler<Env, string, Validated<T, S>> {
  return async (c, next) => {
    let value: unknown;
    if (target === 'json') {
      const raw = await c.req.text();
      if (plainNumbers) assertPlainNumbers(raw);
      value = await readJsonBody(raw);
    }
    else if (target === 'param') value = c.req.param();
    else value = queryObject(c.req.queries());
    const parsed = await parseInput(schema, value, PART[target]);
    c.req.addValidatedData(target as keyof ValidationTargets, parsed as never);
    await next();
  };
}

/** Repeated keys (?a=1&a=2) become arrays; single keys stay strings. */
function queryObject(all: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}

export const validateJson = <S extends z.ZodType>(schema: S) => validator('json', schema);
/** For bodies that carry amounts: numbers in exponent form (1e5) are refused, not read as 100000. */
export const validateMoneyJson = <S extends z.ZodType>(schema: S) => validator('json', schema, true);
export const validateParams = <S extends z.ZodType>(schema: S) => validator('param', schema);
export const validateQuery = <S extends z.ZodType>(schema: S) => validator('query', schema);
