// The desk's backend tests: the demo people (Rahul mapped to Asha and 24 clients; Neha mapped to none), the seeded
// disposition options, and sessions for Rahul, Neha and Asha (an investor).
import { dispositionOptions } from '@/server/db/schema';
import { DISPOSITION_OPTIONS } from '@/server/db/seed/content/expertDesk';
import { expertId, userId } from '@/server/db/seed/ids';
import { as } from './kycApp';
import { ASHA, NEHA, RAHUL, ROOMY_LIMITS, type Session, VIKRAM, login } from './loginApp';
import { type TestApp, TestClock, createTestApp } from './testApp';

export const ASHA_ID = userId(ASHA);
export const VIKRAM_ID = userId(VIKRAM);
export const RAHUL_EXPERT_ID = expertId(RAHUL);
export const NEHA_EXPERT_ID = expertId(NEHA);

export interface DeskPeople {
  t: TestApp;
  rahul: Session;
  neha: Session;
  asha: Session;
}

export async function createDeskPeople(clock: TestClock = new TestClock()): Promise<DeskPeople> {
  const t = await createTestApp({ seed: 'people', clock, config: { otpLimits: ROOMY_LIMITS } });
  await t.handle.db
    .insert(dispositionOptions)
    .values(DISPOSITION_OPTIONS.map((o, i) => ({ code: o.value, label: o.label, category: 'followup', sortOrder: i + 1 })));
  return {
    t,
    rahul: await login(t, RAHUL, { role: 'expert' }),
    neha: await login(t, NEHA, { role: 'expert' }),
    asha: await login(t, ASHA),
  };
}

// Answers are read loosely in assertions, as the other backend tests do.
type Data = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A call to /analytics/rm as a session: status and parsed body. */
export async function rm(t: TestApp, s: Session, method: string, path: string, body?: unknown) {
  const res = await t.app.request(`/analytics/rm${path}`, {
    method,
    headers: { ...as(s), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { status: string; message?: string; data?: Data; errors?: Data[] } };
}
