// The seed gives a few of Rahul's clients a birthday in the coming week of the day it runs, and a rerun on the same
// day changes nothing; on a later day the birthdays move into that week again.
import { seedIfEmpty } from '@/server/db/seed';
import { createTestDb } from '@/server/db/testing';
import type { DbHandle } from '@/server/db/client';
import { expertId } from '@/server/db/seed/ids';
import { DEMO_BIRTHDAYS, redateDemoBirthdays, redatedDob } from '@/server/db/seed/parts/birthdays';
import { seedPeople } from '@/server/db/seed/parts/people';
import { upcomingBirthdays } from '@/server/services/node/prozone/prozone.service';

jest.setTimeout(60_000);

const RAHUL = '9000000101';
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx, { dataSecret: 'test-secret-that-is-long-enough-0123456789' }));
});
afterAll(async () => handle?.close());

const listOn = (instant: string) => upcomingBirthdays({ db: handle.db, now: () => new Date(instant) }, expertId(RAHUL), 7);

it("puts three of Rahul's clients' birthdays in the seed day's week, once", async () => {
  expect(await redateDemoBirthdays(handle.db, '2026-12-30')).toBe(DEMO_BIRTHDAYS.length);
  expect(await redateDemoBirthdays(handle.db, '2026-12-30')).toBe(0);
  const list = await listOn('2026-12-30T06:00:00Z');
  expect(list.map((b) => b.birthday)).toEqual(['2027-01-01', '2027-01-02', '2027-01-04']);

  expect(await redateDemoBirthdays(handle.db, '2027-03-10')).toBe(DEMO_BIRTHDAYS.length);
  expect((await listOn('2027-03-10T06:00:00Z')).map((b) => b.birthday)).toEqual(['2027-03-12', '2027-03-13', '2027-03-15']);
});

it('moves them again when a kept demo database starts on a later day (nothing else is seeded)', async () => {
  expect(await seedIfEmpty(handle.db, { today: '2027-06-01' })).toEqual({ seeded: false });
  expect((await listOn('2027-06-01T06:00:00Z')).map((b) => b.birthday)).toEqual(['2027-06-03', '2027-06-04', '2027-06-06']);
});

it('keeps the birth year, moving a 29 February birthday to a leap birth year', () => {
  expect(redatedDob('1982-05-15', '2027-01-04')).toBe('1982-01-04');
  expect(redatedDob('1983-05-15', '2028-02-29')).toBe('1980-02-29');
});
