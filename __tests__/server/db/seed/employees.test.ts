// Rahul's employees: two EUINs on his experts row, and a re-run creates nothing.
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { expertEmployees } from '@/server/db/schema';
import { RAHUL_MOBILE } from '@/server/db/seed/content/experts';
import { expertId } from '@/server/db/seed/ids';
import { RAHUL_EMPLOYEES, seedEmployees } from '@/server/db/seed/parts/employees';
import { seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx));
});
afterAll(() => handle.close());

it("seeds Rahul's two employees once", async () => {
  expect(await seedEmployees(handle.db)).toEqual({ expert_employees: 2 });
  expect(await seedEmployees(handle.db)).toEqual({ expert_employees: 0 });
  const rows = await handle.db.select().from(expertEmployees).where(eq(expertEmployees.expertId, expertId(RAHUL_MOBILE)));
  expect(rows.map((r) => r.euin).sort()).toEqual(RAHUL_EMPLOYEES.map((e) => e.euin));
});
