// Turns zod issues into sentences a person understands. Messages written into a schema (such as the spec's
// 'Not a valid number') are kept as they are; only zod's built-in English for developers is replaced.
import type { z } from 'zod';
import type { FieldError } from '../domain/errors';

export type { FieldError };

export interface ValidationFailureBody {
  status: 'failed';
  message: string;
  errors: FieldError[];
}

/** What the value as a whole is called when an issue has no path. */
export type InputPart = 'body' | 'query' | 'params';
const WHOLE: Record<InputPart, string> = { body: 'The request body', query: 'The query', params: 'The address' };

function label(path: readonly PropertyKey[], part: InputPart): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (last === undefined) return path.length ? `Item ${String(path[path.length - 1])}` : WHOLE[part];
  const words = String(last)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

function sizeWords(origin: unknown, n: number | bigint): string {
  if (origin === 'string') return `${n} character${Number(n) === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${Number(n) === 1 ? '' : 's'}`;
  return String(n);
}

/** A zod error map for one parse: used only where the schema did not say its own message. */
export function humanErrorMap(part: InputPart) {
  return (issue: z.core.$ZodRawIssue): string | undefined => {
    const name = label(issue.path ?? [], part);
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return `${name} is required`;
        return `${name} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
      case 'too_small': {
        const n = sizeWords(issue.origin, issue.minimum);
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${name} cannot be empty`;
        if (issue.origin === 'string' || issue.origin === 'array') return `${name} must have at least ${n}`;
        return `${name} must be at least ${n}`;
      }
      case 'too_big': {
        const n = sizeWords(issue.origin, issue.maximum);
        if (issue.origin === 'string' || issue.origin === 'array') return `${name} can have at most ${n}`;
        return `${name} must be at most ${n}`;
      }
      case 'invalid_format':
        if (issue.format === 'regex') return `${name} is not in the right format`;
        return `${name} is not a valid ${issue.format.replace(/_/g, ' ')}`;
      case 'invalid_value':
        return `${name} must be one of: ${issue.values.map(String).join(', ')}`;
      case 'not_multiple_of':
        return `${name} must be a multiple of ${String(issue.divisor)}`;
      case 'unrecognized_keys':
        return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
      case 'invalid_union':
        return `${name} is not valid`;
      default:
        return `${name} is not valid`;
    }
  };
}

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationFailure(error: z.ZodError): ValidationFailureBody {
  const errors = fieldErrorsOf(error);
  return { status: 'failed', message: errors[0]?.message ?? 'The request is not valid', errors };
}
