// Rahul's two employees and their EUINs (the /my-account demo). Ids derive from labels and a row already there is
// left alone, so a re-run creates nothing; the rows go with Rahul's experts row when the demo is reset.
import type { Db } from '@/server/db/client';
import { expertEmployees } from '@/server/db/schema';
import { RAHUL_MOBILE } from '../content/experts';
import { expertId, stableId } from '../ids';

export const RAHUL_EMPLOYEES = [
  { name: 'Pooja Nair', euin: 'E245101' },
  { name: 'Arjun Das', euin: 'E245102' },
] as const;

export async function seedEmployees(db: Db): Promise<{ expert_employees: number }> {
  const rows = RAHUL_EMPLOYEES.map((e) => ({
    id: stableId(`employee:${RAHUL_MOBILE}:${e.euin}`),
    expertId: expertId(RAHUL_MOBILE),
    name: e.name,
    euin: e.euin,
  }));
  const created = await db.insert(expertEmployees).values(rows).onConflictDoNothing().returning({ id: expertEmployees.id });
  return { expert_employees: created.length };
}
