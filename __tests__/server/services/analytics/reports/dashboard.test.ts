// The advisor dashboard's tiles through the real app: each figure equals what the page its tile links to answers on
// the same day (the analytics views, the order book, the Pro Zone, today's follow-ups), after the test has given
// each a case of its own (a mandate ending in ten days paying a SIP, a follow-up today, a birthday tomorrow, an unpaid order).
import { and, eq } from 'drizzle-orm';
import { followUps, kycRecords, mandates, orders, sips } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { asActor, SYSTEM_ACTOR } from '@/server/db/actor';
import { addDays, istParts } from '@/utils/orders/navDate';
import type { DashboardTiles } from '@/utils/analytics/wire';
import { addMonths } from '@/utils/analytics/months';
import { createPortfolioPeople, type PortfolioPeople, report } from '../../../support/analyticsApp';
import { as } from '../../../support/portfolioApp';
import { ASHA_ID } from '../../../support/portfolioApp';
import { RAHUL } from '../../../support/loginApp';

jest.setTimeout(180_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

const RAHUL_ID = expertId(RAHUL);
const DAY_MS = 86_400_000;
const today = () => istParts(p.t.clock.now()).date;

async function get<T>(path: string) {
  const res = await p.t.app.request(path, { headers: as(p.rahul) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A case for each tile that the seeded book may not have today. */
async function giveEachTileACase() {
  const db = p.t.handle.db;
  const now = p.t.clock.now();
  // A mandate ending in ten days paying one of Rahul's running SIPs.
  const [mandate] = await db
    .insert(mandates)
    .values({ userId: ASHA_ID, mandateType: 'upi_autopay', limitPaise: 1_000_000, vpa: 'asha@upi', status: 'active', providerRef: `dash-${now.getTime()}`, expiresAt: new Date(now.getTime() + 10 * DAY_MS) })
    .returning();
  const [running] = await db.select().from(sips).where(and(eq(sips.expertId, RAHUL_ID), eq(sips.userId, ASHA_ID), eq(sips.status, 'active'))).limit(1);
  await db.update(sips).set({ mandateId: mandate.id }).where(eq(sips.id, running.id));
  const [, m, d] = addDays(today(), 1).split('-');
  await db.update(kycRecords).set({ dob: `1990-${m}-${d}` }).where(eq(kycRecords.userId, ASHA_ID));
  await db.insert(followUps).values({
    expertId: RAHUL_ID,
    userId: ASHA_ID,
    name: 'Asha',
    contact: '9000000001',
    followUpDate: today(),
    timeSlot: '11:00PM-11:30PM',
    startsAt: new Date(`${today()}T23:00:00+05:30`),
  });
  const [order] = await db.select().from(orders).where(eq(orders.expertId, RAHUL_ID)).limit(1);
  if (order) {
    await asActor(db, SYSTEM_ACTOR, (tx) =>
      tx.insert(orders).values({ ...order, id: undefined, orderNo: `${order.orderNo}-D`, status: 'payment_pending', placedAt: now, createdAt: now, updatedAt: now } as typeof orders.$inferInsert),
    );
  }
}

describe('GET /analytics/reports/dashboard', () => {
  it("equals, tile by tile, what the pages it links to answer today", async () => {
    await giveEachTileACase();
    const { status, data: tiles } = await report<DashboardTiles>(p, '/dashboard');
    expect(status).toBe(200);
    const month = today().slice(0, 7);
    expect(tiles).toMatchObject({ as_of: today(), month });

    const summary = await get<{ aum_paise: number }>('/analytics/reports/summary');
    const aum = await get<{ series: { aum_paise: number }[] }>(`/analytics/reports/aum?from=${addMonths(month, -1)}&to=${month}`);
    expect(tiles.aum_paise).toBe(summary.aum_paise);
    expect(tiles.aum_paise).toBeGreaterThan(0);
    expect(tiles.aum_change_paise).toBe(aum.series[1].aum_paise - aum.series[0].aum_paise);

    const sips = await get<{ active: number; book_paise: number; bounced: number }>(`/analytics/reports/sips?from=${month}&to=${month}`);
    expect(tiles).toMatchObject({ active_sips: sips.active, sip_book_paise: sips.book_paise, sip_bounces_this_month: sips.bounced });
    expect(tiles.sip_book_paise).toBeGreaterThan(0);

    const clients = await get<{ by_kyc_status: { status: string; clients: number }[] }>('/analytics/reports/clients');
    const notValidated = clients.by_kyc_status.filter((k) => k.status !== 'verified').reduce((n, k) => n + k.clients, 0);
    expect(tiles.kyc_pending).toBe(notValidated);

    const ordersToday = await get<{ total: number }>(`/node/orders/book?from=${today()}&to=${today()}`);
    const unpaid = await get<{ total: number }>('/node/orders/book?status=payment_pending');
    expect(tiles.orders_today).toBe(ordersToday.total);
    expect(tiles.payments_pending).toBe(unpaid.total);
    expect(tiles.payments_pending).toBeGreaterThan(0);

    const birthdays = await get<unknown[]>('/node/prozone/birthdays?days=7');
    expect(tiles.birthdays_7d).toBe(birthdays.length);
    expect(tiles.birthdays_7d).toBeGreaterThan(0);

    const todays = await p.t.app.request('/analytics/rm/mappings', {
      method: 'POST',
      headers: { ...as(p.rahul), 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'followup', day: 'TODAY', rm_id: RAHUL_ID }),
    });
    const listed = ((await todays.json()) as { data: { done_at: string | null }[] }).data;
    expect(tiles.follow_ups_today).toBe(listed.filter((f) => !f.done_at).length);
    expect(tiles.follow_ups_today).toBeGreaterThan(0);

    const centre = await get<{ counts: { mandate_expiring: number } }>('/node/orders/sips');
    expect(tiles.sips_mandate_ending_30d).toBe(centre.counts.mandate_expiring);
    expect(tiles.sips_mandate_ending_30d).toBeGreaterThan(0);
  });

  it('is for advisors only', async () => {
    expect((await report(p, '/dashboard', p.asha)).status).toBe(403);
  });
});
