// The KYC backend tests' set-up: the demo people logged in (Asha with a KYC, Vikram without, Rahul her advisor,
// Neha an expert not mapped to her) and helpers to read and bend the records a test needs.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '@/server/config';
import { experts, kycRecords } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import {
  ASHA,
  NEHA,
  RAHUL,
  VIKRAM,
  type LoginApp,
  type Session,
  createLoginApp,
  login,
} from './loginApp';

export interface KycPeople {
  t: LoginApp;
  asha: Session;
  vikram: Session;
  rahul: Session;
  neha: Session;
}

export async function createKycPeople(config: Partial<AppConfig> = {}): Promise<KycPeople> {
  const t = await createLoginApp({ config });
  return {
    t,
    asha: await login(t, ASHA),
    vikram: await login(t, VIKRAM),
    rahul: await login(t, RAHUL, { role: 'expert' }),
    neha: await login(t, NEHA, { role: 'expert' }),
  };
}

/** The access token header of a session (no cookie, so no CSRF pair is needed). */
export const as = (s: Session) => ({ 'access-token': s.accessToken });

export async function kycOf(t: LoginApp, userId: string) {
  const [row] = await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, userId));
  return row;
}

/** Runs `body` while Rahul may not transact for clients, then gives the permission back. */
export async function withoutTransactionPermission(
  t: LoginApp,
  body: () => Promise<void>,
): Promise<void> {
  const set = (allowed: boolean) =>
    t.handle.db
      .update(experts)
      .set({ transactionAllowed: allowed })
      .where(eq(experts.id, expertId(RAHUL)));
  await set(false);
  try {
    await body();
  } finally {
    await set(true);
  }
}
