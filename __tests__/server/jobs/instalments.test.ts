// SIP instalments after the first: one order per due date, once however many runs; a holiday moves the NAV date;
// a mandate that is not active (or a debit above its limit) bounces and the SIP goes on; a cancelled SIP raises
// nothing; the SIP ends after its last instalment; the yearly step-up raises the amount.
import { asc, eq } from 'drizzle-orm';
import { mandates, orders, sips, type MandateStatus, type SipStatus } from '@/server/db/schema';
import { runFundHouseStep } from '@/server/jobs/fundHouse';
import { BANK_DECLINED, MANDATE_NOT_ACTIVE } from '@/server/providers/payments/mandateDebit';
import { ASHA_ID, ashaHolding, ordersPeopleForFile, runFundHouse } from '../support/ordersApp';

const p = ordersPeopleForFile();

interface SipSetup {
  day?: number;
  startDate?: string;
  nextDueDate: string;
  endDate?: string | null;
  status?: SipStatus;
  mandateStatus?: MandateStatus;
  limitPaise?: number;
  stepUpPercent?: string | null;
}

let made = 0;
/** A SIP of Asha's (₹1,000 a month in her first folio's scheme) on a mandate of hers. */
async function sipOf(setup: SipSetup) {
  const { db } = p.t.handle;
  const held = await ashaHolding(db);
  made += 1;
  const [mandate] = await db
    .insert(mandates)
    .values({ userId: ASHA_ID, mandateType: 'enach', limitPaise: setup.limitPaise ?? 50_000_00, status: setup.mandateStatus ?? 'active', providerRef: `TEST-SIP-${Date.now()}-${made}` })
    .returning();
  const day = setup.day ?? 5;
  const [sip] = await db
    .insert(sips)
    .values({
      userId: ASHA_ID,
      folioId: held.folioId,
      schemeCode: held.schemeCode,
      amountPaise: 1_000_00,
      day,
      startDate: setup.startDate ?? '2026-08-05',
      endDate: setup.endDate ?? null,
      nextDueDate: setup.nextDueDate,
      status: setup.status ?? 'active',
      stepUpPercent: setup.stepUpPercent ?? null,
      stepUpFrequency: setup.stepUpPercent ? 'yearly' : null,
      mandateId: mandate.id,
    })
    .returning();
  return sip;
}

const instalmentsOf = (sipId: string) =>
  p.t.handle.db.select().from(orders).where(eq(orders.sipId, sipId)).orderBy(asc(orders.placedAt));
const sipNow = async (sipId: string) => (await p.t.handle.db.select().from(sips).where(eq(sips.id, sipId)))[0];

it('raises one order per due date up to `until`, and none again on a second run', async () => {
  const sip = await sipOf({ nextDueDate: '2026-09-05' });
  const sipsInFolio = () => p.t.handle.db.select().from(sips).where(eq(sips.folioId, sip.folioId!));
  const before = (await sipsInFolio()).length;
  const first = await runFundHouse(p.t, '2026-11-20');
  expect(first.res.status).toBe(200);
  const raised = await instalmentsOf(sip.id);
  expect(raised.map((o) => o.extra.instalment_due_date)).toEqual(['2026-09-05', '2026-10-05', '2026-11-05']);
  // Allotted by the fund-house step like any SIP order, into the SIP's folio, without registering a new SIP.
  expect(raised.every((o) => o.orderType === 'sip' && o.status === 'completed' && o.amountPaise === 1_000_00)).toBe(true);
  expect(raised.every((o) => o.mandateId === sip.mandateId && o.folioNo)).toBe(true);
  expect(await sipsInFolio()).toHaveLength(before);
  expect((await sipNow(sip.id)).nextDueDate).toBe('2026-12-05');

  await runFundHouse(p.t, '2026-11-20');
  expect(await instalmentsOf(sip.id)).toHaveLength(3);
});

it('raises each due date once when two runs go at once', async () => {
  const { db } = p.t.handle;
  const sip = await sipOf({ nextDueDate: '2026-09-05' });
  const until = '2026-12-10';
  await Promise.all([runFundHouseStep(db, { now: p.t.clock.now(), until }), runFundHouseStep(db, { now: p.t.clock.now(), until })]);
  const raised = await instalmentsOf(sip.id);
  expect(raised.map((o) => o.extra.instalment_due_date)).toEqual(['2026-09-05', '2026-10-05', '2026-11-05', '2026-12-05']);
  expect((await sipNow(sip.id)).nextDueDate).toBe('2027-01-05');
});

it('gives an instalment due on an exchange holiday the next business day as its NAV date', async () => {
  // 2 October 2026 (Gandhi Jayanti) is a Friday: the NAV date is Monday 5 October; the next debit stays on the 2nd.
  const sip = await sipOf({ day: 2, startDate: '2026-09-02', nextDueDate: '2026-10-02' });
  await runFundHouse(p.t, '2026-10-02');
  const [order] = await instalmentsOf(sip.id);
  expect(order.expectedNavDate).toBe('2026-10-05');
  expect((await sipNow(sip.id)).nextDueDate).toBe('2026-11-02');
});

it('records a bounce when the mandate is not active, and the SIP goes on to its next date', async () => {
  const sip = await sipOf({ nextDueDate: '2026-09-05', mandateStatus: 'cancelled' });
  await runFundHouse(p.t, '2026-10-06');
  const raised = await instalmentsOf(sip.id);
  expect(raised.map((o) => [o.status, o.failureReason])).toEqual([
    ['failed', MANDATE_NOT_ACTIVE],
    ['failed', MANDATE_NOT_ACTIVE],
  ]);
  const after = await sipNow(sip.id);
  expect([after.status, after.nextDueDate]).toEqual(['active', '2026-11-05']);
});

it('records a bounce when the bank declines a debit above the mandate limit', async () => {
  const sip = await sipOf({ nextDueDate: '2026-09-05', limitPaise: 500_00 });
  await runFundHouse(p.t, '2026-09-05');
  const [order] = await instalmentsOf(sip.id);
  expect([order.status, order.failureReason]).toEqual(['failed', BANK_DECLINED]);
});

it('raises nothing for a cancelled SIP', async () => {
  const sip = await sipOf({ nextDueDate: '2026-09-05', status: 'cancelled' });
  expect((await runFundHouse(p.t, '2026-12-31')).res.status).toBe(200);
  expect(await instalmentsOf(sip.id)).toHaveLength(0);
});

it('ends the SIP after its last instalment', async () => {
  const sip = await sipOf({ nextDueDate: '2026-09-05', endDate: '2026-10-05' });
  await runFundHouse(p.t, '2026-12-31');
  expect(await instalmentsOf(sip.id)).toHaveLength(2);
  const after = await sipNow(sip.id);
  expect([after.status, after.nextDueDate]).toEqual(['completed', null]);
});

it('raises the amount by the step-up once a year from the start', async () => {
  const sip = await sipOf({ startDate: '2025-10-05', nextDueDate: '2026-09-05', stepUpPercent: '10.00' });
  await runFundHouse(p.t, '2026-10-05');
  expect((await instalmentsOf(sip.id)).map((o) => o.amountPaise)).toEqual([1_000_00, 1_100_00]);
});
