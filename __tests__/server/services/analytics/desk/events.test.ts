// Event tracking: a batch stored in one go with the app key (header or ?key= for sendBeacon), refusals that store
// nothing (wrong key, 10,000 events, an oversized event, a bad event), and the operator's screen views per day.
import { count } from 'drizzle-orm';
import { trackedEvents } from '@/server/db/schema';
import { TEST_ANALYTICS_KEY, TEST_OPS_KEY, type TestApp, createTestApp } from '../../../support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.handle.close());
beforeEach(async () => {
  await t.handle.db.delete(trackedEvents);
});

const event = (screen = '/dashboard/expert', extra: Record<string, unknown> = {}) => ({
  event_type: 'screen_view',
  device_id: 'device-1',
  event_properties: { app_name: 'zf-web', app_version: '1.0.0', platform: 'web', screen_name: screen, ...extra },
});

const post = (body: unknown, headers: Record<string, string> = { 'x-api-key': TEST_ANALYTICS_KEY }, query = '') =>
  t.app.request(`/analytics/events${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function stored(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(trackedEvents);
  return row.n;
}

describe('POST /analytics/events', () => {
  it('stores a batch with the key in the header', async () => {
    const res = await post({ events: [event(), event('/advisor-analytics')] });
    expect(res.status).toBe(201);
    expect(await stored()).toBe(2);
    const [row] = await t.handle.db.select().from(trackedEvents).limit(1);
    expect(row).toMatchObject({ eventType: 'screen_view', deviceId: 'device-1', appName: 'zf-web', platform: 'web' });
  });

  it('takes the key from ?key= (a beacon cannot set headers)', async () => {
    expect((await post({ events: [event()] }, {}, `?key=${TEST_ANALYTICS_KEY}`)).status).toBe(201);
    expect(await stored()).toBe(1);
  });

  it('refuses a wrong or missing key (401) and stores nothing', async () => {
    expect((await post({ events: [event()] }, { 'x-api-key': 'wrong' })).status).toBe(401);
    expect((await post({ events: [event()] }, {})).status).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('refuses 10,000 events (413) and stores nothing', async () => {
    const res = await post({ events: Array.from({ length: 10_000 }, () => event()) });
    expect(res.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses 101 events or one event over 2 KiB (413), storing none of the batch', async () => {
    expect((await post({ events: Array.from({ length: 101 }, () => event()) })).status).toBe(413);
    expect((await post({ events: [event(), event('/x', { blob: 'x'.repeat(2100) })] })).status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses an empty batch or an event that is not web (400), storing nothing', async () => {
    expect((await post({ events: [] })).status).toBe(400);
    expect((await post({ events: [event(), { ...event(), event_properties: { ...event().event_properties, platform: 'ios' } }] })).status).toBe(400);
    expect(await stored()).toBe(0);
  });
});

describe('GET /analytics/events/screen-views', () => {
  it('counts screen views per day and screen for the operator key only', async () => {
    await post({ events: [event('/a'), event('/a'), event('/b'), { ...event('/a'), event_type: 'click' }] });
    const res = await t.app.request('/analytics/events/screen-views', { headers: { 'x-api-key': TEST_OPS_KEY } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { day: string; screen_name: string; views: number }[] };
    expect(data.map(({ screen_name, views }) => [screen_name, views])).toEqual([
      ['/a', 2],
      ['/b', 1],
    ]);
    expect(data[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.app.request('/analytics/events/screen-views', { headers: { 'x-api-key': TEST_ANALYTICS_KEY } })).status).toBe(401);
  });
});
