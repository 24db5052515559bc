// The index follows its sources through the database's triggers, whichever code path writes them, and the
// search worker's copy of it follows the index: every search below runs right after the write it checks.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { articles, experts, funds, questions, searchDocuments, users, videos } from '@/server/db/schema';
import { importNavAll } from '@/server/market/importer';
import { reindexAll, reindexContent, reindexFunds } from '@/server/services/search';
import { searchIndex } from '@/server/services/search/search.service';
import { toHit } from '@/server/services/search/hits';
import { oneSchemeNavAll, searchTestDb } from '../../support/searchTestDb';

jest.setTimeout(180_000);

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await searchTestDb();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

async function find(text: string, size = 10) {
  return (await searchIndex(db, text, { size, from: 0 })).rows.map(toHit);
}

async function documentOf(index: string, refId: string) {
  const [row] = await db
    .select()
    .from(searchDocuments)
    .where(sql`${searchDocuments.indexName} = ${index} and ${searchDocuments.refId} = ${refId}`);
  return row;
}

const FLEXI_DIRECT_GROWTH = 122639;

describe('funds', () => {
  it('an import that renames a scheme is searchable under the new name at once', async () => {
    const before = await documentOf('products', String(FLEXI_DIRECT_GROWTH));
    expect(before.title).toBe('Parag Parikh Flexi Cap Fund');
    await importNavAll(
      db,
      oneSchemeNavAll({ code: FLEXI_DIRECT_GROWTH, name: 'Parag Parikh Zenith Flexi Cap Fund', plan: 'Direct Plan', option: 'Growth', nav: '91.0000', date: '24-Aug-2026' }),
    );
    const [hit] = await find('zenith flexi');
    expect(hit._source).toMatchObject({ id: FLEXI_DIRECT_GROWTH, scheme_name: 'Parag Parikh Zenith Flexi Cap Fund' });
    // the slug (and so the page's address) stays what it was at first import
    expect(hit._source.display_url).toBe(`/mutual-funds/${before.payload.slug as string}`);
  });

  it('a NAV-only import leaves the documents untouched', async () => {
    const before = await documentOf('products', String(FLEXI_DIRECT_GROWTH));
    const result = await importNavAll(
      db,
      oneSchemeNavAll({ code: FLEXI_DIRECT_GROWTH, name: 'Parag Parikh Zenith Flexi Cap Fund', plan: 'Direct Plan', option: 'Growth', nav: '92.5000', date: '25-Aug-2026' }),
    );
    expect(result.funds_updated).toBe(1);
    const after = await documentOf('products', String(FLEXI_DIRECT_GROWTH));
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('of many funds updated at once, only the ones whose searchable columns changed are rewritten', async () => {
    const before = new Map(
      (await db.select().from(searchDocuments).where(eq(searchDocuments.indexName, 'products'))).map((d) => [d.refId, d.updatedAt.getTime()]),
    );
    await db.execute(sql`update funds set nav = nav + 1,
      sub_category = case when scheme_code = 122640 then 'Flexi Cap Fund (renamed)' else sub_category end
      where fund_house = 'PPFAS Mutual Fund'`);
    const after = await db.select().from(searchDocuments).where(eq(searchDocuments.indexName, 'products'));
    const rewritten = after.filter((d) => d.updatedAt.getTime() !== before.get(d.refId)).map((d) => d.refId);
    expect(rewritten).toEqual(['122640']);
    expect(after.find((d) => d.refId === '122640')!.extra).toContain('Flexi Cap Fund (renamed)');
  });

  it('a direct update of a fund name and a deleted fund are followed too', async () => {
    await db.update(funds).set({ name: 'Bandhan Aurum Gold ETF' }).where(eq(funds.schemeCode, 153930));
    expect((await find('aurum'))[0]._source.id).toBe(153930);
    await db.delete(funds).where(eq(funds.schemeCode, 153930));
    expect(await find('aurum')).toEqual([]);
    expect(await documentOf('products', '153930')).toBeUndefined();
  });
});

describe('content', () => {
  const articleId = randomUUID();
  const videoId = randomUUID();
  const questionId = randomUUID();
  const userId = randomUUID();
  const expertId = randomUUID();

  it('a new published article is found, with the address of its page; taken back to draft or deleted, it is gone', async () => {
    await db.insert(articles).values({
      id: articleId,
      slug: 'quokka-guide-to-sips',
      locale: 'hi',
      title: 'Quokka guide to SIPs',
      summary: 'Why a monthly plan beats timing the market',
      body: '<p>Rupee cost <strong>averaging</strong> explained.</p>',
      publishedAt: new Date('2026-01-05T00:00:00Z'),
    });
    const [hit] = await find('quokka');
    expect(hit).toMatchObject({ _index: 'articles', _id: articleId });
    expect(hit._source).toMatchObject({ title: 'Quokka guide to SIPs', display_url: '/m/hi/quokka-guide-to-sips', locale: 'hi', description: 'Why a monthly plan beats timing the market' });
    // words of the HTML body are indexed, the tags are not
    expect((await find('averaging'))[0]._id).toBe(articleId);
    expect(await find('strong')).toEqual([]);

    await db.update(articles).set({ publishedAt: null }).where(eq(articles.id, articleId));
    expect(await find('quokka')).toEqual([]);
    await db.update(articles).set({ publishedAt: new Date('2026-01-06T00:00:00Z') }).where(eq(articles.id, articleId));
    expect(await find('quokka')).toHaveLength(1);
    await db.delete(articles).where(eq(articles.id, articleId));
    expect(await find('quokka')).toEqual([]);
  });

  it('videos and questions are found under their own index names and addresses', async () => {
    await db.insert(videos).values({ id: videoId, videoKey: 'narwhal-nav', locale: 'en', title: 'Narwhal explains NAV', url: 'https://example.test/v' });
    await db.insert(questions).values({ id: questionId, slug: 'walrus-fund', locale: 'en', question: 'Is a walrus fund safe for beginners?' });
    const [video] = await find('narwhal');
    expect(video).toMatchObject({ _index: 'videos', _source: { display_url: '/videos/narwhal-nav' } });
    const [question] = await find('walrus');
    expect(question).toMatchObject({ _index: 'forums', _source: { question: 'Is a walrus fund safe for beginners?', display_url: `/questions/${questionId}-walrus-fund` } });

    await db.update(questions).set({ question: 'Is a penguin fund safe for beginners?' }).where(eq(questions.id, questionId));
    expect(await find('walrus')).toEqual([]);
    expect((await find('penguin'))[0]._id).toBe(questionId);
  });

  it("experts are found by name and ARN, and follow their user's name", async () => {
    await db.insert(users).values({ id: userId, mobileNo: '9555500001', name: 'Ishaan Quixote', city: 'Pune', roles: ['user', 'expert'] });
    await db.insert(experts).values({ id: expertId, userId, expertCode: 'ZFQX01', arn: 'ARN-998877', arnStatus: 'validated', products: ['Mutual Funds', 'Fixed Deposits'] });
    const [byName] = await find('quixote');
    expect(byName).toMatchObject({ _index: 'users', _id: expertId });
    expect(byName._source).toMatchObject({ name: 'Ishaan Quixote', arn: 'ARN-998877', products: ['Mutual Funds', 'Fixed Deposits'], display_url: `/experts/${expertId}-ishaan-quixote` });
    expect((await find('ARN-998877'))[0]._id).toBe(expertId);

    await db.update(users).set({ name: 'Ishaan Zephyr' }).where(eq(users.id, userId));
    expect(await find('quixote')).toEqual([]);
    expect((await find('zephyr'))[0]._source.display_url).toBe(`/experts/${expertId}-ishaan-zephyr`);

    // the directory lists only people with the expert role: so does search
    await db.update(users).set({ roles: ['user'] }).where(eq(users.id, userId));
    expect(await find('zephyr')).toEqual([]);
    await db.update(users).set({ roles: ['user', 'expert'] }).where(eq(users.id, userId));
    expect(await find('zephyr')).toHaveLength(1);

    await db.delete(users).where(eq(users.id, userId)); // cascades to the experts row
    expect(await find('zephyr')).toEqual([]);
  });
});

describe('rebuilding by hand', () => {
  it('finds nothing to change after the triggers did their work', async () => {
    expect(await reindexAll(db)).toEqual({ products: 0, articles: 0, videos: 0, forums: 0, users: 0 });
  });

  it('restores documents that were lost, for some or all keys', async () => {
    const count = async () => Number(((await db.execute(sql`select count(*)::int as n from search_documents`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const total = await count();
    await db.execute(sql`delete from search_documents`);
    expect(await reindexFunds(db, [122640])).toBe(1);
    expect(await reindexContent(db, 'forums')).toBe(1);
    expect(await count()).toBe(2);
    // the one fund and the question are back already; the other funds and the video come back now
    expect(await reindexAll(db)).toEqual({ products: total - 3, articles: 0, videos: 1, forums: 0, users: 0 });
    expect(await count()).toBe(total);
    await expect(reindexContent(db, 'videos', ['not-a-uuid'])).rejects.toThrow(RangeError);
  });
});
