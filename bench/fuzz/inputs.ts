// Generated request parts for the route fuzzer (fast-check arbitraries): path values, query strings, JSON bodies
// and auth headers, each mixing plausible values (real ids from the database, field names the route's own
// validation names) with junk (unicode, NUL, very long strings, negative numbers, traversal, wrong types).
import fc from 'fast-check';

/** Values that look valid for this database: real ids, slugs, mobiles, codes (filled in by the target). */
export type Plausible = string[];

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '-9999999999999999999',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '../',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '%2e%2e%2f',
  '\uD800',
  '🙂🙂🙂',
  'नमस्ते',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '00000000-0000-0000-0000-000000000000',
  '9000000001',
  '+919000000001',
  '2026-02-30',
  '9999-12-31',
  '1970-01-01T00:00:00Z',
];

/** A string for a path segment, a query value or a body field. */
export function junkString(plausible: Plausible): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...plausible, 'en', 'hi') },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)) },
  );
}

/** Any JSON value, with the scalars a validator most often mistakes for one another. */
export function junkValue(plausible: Plausible): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: junkString(plausible) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308),
    },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.array(junkString(plausible), { maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 4,
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A path segment, sometimes left raw so that '..', '%00' and '/' reach the router as they are. */
export function pathValue(plausible: Plausible): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: junkString(plausible).map(
        (s) => encodeURIComponent(s.slice(0, 4000).toWellFormed()) || '%20',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '%00', '%2F', 'a%00b', '%ff%fe', '%E0%A4%A', '.', '%', '%%'),
    },
  );
}

/** A query string over the given field names (plus stray ones), repeated keys included. */
export function queryString(fields: string[], plausible: Plausible): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields, 'page', 'limit', 'q') },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const pair = fc.tuple(
    key,
    junkString(plausible).map((s) => s.slice(0, 3000)),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(pair, { maxLength: 6 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a=%00', 'page=%ff', '&&&=', 'limit=1e99&page=-5', 'q=%', '%=%'),
    },
  );
}

export interface BodyInput {
  contentType: string;
  text: string;
}

const json = (value: unknown): BodyInput => ({
  contentType: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});

/** A body: objects over the route's fields, any JSON, wrong types, a large string, or text that is not JSON. */
export function bodyInput(
  fields: string[],
  plausible: Plausible,
  maxBytes: number,
): fc.Arbitrary<BodyInput> {
  const names = fields.length > 0 ? fields : ['id', 'name'];
  const shaped = fc
    .dictionary(fc.constantFrom(...names), junkValue(plausible), { maxKeys: names.length + 1 })
    .map(json);
  const complete = fc
    .tuple(...names.map(() => junkValue(plausible)))
    .map((values) => json(Object.fromEntries(names.map((n, i) => [n, values[i]]))));
  const large = fc
    .constantFrom(...names)
    .map((n) => json({ [n]: 'ए'.repeat(Math.floor(maxBytes / 4)) }));
  return fc.oneof(
    { weight: 5, arbitrary: complete },
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    { weight: 1, arbitrary: large },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', 'not json', '\u0000', '[1,2', '{"__proto__":{"x":1}}', '')
        .map((text) => ({ contentType: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'text/plain', text })),
    },
    {
      weight: 1,
      arbitrary: queryString(names, plausible).map((text) => ({
        contentType: 'application/x-www-form-urlencoded',
        text,
      })),
    },
  );
}

/** Junk in the session headers: tokens, refresh tokens, roke, CSRF pair and cookies that mean nothing. */
export function junkHeaders(): fc.Arbitrary<Record<string, string>> {
  const token = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'a.b.c', 'Bearer x', '\u00ff\u00fe'),
    fc.base64String({ maxLength: 200 }),
  );
  const header = fc.record(
    {
      'access-token': token,
      'refresh-token': token,
      roke: token,
      'x-csrf-token': token,
      authorization: token.map((t) => `Bearer ${t}`),
      cookie: fc.tuple(token, token).map(([a, b]) => `zf_session=${a}; zf_csrf=${b}`),
      role: fc.constantFrom('user', 'expert', 'admin', 'rm', ''),
      'user-id': token,
    },
    { requiredKeys: [] },
  );
  // Header values must be ISO-8859-1 without CR/LF/NUL, or fetch refuses them before the app sees them.
  return header.map((h) =>
    Object.fromEntries(
      Object.entries(h).map(([k, v]) => [k, v.replace(/[^\x20-\x7e\x80-\xff]/g, '?')]),
    ),
  );
}
