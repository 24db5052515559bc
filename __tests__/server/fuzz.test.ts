// Regression of the route fuzzer (bench/fuzz.ts) at a small size: every route the app registers gets a few dozen
// generated requests from a fixed seed, anonymous and as the demo investor and expert; none may answer >= 500 or
// show a stack trace, NUL characters included (the shared text validators refuse control characters).
import { seedContent } from '@/server/db/seed/parts/content';
import { seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';
import type { DbHandle } from '@/server/db/client';
import { type Outcome, type Persona, Personas, generate, isFinding, send } from '@/bench/fuzz/run';
import {
  EXPERT,
  INVESTOR,
  fuzzApp,
  learnFields,
  login,
  plausibleValues,
  routesOf,
} from '@/bench/fuzz/target';

const RUNS_PER_PERSONA = 8;
const SEED = 424242;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx));
  await handle.db.transaction((tx) => seedContent(tx, [INVESTOR]));
});
afterAll(() => handle.close());

test('no route answers generated requests with a server error or a stack trace', async () => {
  const app = fuzzApp(handle);
  const personas = new Personas(app, {
    investor: await login(app, INVESTOR),
    expert: await login(app, EXPERT),
  });
  const sessions = (['investor', 'expert'] as const).map((p, i) => ({
    mobile: [INVESTOR, EXPERT][i],
    headers: personas.headers(p),
  }));
  const plausible = await plausibleValues(handle);
  const routes = routesOf(app);
  expect(routes.length).toBeGreaterThan(50);

  const outcomes: Outcome[] = [];
  for (const [i, route] of routes.entries()) {
    const fields = await learnFields(app, route, sessions);
    for (const [p, persona] of (['anonymous', 'investor', 'expert'] as Persona[]).entries()) {
      for (const sample of generate(
        route,
        persona,
        { fields, plausible, maxBodyBytes: 64 * 1024 },
        RUNS_PER_PERSONA,
        SEED + i * 10 + p,
      ))
        outcomes.push(await send(app, route, persona, sample, personas));
    }
  }
  const findings = outcomes
    .filter(isFinding)
    .map((o) => ({
      route: o.route,
      persona: o.persona,
      status: o.status,
      sample: o.sample,
      answer: o.answer,
    }));
  expect(findings).toEqual([]);
  // The fuzzing reached past validation too: some requests succeeded.
  expect(outcomes.filter((o) => o.status >= 200 && o.status < 300).length).toBeGreaterThan(100);
}, 120_000);
