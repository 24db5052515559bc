import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import {
  articles,
  commissions,
  expertClients,
  identitySessions,
  kycDocuments,
  followUps,
  mandates,
  transactions,
  users,
} from '@/server/db/schema';
import { resetDemo, seedDemo, seedIfEmpty, seedScale, SCALE_EXPERT_MOBILE } from '@/server/db/seed';
import { expertId, stableId, userId } from '@/server/db/seed/ids';
import { expiringMandateRow } from '@/server/db/seed/parts/deskMandate';
import { raiseDeskFollowUps } from '@/server/jobs/deskEvents';
import { demoReadyDb, queryRows } from './helpers';

jest.setTimeout(180_000);

const TABLES = [
  'users',
  'experts',
  'expert_clients',
  'kyc_records',
  'kyc_steps',
  'kyc_documents',
  'bank_accounts',
  'identity_sessions',
  'folios',
  'holdings',
  'transactions',
  'orders',
  'sips',
  'carts',
  'cart_items',
  'health_insurance_carts',
  'commissions',
  'follow_ups',
  'notes',
  'leads',
  'mandates',
  'dispositions',
  'disposition_options',
  'articles',
  'videos',
  'questions',
  'answers',
  'comments',
  'likes',
];

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    out[table] = row.n;
  }
  return out;
}

/** A sample of rows with their ids, leaving out created/updated timestamps. */
async function sample(db: Db) {
  return {
    users: await db
      .select({ id: users.id, mobile: users.mobileNo, name: users.name, city: users.city })
      .from(users)
      .orderBy(asc(users.mobileNo)),
    ashaTxns: await db
      .select({
        id: transactions.id,
        date: transactions.txnDate,
        scheme: transactions.schemeCode,
        kind: transactions.txnType,
        nav: transactions.nav,
        units: transactions.units,
        amount: transactions.amountPaise,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId('9000000001')))
      .orderBy(asc(transactions.txnDate), asc(transactions.schemeCode), asc(transactions.id)),
    commissions: await db
      .select({
        id: commissions.id,
        period: commissions.period,
        amc: commissions.amc,
        amount: commissions.amountPaise,
      })
      .from(commissions)
      .orderBy(asc(commissions.id)),
    articles: await db
      .select({
        id: articles.id,
        slug: articles.slug,
        locale: articles.locale,
        likes: articles.likes,
        views: articles.views,
        author: articles.authorExpertId,
      })
      .from(articles)
      .orderBy(asc(articles.id)),
  };
}

describe('running the seed again', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await demoReadyDb();
  });
  afterAll(async () => handle?.close());

  it('leaves every count unchanged and says which parts it skipped', async () => {
    const first = await seedDemo(handle.db, { today: '2026-11-22' });
    expect(first.skipped).toEqual([]);
    const before = await tableCounts(handle.db);
    const second = await seedDemo(handle.db, { today: '2026-11-22' });
    expect(second.created).toEqual({});
    expect(second.skipped).toEqual(['people', 'agents', 'agent portfolios', 'portfolios', 'expert desk', 'content']);
    expect(await tableCounts(handle.db)).toEqual(before);
  });

  it('moves the demo follow-ups to a later today without adding any', async () => {
    const before = await tableCounts(handle.db);
    const later = await seedDemo(handle.db, { today: '2026-12-01' });
    expect(later.follow_ups_redated).toBeGreaterThan(0);
    const todays = await handle.db
      .select({ n: count() })
      .from(followUps)
      .where(eq(followUps.followUpDate, '2026-12-01'));
    expect(todays[0].n).toBeGreaterThanOrEqual(3);
    expect(await tableCounts(handle.db)).toEqual(before);
    // The demo's expiring mandate moves too: it still ends ten days after the later day.
    const [mandate] = await handle.db.select().from(mandates).where(eq(mandates.id, expiringMandateRow('2026-12-01').id));
    expect(mandate).toMatchObject({ status: 'active', expiresAt: new Date('2026-12-11T23:59:00+05:30') });
  });

  it("gives Rahul a raised follow-up for the demo client's mandate that ends within 15 days", async () => {
    await raiseDeskFollowUps(handle.db, new Date('2026-12-01T08:00:00+05:30'));
    const raised = await handle.db
      .select()
      .from(followUps)
      .where(eq(followUps.sourceKey, `mandate_expiring:${expiringMandateRow('2026-12-01').id}`));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ expertId: expertId('9000000101'), source: 'mandate_expiring', followUpDate: '2026-12-01' });
  });

  it('makes a scale expert with exactly N clients, and adds only the missing ones on a bigger N', async () => {
    const first = await seedScale(handle.db, 50);
    expect(first).toMatchObject({ clients_before: 0, clients_added: 50 });
    const clients = () =>
      handle.db
        .select({ n: count() })
        .from(expertClients)
        .where(eq(expertClients.expertId, expertId(SCALE_EXPERT_MOBILE)));
    expect((await clients())[0].n).toBe(50);
    const [txns] = await handle.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.expertId, expertId(SCALE_EXPERT_MOBILE)));
    expect(txns.n).toBeGreaterThan(50);
    expect((await seedScale(handle.db, 50)).clients_added).toBe(0);
    expect((await seedScale(handle.db, 60)).clients_added).toBe(10);
    expect((await clients())[0].n).toBe(60);
  });

  it('removes all demo data on reset and seeds it again the same', async () => {
    // What a demo investor's KYC journey adds beyond the seed: an uploaded document and an identity session.
    await handle.db.insert(kycDocuments).values({
      kycId: stableId('kyc:9000000001'),
      kind: 'photo',
      mime: 'image/png',
      sizeBytes: 10,
      sha256: 'x',
      storageKey: '0123456789abcdef0123456789abcdef.sealed',
    });
    await handle.db.insert(identitySessions).values({
      userId: userId('9000000001'),
      actorUserId: userId('9000000001'),
      kind: 'digilocker',
      token: 'demo-reset-token',
      returnPath: '/kyc',
      expiresAt: new Date(),
    });
    const before = await tableCounts(handle.db);
    expect(before.bank_accounts).toBeGreaterThan(20);
    const removed = await resetDemo(handle.db);
    expect(removed.users).toBe(before.users);
    expect(removed.documentKeys).toEqual(['0123456789abcdef0123456789abcdef.sealed']);
    const empty = await tableCounts(handle.db);
    for (const table of TABLES.filter((t) => t !== 'disposition_options'))
      expect([table, empty[table]]).toEqual([table, 0]);
    expect((await seedIfEmpty(handle.db, { today: '2026-11-22' })).seeded).toBe(true);
    expect((await seedIfEmpty(handle.db)).seeded).toBe(false);
    const again = await tableCounts(handle.db);
    // Everything but the 60 scale clients (and their rows) comes back.
    expect(again.articles).toBe(before.articles);
    expect(again.users).toBe(before.users - 61);
  });
});

describe('determinism', () => {
  it('gives two fresh databases the same rows', async () => {
    const a = await demoReadyDb();
    const b = await demoReadyDb();
    try {
      await seedDemo(a.db, { today: '2026-11-22' });
      await seedDemo(b.db, { today: '2026-11-22' });
      const [sa, sb] = [await sample(a.db), await sample(b.db)];
      expect(sa.ashaTxns.length).toBeGreaterThan(100);
      expect(sa.users.length).toBeGreaterThan(40);
      expect(sb).toEqual(sa);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
