// The advisor's SIP and mandate centre (docs/DESK.md "SIP and mandate centre"): Rahul's list of his clients' SIPs with
// counts per tab, each tab's filter, and pausing and cancelling: the investor's own done at once, an advisor's sent
// to the client and done only by the client's OTP. Asha (9000000001) is Rahul's client with SIPs and a verified KYC;
// Neha is another advisor, Vikram another investor.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mandates, sipEvents, sips } from '@/server/db/schema';
import { stableId } from '@/server/db/seed/ids';
import { runInstalmentStep } from '@/server/jobs/instalments';
import { todayIn } from '@/server/services/node/portfolio/portfolio.deps';
import { monthsAfter } from '@/utils/orders/sipSchedule';
import type { SipCentrePage } from '@/utils/orders/sipCentre';
import { ASHA, lastSms } from '../../support/insuranceApp';
import { call, type Session } from '../../support/loginApp';
import { as } from '../../support/kycApp';
import { ASHA_ID, type PortfolioPeople, createPortfolioPeople } from '../../support/portfolioApp';
import { RAHUL_EXPERT, addOrder, newClient } from './book.support';

jest.setTimeout(120_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
}, 120_000);
afterAll(async () => p?.t.handle.close());

const db = () => p.t.handle.db;
const get = (s: Session, query = '') => call(p.t, 'GET', `/node/orders/sips${query}`, undefined, as(s));
const pause = (s: Session, sipId: string, body: unknown) => call(p.t, 'POST', `/node/orders/sips/${sipId}/pause`, body, as(s));
const cancel = (s: Session, sipId: string) => call(p.t, 'POST', `/node/orders/sips/${sipId}/cancel`, {}, as(s));
const sipRow = async (id: string) => (await db().select().from(sips).where(eq(sips.id, id)))[0];
const eventsOf = (id: string) => db().select().from(sipEvents).where(eq(sipEvents.sipId, id));
const tokenFrom = (sms: string) => sms.match(/confirm-kyc\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';

/** The client's confirmation: open the link, ask for the OTP, confirm with it. */
async function clientConfirms(s: Session, token: string) {
  expect((await call(p.t, 'GET', `/node/kyc/consent?token=${token}`, undefined, as(s))).res.status).toBe(200);
  expect((await call(p.t, 'POST', '/node/kyc/consent/otp', { token }, as(s))).res.status).toBe(200);
  const otp = (await lastSms(p.t, ASHA)).match(/\b(\d{6})\b/)![1];
  return call(p.t, 'POST', '/node/kyc/consent/confirm', { token, otp }, as(s));
}

/** A SIP of Rahul's for a client, written straight into the table. */
async function addSip(userId: string, fields: Partial<typeof sips.$inferInsert> = {}) {
  const today = todayIn(p.t.clock.now());
  const [row] = await db()
    .insert(sips)
    .values({ userId, expertId: RAHUL_EXPERT, schemeCode: 122640, amountPaise: 2_000_00, day: 5, startDate: '2025-01-05', nextDueDate: monthsAfter(today, 1, 5), status: 'active', ...fields })
    .returning();
  return row;
}

describe('the list', () => {
  it("answers Rahul's clients' SIPs with their facts, next date first, and counts per tab", async () => {
    const { res, body } = await get(p.rahul, `?client=${ASHA_ID}`);
    expect(res.status).toBe(200);
    const page = body.data as unknown as SipCentrePage;
    expect(page.sips.length).toBeGreaterThan(0);
    expect(page.counts.all).toBe(page.total);
    const sip = page.sips.find((s) => s.id === stableId('sip:9000000001:104685'))!;
    expect(sip).toMatchObject({ user_id: ASHA_ID, client_mobile_masked: `XXXXXX${ASHA.slice(-4)}`, status: 'active' });
    expect(sip.scheme_name).toMatch(/Plan/);
    expect(sip.instalments_done).toBeGreaterThan(0);
    expect(sip.mandate).toMatchObject({ kind: 'enach', status: 'active' });
    const dates = page.sips.map((s) => s.next_due_date ?? '9999');
    expect(dates).toEqual([...dates].sort());
  });

  it('is for advisors only (403 to an investor) and another advisor reaches no client of Rahul (404)', async () => {
    expect((await get(p.asha)).res.status).toBe(403);
    expect((await get(p.neha, `?client=${ASHA_ID}`)).res.status).toBe(404);
    const { body } = await get(p.neha);
    expect((body.data as unknown as SipCentrePage).sips.some((s) => s.user_id === ASHA_ID)).toBe(false);
  });

  it('filters by each tab, with the counts of each', async () => {
    const client = await newClient(db(), 'Tab Client', '9111100001');
    const today = todayIn(p.t.clock.now());
    const [mandate] = await db()
      .insert(mandates)
      .values({ userId: client, mandateType: 'upi_autopay', limitPaise: 5_000_00, status: 'active', providerRef: `T${randomUUID()}`, expiresAt: new Date(p.t.clock.now().getTime() + 10 * 86_400_000) })
      .returning();
    const active = await addSip(client, { mandateId: mandate.id, endDate: monthsAfter(today, 12, 5), startDate: monthsAfter(today, -11, 5) });
    const paused = await addSip(client, { status: 'paused', pausedUntil: monthsAfter(today, 2, 5) });
    const cancelled = await addSip(client, { status: 'cancelled', nextDueDate: null });
    const ended = await addSip(client, { status: 'completed', nextDueDate: null });
    await addOrder(db(), { userId: client, orderType: 'sip', sipId: active.id, status: 'failed', failureReason: 'Mandate not active', placedAt: p.t.clock.now() });
    await addOrder(db(), { userId: client, orderType: 'sip', sipId: active.id, status: 'completed', placedAt: new Date(p.t.clock.now().getTime() - 40 * 86_400_000) });

    const all = (await get(p.rahul, `?client=${client}`)).body.data as unknown as SipCentrePage;
    expect(all.counts).toEqual({ all: 4, active: 1, paused: 1, cancelled: 1, ended: 1, bounced: 1, mandate_expiring: 1 });
    const row = all.sips.find((s) => s.id === active.id)!;
    expect(row).toMatchObject({ instalments_done: 1, instalments_total: 24, bounces: 1, last_bounce_on: today });
    expect(row.mandate).toMatchObject({ kind: 'upi_autopay', limit_paise: 5_000_00 });
    const ids = async (tab: string) => ((await get(p.rahul, `?client=${client}&tab=${tab}`)).body.data as unknown as SipCentrePage).sips.map((s) => s.id);
    expect(await ids('active')).toEqual([active.id]);
    expect(await ids('paused')).toEqual([paused.id]);
    expect(await ids('cancelled')).toEqual([cancelled.id]);
    expect(await ids('ended')).toEqual([ended.id]);
    expect(await ids('bounced')).toEqual([active.id]);
    expect(await ids('mandate_expiring')).toEqual([active.id]);
    expect((await get(p.rahul, '?tab=nonsense')).res.status).toBe(400);
  });
});

describe("an advisor's pause", () => {
  it('is not done: 202, the client gets a link, and only their OTP pauses the SIP as they read it', async () => {
    const sip = await addSip(ASHA_ID);
    const { res, body } = await pause(p.rahul, sip.id, { instalments: 2 });
    expect(res.status).toBe(202);
    expect(body.message).toBe('Sent to your client to confirm');
    expect(body.data).toMatchObject({ status: 'awaiting_client', client_confirmation: { kind: 'sip_pause', sent_to: `XXXXXX${ASHA.slice(-4)}` } });
    expect(await sipRow(sip.id)).toMatchObject({ status: 'active', nextDueDate: sip.nextDueDate });
    const sms = await lastSms(p.t, ASHA);
    expect(sms).toMatch(/asks to pause your SIP: ₹2,000 a month in .*skip 2 instalments/);

    const listed = ((await get(p.rahul, `?client=${ASHA_ID}`)).body.data as unknown as SipCentrePage).sips.find((s) => s.id === sip.id)!;
    expect(listed.pending_request).toMatchObject({ kind: 'sip_pause' });

    // Rahul cannot confirm it himself: the link is the client's.
    expect((await call(p.t, 'GET', `/node/kyc/consent?token=${tokenFrom(sms)}`, undefined, as(p.rahul))).res.status).toBe(404);
    const confirmed = await clientConfirms(p.asha, tokenFrom(sms));
    expect(confirmed.res.status).toBe(200);
    const resumesOn = monthsAfter(sip.nextDueDate!, 2, 5);
    expect(confirmed.body.data).toMatchObject({ status: 'done', sip_status: 'paused', resumes_on: resumesOn });
    expect(await sipRow(sip.id)).toMatchObject({ status: 'paused', pausedUntil: resumesOn, nextDueDate: resumesOn });
    const events = await eventsOf(sip.id);
    expect(events.map((e) => [e.action, e.actedBy])).toEqual([
      ['pause_requested', 'advisor'],
      ['paused', 'investor'],
    ]);
    expect(events[1].requestedByExpertId).toBe(RAHUL_EXPERT);

    // The pause ends by itself: the instalment step makes the SIP active again on its resume date.
    await runInstalmentStep(db(), resumesOn, async () => {});
    const after = await sipRow(sip.id);
    expect(after.status).toBe('active');
    expect(after.pausedUntil).toBeNull();
    expect((await eventsOf(sip.id)).map((e) => e.action)).toContain('resumed');
  });

  it('cannot be confirmed once the SIP changed after the link was sent', async () => {
    const sip = await addSip(ASHA_ID);
    await pause(p.rahul, sip.id, { instalments: 1 });
    const token = tokenFrom(await lastSms(p.t, ASHA));
    expect((await pause(p.asha, sip.id, { instalments: 3 })).res.status).toBe(200);
    const late = await clientConfirms(p.asha, token);
    expect(late.res.status).toBe(409);
    expect(late.body.message).toBe('Your SIP changed after this link was sent; ask your advisor to send it again');
    expect((await sipRow(sip.id)).pausedUntil).toBe(monthsAfter(sip.nextDueDate!, 3, 5));
  });

  it('is refused with the rule: too long (422), a date before the next instalment (422), already paused or ended (409)', async () => {
    const sip = await addSip(ASHA_ID);
    let r = await pause(p.rahul, sip.id, { instalments: 7 });
    expect([r.res.status, r.body.message]).toEqual([422, 'A SIP can be paused for at most 6 instalments']);
    r = await pause(p.rahul, sip.id, { until: monthsAfter(sip.nextDueDate!, 6, 5) });
    expect([r.res.status, r.body.message]).toEqual([422, 'A SIP can be paused for at most 6 instalments']);
    r = await pause(p.rahul, sip.id, { until: monthsAfter(sip.nextDueDate!, -1, 5) });
    expect(r.res.status).toBe(422);
    expect(r.body.message).toMatch(/^The next instalment is on /);
    expect((await pause(p.rahul, sip.id, {})).res.status).toBe(400);
    expect((await pause(p.rahul, sip.id, { instalments: 1, until: sip.nextDueDate })).res.status).toBe(400);

    const paused = await addSip(ASHA_ID, { status: 'paused', pausedUntil: '2099-01-05' });
    r = await pause(p.rahul, paused.id, { instalments: 1 });
    expect([r.res.status, r.body.message]).toEqual([409, 'This SIP is already paused until 05/01/2099']);
    const ended = await addSip(ASHA_ID, { status: 'completed', nextDueDate: null });
    expect((await pause(p.rahul, ended.id, { instalments: 1 })).body.message).toBe('This SIP has ended');
    const shortSip = await addSip(ASHA_ID, { endDate: monthsAfter(todayIn(p.t.clock.now()), 2, 5) });
    r = await pause(p.rahul, shortSip.id, { instalments: 3 });
    expect(r.res.status).toBe(422);
    expect(r.body.message).toMatch(/cancel it instead$/);
  });

  it("is 404 for someone else's SIP: another advisor or investor", async () => {
    const sip = await addSip(ASHA_ID);
    expect((await pause(p.neha, sip.id, { instalments: 1 })).res.status).toBe(404);
    expect((await pause(p.vikram, sip.id, { instalments: 1 })).res.status).toBe(404);
    expect((await cancel(p.neha, sip.id)).res.status).toBe(404);
    expect((await pause(p.rahul, randomUUID(), { instalments: 1 })).res.status).toBe(404);
  });
});

describe('cancelling', () => {
  it("by the advisor waits for the client's OTP; by the investor is done at once; twice is a 409", async () => {
    const sip = await addSip(ASHA_ID);
    const asked = await cancel(p.rahul, sip.id);
    expect(asked.res.status).toBe(202);
    expect(asked.body.data).toMatchObject({ status: 'awaiting_client', client_confirmation: { kind: 'sip_cancel' } });
    expect((await sipRow(sip.id)).status).toBe('active');
    const done = await clientConfirms(p.asha, tokenFrom(await lastSms(p.t, ASHA)));
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'done', sip_status: 'cancelled' });
    expect((await sipRow(sip.id)).status).toBe('cancelled');
    const again = await cancel(p.rahul, sip.id);
    expect([again.res.status, again.body.message]).toEqual([409, 'This SIP is already cancelled']);

    const own = await addSip(ASHA_ID);
    const direct = await cancel(p.asha, own.id);
    expect(direct.res.status).toBe(200);
    expect(direct.body.data).toMatchObject({ status: 'done', sip_status: 'cancelled' });
    expect((await eventsOf(own.id)).map((e) => [e.action, e.actedBy])).toEqual([['cancelled', 'investor']]);
  });
});
