// Sends generated requests to one route as one persona and judges each answer: a status of 500 or more, a body
// that shows a stack trace or a source path, or an answer slower than the limit is a finding.
import fc from 'fast-check';
import { type BodyInput, bodyInput, junkHeaders, pathValue, queryString } from './inputs';
import { type App, type Route, type Session, fillPath, login, paramNames } from './target';

export type Persona = 'anonymous' | 'investor' | 'expert';

export interface Sample {
  path: string;
  query: string;
  body?: BodyInput;
  headers: Record<string, string>;
}

export interface Outcome {
  route: string;
  persona: Persona;
  status: number;
  ms: number;
  stack: boolean;
  /** The request carried a NUL character (raw or %00): reported apart, since databases refuse to store one. */
  nul: boolean;
  sample: Sample;
  answer: string;
}

/** A V8 stack line ('    at fn (/x/y.ts:1:2)') or a source file path with a line number. */
const STACK = /(^|\n|\\n)\s*at [^\n]*:\d+:\d+|(\/[\w.@-]+)+\.(ts|tsx|js|mjs|cjs):\d+/;
const NUL = /\u0000|\\u0000|%00/i;

export interface RouteInputs {
  fields: string[];
  plausible: string[];
  maxBodyBytes: number;
}

export function sampleArbitrary(
  route: Route,
  persona: Persona,
  inputs: RouteInputs,
): fc.Arbitrary<Sample> {
  const params = paramNames(route.path);
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc.record({
    path: fc
      .tuple(...params.map(() => pathValue(inputs.plausible)))
      .map((values) => fillPath(route.path, values)),
    query: queryString(inputs.fields, inputs.plausible),
    body: hasBody
      ? bodyInput(inputs.fields, inputs.plausible, inputs.maxBodyBytes)
      : fc.constant(undefined),
    headers: persona === 'anonymous' ? fc.oneof(fc.constant({}), junkHeaders()) : fc.constant({}),
  });
}

export function generate(
  route: Route,
  persona: Persona,
  inputs: RouteInputs,
  runs: number,
  seed: number,
): Sample[] {
  return fc.sample(sampleArbitrary(route, persona, inputs), { numRuns: runs, seed });
}

function hasNul(sample: Sample): boolean {
  return (
    NUL.test(sample.path) ||
    NUL.test(sample.query) ||
    NUL.test(sample.body?.text ?? '') ||
    Object.values(sample.headers).some((v) => NUL.test(v))
  );
}

/** Logged-in personas keep their session: a logout (or a session the fuzzing ended) is followed by a new login. */
export class Personas {
  constructor(
    private readonly app: App,
    private readonly sessions: Partial<Record<Persona, Session>>,
  ) {}

  headers(persona: Persona): Record<string, string> {
    return this.sessions[persona]?.headers ?? {};
  }

  async renewIfLost(persona: Persona, route: Route, status: number): Promise<void> {
    const session = this.sessions[persona];
    if (!session) return;
    if (status === 401 || (route.path.endsWith('/logout') && status < 300))
      this.sessions[persona] = await login(this.app, session.mobile);
  }
}

export async function send(
  app: App,
  route: Route,
  persona: Persona,
  sample: Sample,
  personas: Personas,
): Promise<Outcome> {
  const headers: Record<string, string> = { ...personas.headers(persona), ...sample.headers };
  if (sample.body) headers['content-type'] = sample.body.contentType;
  const url = `http://localhost${sample.path}${sample.query ? `?${sample.query}` : ''}`;
  const started = performance.now();
  let status: number;
  let answer: string;
  try {
    const res = await app.request(url, { method: route.method, headers, body: sample.body?.text });
    answer = await res.text();
    status = res.status;
  } catch (error) {
    // app.request itself threw (e.g. a URL the Request constructor refuses): the server never saw it.
    status = -1;
    answer = String(error);
  }
  const ms = performance.now() - started;
  await personas.renewIfLost(persona, route, status);
  return {
    route: `${route.method} ${route.path}`,
    persona,
    status,
    ms,
    stack: STACK.test(answer),
    nul: hasNul(sample),
    sample,
    answer: answer.slice(0, 300),
  };
}

/** A finding worth failing over: a server error or a stack trace (NUL-byte ones included: the validators refuse them). */
export const isFinding = (o: Outcome) => o.status >= 500 || o.stack;
