/** Reusable field schemas; the object schemas of each form are built from these. */
import { z } from './z';
import { ARN_LENGTH, OTP_LENGTH, TEXT_LIMIT } from './constants';
import { freeOfControlCharacters } from './controlCharacters';
import { textLength } from './input';
import { MESSAGES } from './messages';

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A missing field reads as empty; any other wrong type gets `invalid`. */
function stringOf(empty: string, invalid: string = empty) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? empty : invalid) });
}

const nonEmpty = (empty: string, invalid: string) => stringOf(empty, invalid).trim().min(1, { error: empty, abort: true });
const noControlCharacters = { error: MESSAGES.controlCharacters, abort: true };
const isMultiLine = (text: string) => freeOfControlCharacters(text, { multiLine: true });

/** Trimmed, non-empty text on one line; whitespace alone counts as empty. */
export function requiredText(empty: string, invalid: string = empty) {
  return nonEmpty(empty, invalid).refine((text) => freeOfControlCharacters(text), noControlCharacters);
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional line of text such as a filter (name, city, search): blank means "not set". */
export function optionalLine(max: number, tooLong: string) {
  const line = z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((text) => freeOfControlCharacters(text), noControlCharacters);
  return z.preprocess(blankToUndefined, line.optional());
}

export function withinTextLimit(text: string): boolean {
  return textLength(text) <= TEXT_LIMIT;
}

/** Any text up to the 5000-character limit (may be empty), line breaks allowed. */
export const limitedTextSchema = z
  .string()
  .refine(isMultiLine, noControlCharacters)
  .refine(withinTextLimit, { error: MESSAGES.textTooLong });

/** Required free text within the limit, line breaks allowed, e.g. a question or an answer. */
export function requiredLimitedText(empty: string) {
  return nonEmpty(empty, empty).refine(isMultiLine, noControlCharacters).refine(withinTextLimit, { error: MESSAGES.textTooLong });
}

export const mobileSchema = requiredText(MESSAGES.mobileEmpty, MESSAGES.mobileInvalid).regex(MOBILE_PATTERN, {
  error: MESSAGES.mobileInvalid,
});

/** Letters of any script (with their marks), then letters, spaces, dots, apostrophes and hyphens. */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const fullNameSchema = requiredText(MESSAGES.nameEmpty)
  .refine((name) => NAME_CHARACTERS.test(name), { error: MESSAGES.nameCharacters, abort: true })
  .refine((name) => name.split(/\s+/).length >= 2, { error: MESSAGES.fullNameRequired });

export const otpSchema = requiredText(MESSAGES.otpEmpty, MESSAGES.otpInvalid).regex(OTP_PATTERN, {
  error: MESSAGES.otpInvalid,
});

/**
 * Optional ARN: absent or blank gives undefined; otherwise exactly 6 characters. Written the way the app shows it
 * ('ARN-245871', AMFI's own form) it is read as its 6 characters.
 */
export const arnSchema = stringOf(MESSAGES.arnInvalid)
  .trim()
  .transform((arn) => arn.replace(/^ARN[-\s]*/i, ''))
  .refine((arn) => arn === '' || textLength(arn) === ARN_LENGTH, { error: MESSAGES.arnInvalid })
  .nullish()
  .transform((arn) => (arn ? arn : undefined));

/** Numbers arrive as text from inputs and as numbers from JSON; both are read as text first. */
export function asText(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}
