/**
 * A few of Rahul's clients have a birthday in the coming week, so the Pro Zone's birthday list and its greeting
 * cards have something to show on the day the demo is seeded. Run on every seed: a rerun on the same day writes
 * the same dates (nothing changes), a rerun on a later day moves them into that week again. Only the month and
 * day move; the birth year stays, so ages stay as generated.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { kycRecords, users } from '@/server/db/schema';
import { addDays, isLeapYear } from '../../../../utils/prozone/birthdays';
import { userId } from '../ids';
import { rahulClients } from './people';

/** Verified clients that no journey reads a date of birth from, and the days from today of their birthdays. */
export const DEMO_BIRTHDAYS = [
  { mobile: '9000001011', daysFromToday: 2 },
  { mobile: '9000001012', daysFromToday: 3 },
  { mobile: '9000001016', daysFromToday: 5 },
] as const;

/** The generated birth year with the month and day of `day`; 29 February moves to a leap birth year. */
export function redatedDob(generatedDob: string, day: string): string {
  const monthDay = day.slice(5);
  let year = Number(generatedDob.slice(0, 4));
  if (monthDay === '02-29') while (!isLeapYear(year)) year -= 1;
  return `${year}-${monthDay}`;
}

export async function redateDemoBirthdays(db: Db, today: string): Promise<number> {
  const generated = new Map(rahulClients().map((c) => [c.mobile, c.dob]));
  let changed = 0;
  for (const { mobile, daysFromToday } of DEMO_BIRTHDAYS) {
    const dob = redatedDob(generated.get(mobile) ?? '1985-01-01', addDays(today, daysFromToday));
    const updated = await db
      .update(kycRecords)
      .set({ dob })
      .where(
        and(
          eq(kycRecords.userId, userId(mobile)),
          sql`${kycRecords.dob} is distinct from ${dob}::date`,
          // Only the seed's own people (a real account on a reused number keeps its data).
          inArray(kycRecords.userId, db.select({ id: users.id }).from(users).where(sql`${users.profile}->>'is_demo' = 'true'`)),
        ),
      )
      .returning({ id: kycRecords.id });
    changed += updated.length;
  }
  return changed;
}
