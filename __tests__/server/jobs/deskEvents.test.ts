// Follow-ups raised by clients' events: one per event and advisor, never twice however often the job runs.
import { SYSTEM_ACTOR, asActor } from '@/server/db/actor';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { expertClients, followUps, kycRecords, mandates, orders } from '@/server/db/schema';
import { raiseDeskFollowUps, raisedSlot } from '@/server/jobs/deskEvents';
import { addDays, istInstant, istParts } from '@/utils/orders/navDate';
import { ASHA_ID, RAHUL_EXPERT_ID, VIKRAM_ID } from '../support/deskApp';
import { type TestApp, createTestApp } from '../support/testApp';

jest.setTimeout(60_000);

// 08:00 in India: before the 10:00 slot.
const NOW = istInstant('2026-11-24', 8 * 60);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'people' });
});
afterAll(async () => t?.handle.close());

const raised = () =>
  t.handle.db.select().from(followUps).where(and(eq(followUps.expertId, RAHUL_EXPERT_ID), isNotNull(followUps.sourceKey)));

describe('raiseDeskFollowUps', () => {
  it('raises one follow-up per event (bounced SIP, KYC on hold, birthday) and nothing on a second run', async () => {
    const db = t.handle.db;
    const [order] = await asActor(db, SYSTEM_ACTOR, (tx) =>
      tx
        .insert(orders)
        .values({
          orderNo: 'SIP-BOUNCE-1',
          userId: ASHA_ID,
          schemeCode: 100,
          orderType: 'sip',
          status: 'failed',
          updatedAt: NOW,
        })
        .returning(),
    );
    await db.update(kycRecords).set({ dob: '1990-11-25' }).where(eq(kycRecords.userId, ASHA_ID));
    const [client] = await db
      .select({ userId: kycRecords.userId })
      .from(kycRecords)
      .innerJoin(expertClients, eq(expertClients.userId, kycRecords.userId))
      .where(and(eq(expertClients.expertId, RAHUL_EXPERT_ID), ne(kycRecords.userId, ASHA_ID)))
      .limit(1);
    await db.update(kycRecords).set({ kycStatus: 'on_hold', updatedAt: NOW }).where(eq(kycRecords.userId, client.userId));
    await db.insert(kycRecords).values({ userId: VIKRAM_ID, kycStatus: 'on_hold', dob: '1990-11-24' }).onConflictDoNothing();
    const before = (await raised()).length;

    const first = await raiseDeskFollowUps(db, NOW);
    const rows = await raised();
    expect(rows.length - before).toBe(first);
    const keys = rows.map((r) => r.sourceKey);
    expect(keys).toContain(`sip_bounced:${order.id}`);
    expect(keys).toContain(`birthday:${ASHA_ID}:2026`);
    const birthday = rows.find((r) => r.sourceKey === `birthday:${ASHA_ID}:2026`)!;
    expect(birthday).toMatchObject({ source: 'birthday', followUpDate: '2026-11-25', timeSlot: '10:00AM-10:30AM', userId: ASHA_ID });
    const bounce = rows.find((r) => r.sourceKey === `sip_bounced:${order.id}`)!;
    expect(bounce.startsAt.toISOString()).toBe(istInstant('2026-11-24', 10 * 60).toISOString());
    expect(keys).toContain(`kyc_on_hold:${client.userId}:2026-11-24`);
    // Vikram is not Rahul's client: his KYC hold and birthday raise nothing for Rahul.
    expect(keys.some((k) => k?.includes(VIKRAM_ID))).toBe(false);

    expect(await raiseDeskFollowUps(db, NOW)).toBe(0);
    expect(await raiseDeskFollowUps(db, new Date(NOW.getTime() + 3_600_000))).toBe(0);
    expect((await raised()).length).toBe(rows.length);
  });
});

describe('mandate_expiring', () => {
  it("raises one follow-up per active mandate of a client that ends within 15 days, and only those", async () => {
    const db = t.handle.db;
    const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60_000);
    const mandate = (userId: string, ref: string, expiresAt: Date, status: 'active' | 'cancelled' = 'active') => ({
      userId,
      mandateType: 'upi_autopay' as const,
      limitPaise: 1_000_000,
      vpa: 'asha@upi',
      status,
      providerRef: ref,
      expiresAt,
    });
    const [soon, later, cancelled, notRahuls] = await db
      .insert(mandates)
      .values([
        mandate(ASHA_ID, 'MX-SOON', inDays(10)),
        mandate(ASHA_ID, 'MX-LATER', inDays(20)),
        mandate(ASHA_ID, 'MX-CANCELLED', inDays(5), 'cancelled'),
        mandate(VIKRAM_ID, 'MX-VIKRAM', inDays(3)),
      ])
      .returning();

    await raiseDeskFollowUps(db, NOW);
    const keys = (await raised()).map((r) => r.sourceKey);
    expect(keys).toContain(`mandate_expiring:${soon.id}`);
    for (const m of [later, cancelled, notRahuls]) expect(keys).not.toContain(`mandate_expiring:${m.id}`);
    const row = (await raised()).find((r) => r.sourceKey === `mandate_expiring:${soon.id}`)!;
    expect(row).toMatchObject({ source: 'mandate_expiring', userId: ASHA_ID, followUpDate: '2026-11-24' });

    // A later run, still within 15 days of the end, raises it no second time.
    await raiseDeskFollowUps(db, inDays(2));
    expect((await raised()).filter((r) => r.sourceKey === `mandate_expiring:${soon.id}`)).toHaveLength(1);
  });
});

describe('raisedSlot', () => {
  it('is 10:00 on the day, or 5 minutes from now once 10:00 has passed', () => {
    expect(raisedSlot('2026-11-24', NOW)).toEqual({ startsAt: istInstant('2026-11-24', 600), timeSlot: '10:00AM-10:30AM' });
    const late = istInstant('2026-11-24', 14 * 60 + 2);
    expect(raisedSlot('2026-11-24', late)).toEqual({ startsAt: istInstant('2026-11-24', 14 * 60 + 7), timeSlot: '02:07PM-02:37PM' });
    expect(istParts(raisedSlot(addDays('2026-11-24', 1), late).startsAt).minutes).toBe(600);
  });
});

describe('in slices', () => {
  it('reads the advisor–client pairs a slice at a time, pausing after each full slice, and raises every event once', async () => {
    const db = t.handle.db;
    const pairs = (await db.select({ userId: expertClients.userId }).from(expertClients)).length;
    const [order] = await asActor(db, SYSTEM_ACTOR, (tx) =>
      tx
        .insert(orders)
        .values({
          orderNo: 'SIP-BOUNCE-SLICES',
          userId: ASHA_ID,
          schemeCode: 100,
          orderType: 'sip',
          status: 'failed',
          updatedAt: NOW,
        })
        .returning(),
    );
    let pauses = 0;
    const pause = async (busyMs: number) => {
      expect(busyMs).toBeGreaterThanOrEqual(0);
      pauses += 1;
    };

    // Only the new bounce is new: the events the tests above raised are not written again.
    expect(await raiseDeskFollowUps(db, NOW, { batchSize: 2, pause })).toBe(1);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(pairs / 2));
    expect((await raised()).filter((r) => r.sourceKey === `sip_bounced:${order.id}`)).toHaveLength(1);

    // One pair per slice raises exactly what the single slices above raised: no event is lost or doubled where a
    // slice ends and the next begins.
    const keys = async () => (await raised()).map((r) => r.sourceKey).sort();
    const before = await keys();
    await db.delete(followUps).where(and(eq(followUps.expertId, RAHUL_EXPERT_ID), isNotNull(followUps.sourceKey)));
    pauses = 0;
    expect(await raiseDeskFollowUps(db, NOW, { batchSize: 1, pause })).toBe(before.length);
    expect(await keys()).toEqual(before);
    // A pause after every full slice: with one pair per slice, after each pair.
    expect(pauses).toBe(pairs);
  });

  it('ends a run at the next pause once stopped (the backend is closing the database)', async () => {
    let pauses = 0;
    const pause = async () => void (pauses += 1);
    await raiseDeskFollowUps(t.handle.db, NOW, { batchSize: 1, pause, stopped: () => pauses >= 2 });
    expect(pauses).toBe(2);
  });
});
