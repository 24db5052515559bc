// HMAC-SHA256 over the callback's subject, id, outcome and nonce. Compared in constant time; a field changed, or a
// signature made with another secret, fails.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CallbackFields, CallbackOutcome, CallbackSubject } from './types';

function mac(secret: string, subject: CallbackSubject, id: string, outcome: CallbackOutcome, nonce: string): Buffer {
  // Length-prefixed fields, so 'a|b' + 'c' can never sign the same text as 'a' + 'b|c'.
  const text = [subject, id, outcome, nonce].map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', `zf-payments:${secret}`).update(text).digest();
}

export function signFields(secret: string, subject: CallbackSubject, id: string, outcome: CallbackOutcome): CallbackFields {
  const nonce = randomBytes(16).toString('base64url');
  return { subject, id, outcome, nonce, signature: mac(secret, subject, id, outcome, nonce).toString('base64url') };
}

export function verifyFields(secret: string, fields: CallbackFields): boolean {
  const expected = mac(secret, fields.subject, fields.id, fields.outcome, fields.nonce);
  const given = Buffer.from(fields.signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
