import { notifyChangedPages } from '@/server/market/pageNotifier';
import { REVALIDATE_BATCH, REVALIDATE_SECRET_HEADER } from '@/utils/funds/revalidation';

const URL = 'http://127.0.0.1:3107/api/revalidate';

function recorder(status = 200) {
  const calls: { url: string; secret: string | null; slugs: string[]; lists?: boolean }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { slugs: string[]; lists?: boolean };
    calls.push({ url, secret: new Headers(init.headers).get(REVALIDATE_SECRET_HEADER), ...body });
    return new Response('{}', { status });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('telling the web app which fund pages changed', () => {
  it('sends the slugs in batches, with the shared secret', async () => {
    const slugs = Array.from({ length: REVALIDATE_BATCH + 5 }, (_, i) => `fund-${i}`);
    const { calls, fetch } = recorder();
    expect(await notifyChangedPages(slugs, { url: URL, secret: 's3cret', fetch })).toEqual({ sent: slugs.length, failed: 0 });
    expect(calls.map((c) => c.slugs.length)).toEqual([REVALIDATE_BATCH, 5]);
    expect(calls.flatMap((c) => c.slugs)).toEqual(slugs);
    expect(calls.every((c) => c.url === URL && c.secret === 's3cret')).toBe(true);
    // The list's views follow the same NAVs: rebuilt once, with the first call.
    expect(calls.map((c) => c.lists)).toEqual([true, undefined]);
  });

  it('sends nothing when no web app is named', async () => {
    const { calls, fetch } = recorder();
    delete process.env.WEB_REVALIDATE_URL;
    expect(await notifyChangedPages(['fund-1'], { secret: 's3cret', fetch })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('counts what the web app refused or could not be reached for, without throwing', async () => {
    const refused = recorder(401);
    expect(await notifyChangedPages(['a-1', 'b-2'], { url: URL, secret: 's', fetch: refused.fetch })).toEqual({ sent: 0, failed: 2 });
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await notifyChangedPages(['a-1'], { url: URL, secret: 's', fetch: down })).toEqual({ sent: 0, failed: 1 });
  });
});
