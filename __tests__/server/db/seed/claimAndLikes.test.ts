// The demo seed leaves one directory listing for the expert claim to be shown on, and dates its likes in the
// past so that they do not count towards anyone's like limit right after seeding.
import { and, count, eq, inArray } from 'drizzle-orm';
import { issueAccessToken } from '@/server/auth';
import type { Db, DbHandle } from '@/server/db/client';
import { answers, articles, experts, likes, users } from '@/server/db/schema';
import { demoSummaryLines, seedDemo } from '@/server/db/seed';
import { DEMO_EXPERTS } from '@/server/db/seed/content/experts';
import { userId } from '@/server/db/seed/ids';
import { addDays, indiaDate } from '@/server/db/seed/parts/desk';
import { demoLikeTime } from '@/server/db/seed/parts/content';
import { ASHA_MOBILE } from '@/server/db/seed/parts/people';
import { TEST_SECRET, type TestApp, createTestApp } from '../../support/testApp';
import { demoReadyDb } from './helpers';

jest.setTimeout(120_000);

let handle: DbHandle;
let db: Db;
let app: TestApp['app'];
const today = indiaDate(new Date());
const likeLimitBefore = process.env.CONTENT_LIKE_LIMIT_10MIN;

beforeAll(async () => {
  handle = await demoReadyDb();
  db = handle.db;
  await seedDemo(db); // the seed date is today, as with `npm run db:seed`
  // A limit of one like per 10 minutes: a single seeded like stamped with the seed's time would refuse the next.
  process.env.CONTENT_LIKE_LIMIT_10MIN = '1';
  ({ app } = await createTestApp({ handle, services: ['node'] }));
});
afterAll(async () => {
  if (likeLimitBefore === undefined) delete process.env.CONTENT_LIKE_LIMIT_10MIN;
  else process.env.CONTENT_LIKE_LIMIT_10MIN = likeLimitBefore;
  await handle?.close();
});

describe('the claimable listing', () => {
  async function claimable() {
    return db
      .select({ expert: experts, user: users })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(eq(experts.claimable, true));
  }

  it('is exactly one advisor with an ARN who never logged in and wrote nothing', async () => {
    const rows = await claimable();
    expect(rows).toHaveLength(1);
    const [{ expert, user }] = rows;
    expect(expert.arn).toMatch(/^\d{6}$/);
    expect(user.lastLoginAt).toBeNull();
    expect(user.roles).toEqual(['expert']);
    // The number a claim is confirmed by (README's demo section names it): its code is read from the dev outbox.
    expect(user.mobileNo).toBe('9000000105');
    const [wrote] = await db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.authorExpertId, expert.id));
    const [answered] = await db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.expertId, expert.id));
    expect([wrote.n, answered.n]).toEqual([0, 0]);
    expect(DEMO_EXPERTS.filter((e) => e.claimable).map((e) => e.arn)).toEqual([expert.arn]);
  });

  it('is reported unclaimed by the ARN lookup the claim modal uses', async () => {
    const [{ expert, user }] = await claimable();
    const res = await app.request(`/node/user/expert/arn/${expert.arn}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      id: expert.id,
      name: user.name,
      arn_code: expert.arn,
      claimed: false,
    });
  });

  it("is named with its ARN in the seed's printed summary", async () => {
    const [{ expert }] = await claimable();
    const lines = demoSummaryLines();
    expect(lines.filter((l) => l.includes(`ARN ${expert.arn}`))).toHaveLength(1);
  });
});

describe('seeded likes', () => {
  it('fall on the 30 days before the seed date, on many different days', async () => {
    const rows = await db.select({ at: likes.createdAt }).from(likes);
    expect(rows.length).toBeGreaterThan(50);
    const from = Date.parse(`${addDays(today, -30)}T00:00:00+05:30`);
    const until = Date.parse(`${today}T00:00:00+05:30`);
    for (const { at } of rows) {
      expect(at.getTime()).toBeGreaterThanOrEqual(from);
      expect(at.getTime()).toBeLessThan(until);
    }
    expect(new Set(rows.map((r) => indiaDate(r.at))).size).toBeGreaterThan(20);
  });

  it('are dated from their label and the seed date alone', () => {
    const label = 'like:article:some-id:9000000001';
    expect(demoLikeTime(label, '2026-11-22')).toEqual(demoLikeTime(label, '2026-11-22'));
    expect(
      demoLikeTime(label, '2026-11-23').getTime() - demoLikeTime(label, '2026-11-22').getTime(),
    ).toBe(86_400_000);
  });

  it('do not count towards the like limit of a person who liked things in the seed', async () => {
    const asha = userId(ASHA_MOBILE);
    const own = await db
      .select({ targetId: likes.targetId })
      .from(likes)
      .where(and(eq(likes.userId, asha), inArray(likes.targetType, ['article', 'video'])));
    expect(own.length).toBeGreaterThan(0);
    const liked = new Set(own.map((l) => l.targetId));
    const candidates = await db.select({ id: articles.id }).from(articles);
    const fresh = candidates.find((a) => !liked.has(a.id));
    expect(fresh).toBeDefined();
    const token = await issueAccessToken(TEST_SECRET, {
      userId: asha,
      roles: ['user'],
      role: 'user',
    });
    const res = await app.request('/node/article/like', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({ article_id: fresh!.id }),
    });
    expect(res.status).toBe(200);
  });
});
