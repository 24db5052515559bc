// The portfolio backend tests' set-up: the demo seeded in full (market subset, people, portfolios) and the demo
// people logged in: Asha (portfolio), Vikram (none), Rahul (Asha's advisor) and Neha (an expert not mapped to her).
import { userId } from '@/server/db/seed/ids';
import { seededDemoDb } from '../db/seed/helpers';
import { as } from './kycApp';
import { ASHA, NEHA, RAHUL, ROOMY_LIMITS, type Session, VIKRAM, login } from './loginApp';
import { type TestApp, TestClock, createTestApp } from './testApp';

export { as };
export const ASHA_ID = userId(ASHA);
export const VIKRAM_ID = userId(VIKRAM);

export interface PortfolioPeople {
  t: TestApp;
  asha: Session;
  vikram: Session;
  rahul: Session;
  neha: Session;
}

export async function createPortfolioPeople(): Promise<PortfolioPeople> {
  const handle = await seededDemoDb();
  const t = await createTestApp({ handle, clock: new TestClock(), config: { otpLimits: ROOMY_LIMITS, checkoutOtpLimits: ROOMY_LIMITS } });
  return {
    t,
    asha: await login(t, ASHA),
    vikram: await login(t, VIKRAM),
    rahul: await login(t, RAHUL, { role: 'expert' }),
    neha: await login(t, NEHA, { role: 'expert' }),
  };
}

/** GET a portfolio path as a session; the body as JSON unless asked for the raw response. */
export async function getAs(t: TestApp, s: Session, path: string) {
  const res = await t.app.request(`/node/portfolio${path}`, { headers: as(s) });
  return res;
}
