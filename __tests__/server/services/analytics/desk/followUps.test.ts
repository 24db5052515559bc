// Follow-ups through the real app: creation with the spec's day and slot, today's list, the once-only reminder
// claim, and the refusals (investor, another advisor's client, bad or past times).
import { eq } from 'drizzle-orm';
import { followUps } from '@/server/db/schema';
import { addDays, istParts } from '@/utils/orders/navDate';
import { slotDateOf } from '@/utils/desk/slot';
import { ASHA_ID, type DeskPeople, NEHA_EXPERT_ID, RAHUL_EXPERT_ID, createDeskPeople, rm } from '../../../support/deskApp';

jest.setTimeout(60_000);

let p: DeskPeople;
beforeAll(async () => {
  p = await createDeskPeople();
});
afterAll(async () => p?.t.handle.close());

const today = () => istParts(p.t.clock.now()).date;
const tomorrow = () => slotDateOf(addDays(today(), 1));
const followUp = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  contact: '9000000001',
  follow_up: { date: tomorrow(), time: '10:30AM-11:00AM' },
  user_id: ASHA_ID,
  remarks: 'Review the SIP book',
  ...over,
});

async function insertToday(expertId: string, startsAt: Date, notified = false) {
  const [row] = await p.t.handle.db
    .insert(followUps)
    .values({ expertId, userId: ASHA_ID, name: 'Asha', contact: '9000000001', followUpDate: today(), timeSlot: '10:00AM-10:30AM', startsAt, notified })
    .returning();
  return row;
}

describe('POST /analytics/rm/followups', () => {
  it('creates a follow-up for a mapped client and answers its view', async () => {
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/followups', followUp());
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Asha Verma',
      contact: '9000000001',
      user_id: ASHA_ID,
      follow_up: { date: tomorrow(), time: '10:30AM-11:00AM' },
      notified: false,
      source: 'manual',
      remarks: 'Review the SIP book',
      disposition: null,
    });
    const [d, m, y] = tomorrow().split('/');
    expect(body.data.starts_at).toBe(new Date(`${y}-${m}-${d}T10:30:00+05:30`).toISOString());
  });

  it('refuses another advisor\'s client (403) and an investor (403)', async () => {
    expect((await rm(p.t, p.neha, 'POST', '/followups', followUp())).status).toBe(404);
    expect((await rm(p.t, p.asha, 'POST', '/followups', followUp())).status).toBe(403);
    const rows = await p.t.handle.db.select().from(followUps).where(eq(followUps.expertId, NEHA_EXPERT_ID));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a malformed date', { date: '2026-11-30', time: '10:30AM-11:00AM' }, 'Enter the date as DD/MM/YYYY'],
    ['a date not in the calendar', { date: '31/02/2027', time: '10:30AM-11:00AM' }, 'Enter the date as DD/MM/YYYY'],
    ['a malformed time', { date: '25/12/2030', time: '25:00AM-11:00AM' }, 'Enter the time as 10:30AM-11:00AM'],
    ['an end before the start', { date: '25/12/2030', time: '11:00AM-10:30AM' }, 'The end time must be after the start time'],
  ])('refuses %s (400)', async (_label, slot, message) => {
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: slot }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a start in the past (400)', async () => {
    const yesterday = slotDateOf(addDays(today(), -1));
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: { date: yesterday, time: '10:00AM-10:30AM' } }));
    expect(status).toBe(400);
    expect(body.message).toBe('Choose a time that has not passed');
  });
});

describe('POST /analytics/rm/mappings', () => {
  it("answers today's follow-ups of the caller, by start time", async () => {
    const later = await insertToday(RAHUL_EXPERT_ID, new Date(p.t.clock.now().getTime() + 3_600_000));
    const sooner = await insertToday(RAHUL_EXPERT_ID, new Date(p.t.clock.now().getTime() + 60_000));
    await insertToday(NEHA_EXPERT_ID, new Date(p.t.clock.now().getTime() + 60_000));
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: RAHUL_EXPERT_ID });
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const ids = (body.data as { id: string }[]).map((f) => f.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect((body.data as { follow_up: { date: string } }[]).every((f) => f.follow_up.date === slotDateOf(today()))).toBe(true);
  });

  it('keeps the disposition recorded on a follow-up: the list read again answers it', async () => {
    const row = await insertToday(RAHUL_EXPERT_ID, new Date(p.t.clock.now().getTime() + 120_000));
    expect((await rm(p.t, p.rahul, 'PUT', '/disposition', { option: 'call_back', follow_up_id: row.id })).status).toBe(200);
    const { body } = await rm(p.t, p.rahul, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: RAHUL_EXPERT_ID });
    expect((body.data as { id: string; disposition: string | null }[]).find((f) => f.id === row.id)?.disposition).toBe('call_back');
  });

  it('masks the contact of a client the advisor is no longer mapped to, and only then', async () => {
    // Neha is not mapped to Asha (a follow-up left from when she was): her list hides the number.
    const hers = await insertToday(NEHA_EXPERT_ID, new Date(p.t.clock.now().getTime() + 180_000));
    const { body } = await rm(p.t, p.neha, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: NEHA_EXPERT_ID });
    expect((body.data as { id: string; contact: string }[]).find((f) => f.id === hers.id)?.contact).toBe('90XXXXXX01');
    const mine = await rm(p.t, p.rahul, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: RAHUL_EXPERT_ID });
    expect((mine.body.data as { contact: string }[]).every((f) => f.contact === '9000000001')).toBe(true);
  });

  it("refuses another advisor's rm_id and an investor (403)", async () => {
    expect((await rm(p.t, p.rahul, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: NEHA_EXPERT_ID })).status).toBe(404);
    expect((await rm(p.t, p.asha, 'POST', '/mappings', { category: 'followup', day: 'TODAY', rm_id: RAHUL_EXPERT_ID })).status).toBe(403);
  });
});

describe('PUT /analytics/rm/followups/{id}/notified', () => {
  it('is won by exactly one of two concurrent calls', async () => {
    const row = await insertToday(RAHUL_EXPERT_ID, p.t.clock.now());
    const [a, b] = await Promise.all([
      rm(p.t, p.rahul, 'PUT', `/followups/${row.id}/notified`),
      rm(p.t, p.rahul, 'PUT', `/followups/${row.id}/notified`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.won, b.body.data.won].sort()).toEqual([false, true]);
    expect(a.body.data.follow_up.notified).toBe(true);
    const again = await rm(p.t, p.rahul, 'PUT', `/followups/${row.id}/notified`);
    expect(again.body.data.won).toBe(false);
  });

  it("refuses another advisor's follow-up (403) and leaves it unclaimed", async () => {
    const row = await insertToday(RAHUL_EXPERT_ID, p.t.clock.now());
    expect((await rm(p.t, p.neha, 'PUT', `/followups/${row.id}/notified`)).status).toBe(404);
    expect((await rm(p.t, p.asha, 'PUT', `/followups/${row.id}/notified`)).status).toBe(403);
    const [stored] = await p.t.handle.db.select().from(followUps).where(eq(followUps.id, row.id));
    expect(stored.notified).toBe(false);
  });
});

describe('follow-ups as a tool (issue 32, item 4)', () => {
  const inDays = (n: number) => slotDateOf(addDays(today(), n));

  it('refuses a contact that is not a mobile number, with the spec\'s message', async () => {
    const { status, body } = await rm(p.t, p.rahul, 'POST', '/followups', followUp({ contact: '12345', user_id: undefined }));
    expect(status).toBe(400);
    expect(body.message).toBe('Not a valid number');
  });

  it("links a follow-up to the advisor's client whose mobile it names", async () => {
    const { body } = await rm(p.t, p.rahul, 'POST', '/followups', followUp({ user_id: undefined, name: 'Call Asha' }));
    expect(body.data.user_id).toBe(ASHA_ID);
    // Neha is not Asha's advisor: the same number stays a prospect for her.
    const hers = await rm(p.t, p.neha, 'POST', '/followups', followUp({ user_id: undefined }));
    expect(hers.body.data.user_id).toBeNull();
  });

  it('is edited, marked done with an outcome, and deleted; only by its advisor', async () => {
    const created = (await rm(p.t, p.rahul, 'POST', '/followups', followUp())).body.data;
    const moved = await rm(p.t, p.rahul, 'PUT', `/followups/${created.id}`, followUp({ follow_up: { date: inDays(3), time: '04:00PM-04:30PM' }, remarks: 'Moved' }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ follow_up: { date: inDays(3), time: '04:00PM-04:30PM' }, remarks: 'Moved', notified: false });
    expect((await rm(p.t, p.neha, 'PUT', `/followups/${created.id}`, followUp())).status).toBe(404);
    expect((await rm(p.t, p.rahul, 'PUT', `/followups/${created.id}`, followUp({ follow_up: { date: '01/01/2020', time: '10:00AM-10:30AM' } }))).status).toBe(400);

    const done = await rm(p.t, p.rahul, 'PUT', `/followups/${created.id}/done`, { outcome: 'Will start a SIP next month' });
    expect(done.body.data).toMatchObject({ outcome: 'Will start a SIP next month', done_at: p.t.clock.now().toISOString() });
    expect((await rm(p.t, p.neha, 'DELETE', `/followups/${created.id}`)).status).toBe(404);
    expect((await rm(p.t, p.rahul, 'DELETE', `/followups/${created.id}`)).body.data).toEqual({ deleted: true });
    expect(await p.t.handle.db.select().from(followUps).where(eq(followUps.id, created.id))).toHaveLength(0);
  });

  it('lists the open follow-ups of the coming days by start, without done ones or other advisors\'', async () => {
    const later = (await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: { date: inDays(5), time: '09:00AM-09:30AM' } }))).body.data;
    const sooner = (await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: { date: inDays(1), time: '09:00AM-09:30AM' } }))).body.data;
    const tooFar = (await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: { date: inDays(20), time: '09:00AM-09:30AM' } }))).body.data;
    const done = (await rm(p.t, p.rahul, 'POST', '/followups', followUp({ follow_up: { date: inDays(2), time: '09:00AM-09:30AM' } }))).body.data;
    await rm(p.t, p.rahul, 'PUT', `/followups/${done.id}/done`, {});
    const { status, body } = await rm(p.t, p.rahul, 'GET', '/followups/upcoming?days=7');
    expect(status).toBe(200);
    const ids = (body.data as { id: string }[]).map((f) => f.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(tooFar.id);
    expect(ids).not.toContain(done.id);
    expect((await rm(p.t, p.neha, 'GET', '/followups/upcoming')).body.data.map((f: { id: string }) => f.id)).not.toContain(sooner.id);
    expect((await rm(p.t, p.rahul, 'GET', '/followups/upcoming?days=99')).status).toBe(400);
  });
});

