import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import {
  articles,
  bankAccounts,
  carts,
  commissions,
  expertClients,
  experts,
  followUps,
  healthInsuranceCarts,
  holdings,
  kycRecords,
  kycSteps,
  questions,
  sips,
  transactions,
  users,
  videos,
} from '@/server/db/schema';
import { createSealer } from '@/server/crypto/sealed';
import { seedDemo } from '@/server/db/seed';
import { declarationsSchema, personalDetailsSchema } from '@/utils/validation/kyc';
import { DEMO_FOOTER, DEMO_LOCALES } from '@/server/db/seed/content/types';
import { unitsForAmount } from '@/server/db/seed/decimal';
import { expertId, userId } from '@/server/db/seed/ids';
import { demoReadyDb, queryRows } from './helpers';
import { createInsurerProvider } from '@/server/providers/insurer';

jest.setTimeout(120_000);

const TODAY = '2026-11-22';
const DATA_SECRET = 'demo-test-data-secret-0123456789abcdef';
let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await demoReadyDb();
  db = handle.db;
  await seedDemo(db, { today: TODAY, dataSecret: DATA_SECRET });
});

afterAll(async () => {
  await handle?.close();
});

async function userByMobile(mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobileNo, mobile));
  return row;
}

async function expertByMobile(mobile: string) {
  const [row] = await db
    .select({ expert: experts, user: users })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(users.mobileNo, mobile));
  return row;
}

describe('demo investors', () => {
  it('has Asha Verma with verified KYC, and Vikram Rao with no KYC', async () => {
    const asha = await userByMobile('9000000001');
    expect(asha).toMatchObject({
      name: 'Asha Verma',
      roles: ['user'],
      profile: expect.objectContaining({ is_demo: true }),
    });
    const [kyc] = await db.select().from(kycRecords).where(eq(kycRecords.userId, asha.id));
    expect(kyc).toMatchObject({
      kycStatus: 'verified',
      navigateTo: 'product_page',
      pancardNo: 'ABCPV1234K',
    });
    expect(kyc.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const vikram = await userByMobile('9000000002');
    expect(vikram.name).toBe('Vikram Rao');
    expect(await db.select().from(kycRecords).where(eq(kycRecords.userId, vikram.id))).toEqual([]);
  });

  it('gives Asha folios at several fund houses, live SIPs, SIP instalments and redemptions', async () => {
    const uid = userId('9000000001');
    const kinds = await db
      .select({ kind: transactions.txnType, n: count() })
      .from(transactions)
      .where(eq(transactions.userId, uid))
      .groupBy(transactions.txnType);
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(byKind.sip).toBeGreaterThan(100);
    expect(byKind.purchase).toBeGreaterThanOrEqual(5);
    expect(byKind.redemption).toBeGreaterThanOrEqual(3);
    const houses = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct amc)::int as n from folios where user_id = ${uid}`,
    );
    expect(houses[0].n).toBeGreaterThanOrEqual(5);
    const live = await db
      .select({ n: count() })
      .from(sips)
      .where(and(eq(sips.userId, uid), eq(sips.status, 'active')));
    expect(live[0].n).toBeGreaterThanOrEqual(3);
  });
});

describe('prices and holdings', () => {
  it('books every demo transaction at the real NAV of its date and units = amount / NAV for purchases', async () => {
    const checked = await queryRows<{ total: number; mismatched: number }>(
      db,
      sql`
      select count(*)::int as total,
             count(*) filter (where nh.nav is null or nh.nav <> t.nav)::int as mismatched
      from transactions t left join nav_history nh on nh.scheme_code = t.scheme_code and nh.date = t.txn_date`,
    );
    expect(checked[0].total).toBeGreaterThan(500);
    expect(checked[0].mismatched).toBe(0);

    const ashas = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, userId('9000000001')));
    for (const t of ashas.filter((x) => x.txnType !== 'redemption')) {
      expect(Number(t.units)).toBeCloseTo(Number(unitsForAmount(t.amountPaise, t.nav)), 4);
    }
  });

  it('keeps every holding equal to the sum of its transaction units', async () => {
    const rows = await queryRows<{ holdings: number; off: number }>(
      db,
      sql`
      select count(*)::int as holdings,
             count(*) filter (where h.units <> coalesce(s.units, 0))::int as off
      from holdings h left join (
        select folio_id, scheme_code,
               sum(case when txn_type = 'redemption' then -units else units end) as units
        from transactions group by folio_id, scheme_code
      ) s on s.folio_id = h.folio_id and s.scheme_code = h.scheme_code`,
    );
    expect(rows[0].holdings).toBeGreaterThan(30);
    expect(rows[0].off).toBe(0);
    const [someUnits] = await db
      .select({ units: holdings.units })
      .from(holdings)
      .where(eq(holdings.userId, userId('9000000001')))
      .limit(1);
    expect(Number(someUnits.units)).toBeGreaterThan(0);
  });
});

describe('demo experts', () => {
  it('has Rahul Mehta validated till 29/05/2028 with a merchant, an RM and 25 clients including Asha', async () => {
    const rahul = await expertByMobile('9000000101');
    expect(rahul.user).toMatchObject({ name: 'Rahul Mehta', roles: ['expert'] });
    expect(rahul.expert).toMatchObject({
      arnStatus: 'validated',
      arnValidTill: '2028-05-29',
      transactionAllowed: true,
      merchantId: expect.any(String),
      rmName: expect.any(String),
      rmMobile: expect.stringMatching(/^[6-9]\d{9}$/),
      expertCode: expect.any(String),
    });
    const clients = await db
      .select({ mobile: users.mobileNo })
      .from(expertClients)
      .innerJoin(users, eq(users.id, expertClients.userId))
      .where(eq(expertClients.expertId, rahul.expert.id));
    expect(clients).toHaveLength(25);
    expect(clients.map((c) => c.mobile)).toContain('9000000001');
  });

  it('has Neha Iyer with a pending ARN and no clients', async () => {
    const neha = await expertByMobile('9000000102');
    expect(neha.user.name).toBe('Neha Iyer');
    expect(neha.expert.arnStatus).toBe('pending');
    expect(neha.expert.transactionAllowed).toBe(false);
    expect(
      await db.select().from(expertClients).where(eq(expertClients.expertId, neha.expert.id)),
    ).toEqual([]);
  });

  it("gives Rahul today's follow-ups, carts of several types and monthly commissions by AMC", async () => {
    const rahul = await expertByMobile('9000000101');
    const today = await db
      .select()
      .from(followUps)
      .where(and(eq(followUps.expertId, rahul.expert.id), eq(followUps.followUpDate, TODAY)));
    expect(today.length).toBeGreaterThanOrEqual(3);
    today.forEach((f) => expect(f.timeSlot).toMatch(/^\d{2}:\d{2}(AM|PM)-\d{2}:\d{2}(AM|PM)$/));
    const types = await db
      .select({ type: carts.cartType, session: carts.sessionId })
      .from(carts)
      .where(eq(carts.expertId, rahul.expert.id));
    expect(new Set(types.map((t) => t.type)).size).toBeGreaterThanOrEqual(6);
    expect(types.find((t) => t.type === 'redemption')?.session).toBeTruthy();
    // Asha's open SIP and step-up carts (new types) are one collection, as the cart service would have made them.
    const asha = await db
      .select({ collection: carts.collectionId, session: carts.sessionId, type: carts.cartType })
      .from(carts)
      .where(and(eq(carts.expertId, rahul.expert.id), eq(carts.userId, userId('9000000001'))));
    const newTypes = asha.filter((c) => c.session === null);
    expect(newTypes.map((c) => c.type).sort()).toEqual(['modify_stepup', 'purchase_sip']);
    expect(new Set(newTypes.map((c) => c.collection)).size).toBe(1);
    const periods = await queryRows<{ months: number; amcs: number }>(
      db,
      sql`select count(distinct period)::int as months, count(distinct amc)::int as amcs from commissions where expert_id = ${rahul.expert.id}`,
    );
    expect(periods[0]).toEqual({ months: 12, amcs: expect.any(Number) });
    expect(periods[0].amcs).toBeGreaterThanOrEqual(4);
    const [sum] = await db
      .select({ n: sql<number>`sum(${commissions.amountPaise})::bigint` })
      .from(commissions)
      .where(eq(commissions.expertId, rahul.expert.id));
    expect(Number(sum.n)).toBeGreaterThan(0);
  });

  it("gives Rahul's client Gaurav a paid family floater on a sandbox plan, priced as the sandbox quotes it", async () => {
    const [policy] = await db.select().from(healthInsuranceCarts).where(eq(healthInsuranceCarts.userUuid, userId('9000001022')));
    expect(policy).toMatchObject({ cartStatus: 'paid', planId: 'arogya-family-shield', coverType: 'floater', createdBy: 'user', paymentOption: 'yearly' });
    expect(policy.policyNumber).toMatch(/^ZFH-\d{4}-\d{8}$/);
    expect(policy.paidAt).not.toBeNull();
    const insurer = createInsurerProvider({ authSecret: DATA_SECRET, pyPublicBase: '/api/py' });
    const members = policy.insuranceHolderDetails.map((m) => m as unknown as { name: string; relation: 'self'; age: number; illnesses: string[] });
    const [quote] = insurer.quote({ members, tier: 1, coverAmount: 1_000_000 }).filter((q) => q.plan.plan_id === policy.planId);
    expect(policy.premiumPaise).toBe(quote.floater.yearly_premium * 100);
  });

  it('lists experts in Gurgaon and the other cities, with coordinates', async () => {
    const byCity = await db
      .select({ city: users.city, n: count(), withCoords: sql<number>`count(${experts.lat})::int` })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .groupBy(users.city);
    const cities = Object.fromEntries(byCity.map((c) => [c.city, c]));
    for (const city of [
      'Gurgaon',
      'Delhi',
      'Mumbai',
      'Pune',
      'Bengaluru',
      'Ahmedabad',
      'Chandigarh',
    ])
      expect(cities[city]?.n).toBeGreaterThan(0);
    expect(cities.Gurgaon.n).toBeGreaterThanOrEqual(3);
    expect(cities.Gurgaon.withCoords).toBe(cities.Gurgaon.n);
  });
});

describe('content', () => {
  it.each(DEMO_LOCALES)('has articles, videos and questions in %s', async (locale) => {
    const [a] = await db.select({ n: count() }).from(articles).where(eq(articles.locale, locale));
    const [v] = await db.select({ n: count() }).from(videos).where(eq(videos.locale, locale));
    const [q] = await db.select({ n: count() }).from(questions).where(eq(questions.locale, locale));
    expect([a.n, v.n, q.n].every((n) => n > 0)).toBe(true);
    const bodies = await db
      .select({ body: articles.body })
      .from(articles)
      .where(eq(articles.locale, locale));
    bodies.forEach((b) => expect(b.body).toContain(DEMO_FOOTER[locale]));
  });

  it('marks one default language per video and uses demo embed ids', async () => {
    const rows = await db
      .select({ key: videos.videoKey, def: videos.isDefaultLocale, url: videos.url })
      .from(videos);
    const defaults = new Map<string, number>();
    rows.forEach((r) => defaults.set(r.key, (defaults.get(r.key) ?? 0) + (r.def ? 1 : 0)));
    expect([...defaults.values()].every((n) => n === 1)).toBe(true);
    rows.forEach((r) =>
      expect(r.url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/DEMO/),
    );
  });

  it('keeps like counters equal to the like rows', async () => {
    const off = await queryRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from answers a
      where a.likes <> (select count(*) from likes l where l.target_type = 'answer' and l.target_id = a.id)`,
    );
    expect(off[0].n).toBe(0);
  });
});

describe('demo KYC', () => {
  const rahulBook = () =>
    db
      .select({ mobile: users.mobileNo, kyc: kycRecords })
      .from(expertClients)
      .innerJoin(users, eq(users.id, expertClients.userId))
      .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
      .where(eq(expertClients.expertId, expertId('9000000101')));

  it("shows every KYC status among Rahul's clients, the hold with its reason", async () => {
    const book = await rahulBook();
    const statuses = new Set(book.map((c) => c.kyc?.kycStatus ?? 'not_started'));
    expect([...statuses].sort()).toEqual([
      'in_progress',
      'not_started',
      'on_hold',
      'registered',
      'rejected',
      'verified',
    ]);
    const onHold = book.find((c) => c.kyc?.kycStatus === 'on_hold');
    expect(onHold?.kyc?.holdReason).toBe('Email not validated: confirm the link the KRA sent');
    const working = book.find((c) => c.kyc?.kycStatus === 'in_progress');
    expect(working?.kyc?.navigateTo).toBe('upload_documents');
    expect(book.find((c) => c.mobile === '9000001003')?.kyc).toBeNull(); // the desk's "KYC not started" client
  });

  it('gives every KYC that reached the KRA a verified primary account, its number sealed with the data key', async () => {
    const sealer = createSealer(DATA_SECRET);
    const atKra = (await db.select().from(kycRecords)).filter(
      (k) => k.navigateTo === 'product_page',
    );
    const accounts = await db.select().from(bankAccounts);
    expect(accounts).toHaveLength(atKra.length);
    for (const kyc of atKra) {
      const account = accounts.find((a) => a.userId === kyc.userId);
      expect(account).toMatchObject({
        isPrimary: true,
        pennyDropStatus: 'verified',
        pennyDropName: kyc.name,
      });
      const number = sealer.openText(account!.accountNumberEnc);
      expect(number).toMatch(/^\d{9,18}$/);
      expect(number.endsWith(account!.accountLast4)).toBe(true);
      expect(account!.accountHash).toBe(sealer.fingerprint(`${account!.ifsc}:${number}`));
      // The penny drop sandbox fails accounts ending 0000 or 9999: no demo account does.
      expect(['0000', '9999']).not.toContain(account!.accountLast4);
    }
    const asha = accounts.find((a) => a.userId === userId('9000000001'));
    expect(asha).toMatchObject({
      ifsc: 'HDFC0000590',
      bankName: 'HDFC Bank',
      accountLast4: '4821',
    });
  });

  it('keeps each PAN unique and clear of the sandbox test digits', async () => {
    const pans = (await db.select({ pan: kycRecords.pancardNo }).from(kycRecords)).map(
      (r) => r.pan!,
    );
    expect(new Set(pans).size).toBe(pans.length);
    for (const pan of pans)
      expect(['0000', '1111', '2222', '3333', '4444', '8888', '9999']).not.toContain(
        pan.slice(5, 9),
      );
  });

  it('saves step data in the shapes the KYC forms read back', async () => {
    const steps = await db.select().from(kycSteps).where(eq(kycSteps.status, 'completed'));
    const today = () => new Date('2026-11-22T12:00:00');
    for (const step of steps.filter((s) => s.step === 'personal_details'))
      expect(personalDetailsSchema.parse(step.data)).toBeTruthy();
    for (const step of steps.filter((s) => s.step === 'declarations'))
      expect(declarationsSchema(today).parse(step.data)).toBeTruthy();
    expect(steps.some((s) => s.step === 'declarations')).toBe(true);
  });
});
