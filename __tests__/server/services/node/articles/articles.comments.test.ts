// Posting limits on article and video reactions, and comments that only their author may change or remove.
// A fresh app of its own, so that posts made by other test files do not count against these limits.
import { stableId } from '@/server/db/seed/ids';
import { DEFAULT_REACTION_LIMITS } from '@/server/limits/posting';
import { MESSAGES } from '@/utils/validation';
import { ASHA, type ContentApp, VIKRAM, body, contentApp } from '../../../support/contentApp';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const SIP_EN = stableId('article:what-is-a-sip:en');
const NAV_EN = stableId('article:what-is-nav:en');
let t: ContentApp;

beforeAll(async () => {
  t = await contentApp();
});
afterAll(async () => {
  await t?.handle.close();
});

const post = (as: string, text: string, id = SIP_EN) => t.call('/article/comment', { method: 'PUT', body: { article_id: id, comment: text }, as });

describe('posting limit', () => {
  it(`allows ${DEFAULT_REACTION_LIMITS.comment} comments in 10 minutes, then answers 429 until the oldest leaves the window`, async () => {
    for (let i = 0; i < DEFAULT_REACTION_LIMITS.comment; i++) {
      expect((await post(VIKRAM, `comment ${i}`, i % 2 ? SIP_EN : NAV_EN)).status).toBe(200);
      t.advance(10_000);
    }
    const refused = await post(VIKRAM, 'one too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(refused)).message).toMatch(/^You can leave at most 10 comments in 10 minutes\. Please try again in \d+ minutes?\.$/);
    // Comments on videos count towards the same limit.
    const video = await t.call('/video/comment', { method: 'PUT', body: { video_id: stableId('video:nav-explained:en'), comment: 'x' }, as: VIKRAM });
    expect(video.status).toBe(429);
    // Someone else is not held back.
    expect((await post(ASHA, 'my first today')).status).toBe(200);

    t.advance(10 * MINUTE);
    expect((await post(VIKRAM, 'later on')).status).toBe(200);
  });

  it(`allows ${DEFAULT_REACTION_LIMITS.like} likes in 10 minutes`, async () => {
    const ids: string[] = [];
    for (const locale of ['en', 'hi', 'gu', 'mh', 'pj']) {
      const { data } = await body(await t.call(`/article/list?locale=${locale}&limit=50`));
      ids.push(...data.items.map((a: { id: string }) => a.id));
    }
    expect(ids.length).toBeGreaterThan(DEFAULT_REACTION_LIMITS.like);
    const someone = stableId('user:9000000109'); // an expert account with no likes in the seed
    const statuses: number[] = [];
    for (const id of ids.slice(0, DEFAULT_REACTION_LIMITS.like + 1)) {
      statuses.push((await t.call('/article/like', { method: 'PUT', body: { article_id: id }, as: someone })).status);
    }
    expect(statuses.slice(0, DEFAULT_REACTION_LIMITS.like).every((s) => s === 200)).toBe(true);
    expect(statuses[DEFAULT_REACTION_LIMITS.like]).toBe(429);
  });
});

describe('editing and deleting comments', () => {
  async function postOwn(text: string): Promise<string> {
    const res = await body(await post(ASHA, text));
    return res.data.Attributes.comments.find((c: { comment: string }) => c.comment === text).id;
  }

  it('lets the author edit their comment, with the same text rules', async () => {
    const id = await postOwn('first wording');
    const empty = await t.call(`/article/comment/${id}`, { method: 'PUT', body: { comment: ' ' }, as: ASHA });
    expect(empty.status).toBe(400);
    expect((await body(empty)).message).toBe(MESSAGES.commentEmpty);
    const res = await t.call(`/article/comment/${id}`, { method: 'PUT', body: { comment: 'second wording' }, as: ASHA });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ id, comment: 'second wording', user_id: ASHA });
    const page = await body(await t.call('/article/what-is-a-sip/en'));
    const texts = page.data.comments.map((c: { comment: string }) => c.comment);
    expect(texts).toContain('second wording');
    expect(texts).not.toContain('first wording');
  });

  it('refuses anyone else with 403, and a visitor with 401', async () => {
    const id = await postOwn('only mine');
    const edit = await t.call(`/article/comment/${id}`, { method: 'PUT', body: { comment: 'hijacked' }, as: VIKRAM });
    expect(edit.status).toBe(422);
    expect((await body(edit)).message).toBe('You can only change or delete your own comments');
    expect((await t.call(`/article/comment/${id}`, { method: 'DELETE', as: VIKRAM })).status).toBe(422);
    expect((await t.call(`/article/comment/${id}`, { method: 'DELETE' })).status).toBe(401);
    const page = await body(await t.call('/article/what-is-a-sip/en'));
    expect(page.data.comments.map((c: { comment: string }) => c.comment)).toContain('only mine');
  });

  it('lets the author delete their comment', async () => {
    const id = await postOwn('to be removed');
    const res = await t.call(`/article/comment/${id}`, { method: 'DELETE', as: ASHA });
    expect(await body(res)).toMatchObject({ status: 'success', data: { id } });
    const page = await body(await t.call('/article/what-is-a-sip/en'));
    expect(page.data.comments.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await t.call(`/article/comment/${id}`, { method: 'DELETE', as: ASHA })).status).toBe(404);
  });

  it('answers 404 for a malformed id and for a comment of another kind', async () => {
    expect((await t.call('/article/comment/nope', { method: 'DELETE', as: ASHA })).status).toBe(404);
    const onVideo = await body(
      await t.call('/video/comment', { method: 'PUT', body: { video_id: stableId('video:nav-explained:en'), comment: 'video note' }, as: ASHA }),
    );
    const videoCommentId = onVideo.data.Attributes.comments.find((c: { comment: string }) => c.comment === 'video note').id;
    expect((await t.call(`/article/comment/${videoCommentId}`, { method: 'DELETE', as: ASHA })).status).toBe(404);
    expect((await t.call(`/video/comment/${videoCommentId}`, { method: 'DELETE', as: ASHA })).status).toBe(200);
  });
});
