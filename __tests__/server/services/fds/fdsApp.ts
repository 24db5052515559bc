// The FD backend tests' set-up: the demo people logged in (Asha verified, Vikram without KYC, Rahul her advisor,
// Neha an expert not mapped to her), the sandbox FD catalogue seeded, and helpers to call /node/fds.
import { eq } from 'drizzle-orm';
import { experts, kycRecords } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { seedFds } from '@/server/db/seed/parts/fds';
import { type KycPeople, as, createKycPeople } from '../../support/kycApp';
import { ASHA, RAHUL, type Session, VIKRAM, call } from '../../support/loginApp';

export const ASHA_ID = userId(ASHA);
export const VIKRAM_ID = userId(VIKRAM);
export { as };

export async function createFdPeople(): Promise<KycPeople> {
  const people = await createKycPeople();
  await seedFds(people.t.handle.db);
  return people;
}

export function fdCall(p: KycPeople, who: Session | null, method: string, path: string, body?: unknown) {
  return call(p.t, method, `/node/fds${path}`, body, who ? as(who) : {});
}

export const booking = (overrides: Record<string, unknown> = {}) => ({
  user_id: ASHA_ID,
  product_id: 'demo-finance-secure',
  amount_paise: 1_00_000_00,
  tenure_months: 12,
  payout: 'cumulative',
  ...overrides,
});

export async function setAshaDob(p: KycPeople, dob: string) {
  await p.t.handle.db.update(kycRecords).set({ dob }).where(eq(kycRecords.userId, ASHA_ID));
}

export async function setRahulMayTransact(p: KycPeople, allowed: boolean) {
  await p.t.handle.db.update(experts).set({ transactionAllowed: allowed }).where(eq(experts.id, expertId(RAHUL)));
}
