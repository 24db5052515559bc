/**
 * @jest-environment node
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/revalidate';
import { sharedFilterMeta } from '@/components/funds/sharedFilterMeta';
import { REVALIDATE_SECRET_HEADER } from '@/utils/funds/revalidation';

const metaAsked = { count: 0 };
jest.mock('@/services/market.api', () => ({
  getFilterMeta: async () => ({
    asked: (metaAsked.count += 1),
    categories: [{ category: 'Equity Scheme', count: 1, sub_categories: [] }],
    fund_houses: [{ fund_house: 'SBI Mutual Fund', count: 1 }],
    plans: [],
    options: [],
  }),
}));

const SECRET = 'a-revalidation-secret-for-the-tests';

beforeAll(() => {
  process.env.REVALIDATE_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

function call(init: { method?: string; secret?: string; body?: unknown; failing?: string[] }) {
  const revalidated: { path: string; opts: unknown }[] = [];
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    async revalidate(path: string, opts: unknown) {
      if (init.failing?.includes(path)) throw new Error('render failed');
      revalidated.push({ path, opts });
    },
  };
  const req = {
    method: init.method ?? 'POST',
    headers: init.secret === undefined ? {} : { [REVALIDATE_SECRET_HEADER]: init.secret },
    body: init.body,
  };
  const done = handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return done.then(() => ({ res, revalidated }));
}

describe('POST /api/revalidate', () => {
  it('makes the fund list’s renders ask for the filter values again', async () => {
    await sharedFilterMeta();
    await sharedFilterMeta();
    const before = metaAsked.count;
    await call({ secret: SECRET, body: { slugs: ['parag-122640'] } });
    await sharedFilterMeta();
    expect(metaAsked.count).toBe(before + 1);
    await sharedFilterMeta();
    expect(metaAsked.count).toBe(before + 1);
  });


  it('rebuilds the cached pages of the given funds, and only pages already in the cache', async () => {
    const { res, revalidated } = await call({ secret: SECRET, body: { slugs: ['uti-nifty-50-120716', 'parag-122640'] } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: { revalidated: 2, failed: 0 } });
    expect(revalidated).toEqual([
      { path: '/mutual-funds/uti-nifty-50-120716', opts: { unstable_onlyGenerated: true } },
      { path: '/mutual-funds/parag-122640', opts: { unstable_onlyGenerated: true } },
    ]);
  });

  it('rebuilds the fund list’s cached views too when asked', async () => {
    const { revalidated } = await call({ secret: SECRET, body: { slugs: [], lists: true } });
    const paths = revalidated.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/mutual-funds', '/mutual-funds/view/category/Equity%20Scheme', '/mutual-funds/view/fund_house/SBI%20Mutual%20Fund', '/mutual-funds/view/sort/nav/asc']));
    expect(revalidated.every((r) => (r.opts as { unstable_onlyGenerated?: boolean }).unstable_onlyGenerated)).toBe(true);
  });

  it('counts a page that could not be rebuilt without failing the others', async () => {
    const { res, revalidated } = await call({
      secret: SECRET,
      body: { slugs: ['a-1', 'b-2'] },
      failing: ['/mutual-funds/a-1'],
    });
    expect(res.body).toEqual({ status: 'success', data: { revalidated: 1, failed: 1 } });
    expect(revalidated.map((r) => r.path)).toEqual(['/mutual-funds/b-2']);
  });

  it('refuses a caller without the secret, or with a wrong one', async () => {
    for (const secret of [undefined, '', 'wrong', `${SECRET}x`]) {
      const { res, revalidated } = await call({ secret, body: { slugs: ['a-1'] } });
      expect(res.statusCode).toBe(401);
      expect(revalidated).toEqual([]);
    }
  });

  it('refuses other methods and paths that are not slugs', async () => {
    const get = await call({ method: 'GET', secret: SECRET });
    expect(get.res.statusCode).toBe(405);
    expect(get.res.headers.allow).toBe('POST');
    for (const slugs of [['../account/user'], ['a/b'], ['UPPER'], 'a-1']) {
      const { res, revalidated } = await call({ secret: SECRET, body: { slugs } });
      expect(res.statusCode).toBe(400);
      expect(revalidated).toEqual([]);
    }
  });
});
