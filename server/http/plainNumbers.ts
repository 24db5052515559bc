// Money travels as integer paise written in digits. JSON also allows 1e5 (and 1E+5, 5.0e4), which JSON.parse turns
// into 100000 silently, so a body written that way would be taken as an amount nobody typed: the calls that carry
// amounts refuse exponents in the text itself, before it is parsed (issue 31, item 8).
import { InvalidError } from '../domain/errors';

export const EXPONENT_MESSAGE = 'Write numbers in digits only: amounts like 1e5 are not taken';

/** Strings are blanked first, so an "e" inside text (a name, a UUID) never counts; what is left is JSON's own tokens. */
export function hasExponentNumber(json: string): boolean {
  return /\d[eE][+-]?\d/.test(json.replace(/"(?:[^"\\]|\\.)*"/g, '""'));
}

export function assertPlainNumbers(json: string): void {
  if (hasExponentNumber(json)) throw new InvalidError(EXPONENT_MESSAGE);
}
