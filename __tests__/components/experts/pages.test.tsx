// The two pages' server side: what they ask the backend, what they cache, and where they send odd addresses.
import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { getServerSideProps as directoryProps } from '@/pages/experts/index';
import { getServerSideProps as expertProps } from '@/pages/experts/[expert]';
import { at } from '../../mocks/handlers';
import { DIRECTORY, expertHandlers } from '../../mocks/handlers/experts';
import { server, setupMockServer } from '../../mocks/server';

setupMockServer();
beforeEach(() => server.use(...expertHandlers));

function context(query: Record<string, string>, params: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
  };
  return { ctx: { query, params, res } as unknown as GetServerSidePropsContext, headers, res };
}

const CACHE = 'public, s-maxage=300, stale-while-revalidate=86400';

describe('/experts', () => {
  it('renders the city from the address, with a shared-cache header', async () => {
    const { ctx, headers } = context({ city: 'bombay' });
    const out = (await directoryProps(ctx)) as {
      props: { filters: { city: string }; result: { items: { city: string }[] } };
    };
    expect(out.props.filters.city).toBe('Mumbai');
    expect(out.props.result.items.map((e) => e.city)).toEqual(['Mumbai', 'Mumbai']);
    expect(headers['cache-control']).toBe(CACHE);
  });

  it('defaults to Gurgaon', async () => {
    const { ctx } = context({});
    const out = (await directoryProps(ctx)) as {
      props: { result: { city: { city: string }; items: unknown[] } };
    };
    expect(out.props.result.city.city).toBe('Gurgaon');
    expect(out.props.result.items).toHaveLength(
      DIRECTORY.filter((e) => e.city === 'Gurgaon').length,
    );
  });

  it('asks POST /user/expert/pincode when a pincode is given', async () => {
    const { ctx } = context({ pincode: '122002', city: 'Mumbai' });
    const out = (await directoryProps(ctx)) as {
      props: { result: { pincode: string; items: { match: string }[] } };
    };
    expect(out.props.result).toMatchObject({ pincode: '122002', items: [{ match: 'pincode' }] });
  });

  it('answers 503 without caching when the directory cannot be reached', async () => {
    server.use(
      http.get(at('node', '/expert/search'), () =>
        HttpResponse.json({ status: 'failed' }, { status: 500 }),
      ),
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ctx, headers, res } = context({ city: 'Mumbai' });
    const out = (await directoryProps(ctx)) as { props: { result: unknown } };
    expect(out.props.result).toBeNull();
    expect(res.statusCode).toBe(503);
    expect(headers['cache-control']).toBe('no-store');
    spy.mockRestore();
  });

  it('has no page past the last one', async () => {
    const { ctx } = context({ city: 'Mumbai', page: '5' });
    expect(await directoryProps(ctx)).toEqual({ notFound: true });
  });
});

describe('/experts/{id}-{slug}', () => {
  const rahul = DIRECTORY[0];

  it('renders the expert at their canonical address', async () => {
    const { ctx, headers } = context({}, { expert: `${rahul.id}-rahul-mehta` });
    const out = (await expertProps(ctx)) as { props: { expert: { name: string } } };
    expect(out.props.expert.name).toBe('Rahul Mehta');
    expect(headers['cache-control']).toBe(CACHE);
  });

  it('moves an old or missing name part to the canonical address', async () => {
    for (const segment of [rahul.id, `${rahul.id}-old-name`]) {
      const { ctx } = context({}, { expert: segment });
      expect(await expertProps(ctx)).toEqual({
        redirect: { destination: `/experts/${rahul.id}-rahul-mehta`, permanent: true },
      });
    }
  });

  it('is not found for an unknown id or an address without one', async () => {
    for (const segment of ['00000000-0000-4000-8000-000000000000-someone', 'rahul-mehta']) {
      const { ctx } = context({}, { expert: segment });
      expect(await expertProps(ctx)).toEqual({ notFound: true });
    }
  });
});
