// The tracking queue: batches of at most 100 events, oversized events dropped, one retry then drop, and the
// beacon when the page is hidden.
import { createTracker } from '@/services/tracking';

function setup(send: jest.Mock = jest.fn().mockResolvedValue(true), beacon?: jest.Mock) {
  const tracker = createTracker({ url: '/api/analytics/events?key=k', deviceId: () => 'device-1', send, beacon });
  return { tracker, send, beacon };
}

const eventsOf = (body: string) => (JSON.parse(body) as { events: { event_type: string; device_id: string; event_properties: Record<string, unknown> }[] }).events;

it('sends queued events in batches of at most 100, each carrying the app, version, platform and device', async () => {
  const { tracker, send } = setup();
  for (let i = 0; i < 150; i += 1) tracker.track('screen_view', { screen_name: `/s/${i}` });
  await tracker.flush();
  expect(send).toHaveBeenCalledTimes(2);
  const [first, second] = send.mock.calls.map(([, body]) => eventsOf(body));
  expect(first).toHaveLength(100);
  expect(second).toHaveLength(50);
  expect(first[0]).toEqual({
    event_type: 'screen_view',
    device_id: 'device-1',
    event_properties: { screen_name: '/s/0', app_name: 'zf-web', app_version: '1.0.0', platform: 'web' },
  });
  expect(tracker.pending()).toBe(0);
});

it('drops an event larger than 2 KiB instead of losing its whole batch', async () => {
  const { tracker, send } = setup();
  tracker.track('screen_view', { screen_name: '/a', blob: 'x'.repeat(3000) });
  tracker.track('screen_view', { screen_name: '/b' });
  await tracker.flush();
  expect(eventsOf(send.mock.calls[0][1]).map((e) => e.event_properties.screen_name)).toEqual(['/b']);
});

it('retries a failed send once, then drops the batch', async () => {
  const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(false);
  const { tracker } = setup(send);
  tracker.track('screen_view', { screen_name: '/a' });
  await tracker.flush();
  expect(send).toHaveBeenCalledTimes(2);
  expect(tracker.pending()).toBe(0);
  await tracker.flush();
  expect(send).toHaveBeenCalledTimes(2);
});

it('hands the queue to the beacon when the page is hidden', () => {
  const beacon = jest.fn().mockReturnValue(true);
  const { tracker, send } = setup(undefined, beacon);
  tracker.track('screen_view', { screen_name: '/a' });
  tracker.flushOnHide();
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(beacon.mock.calls[0][0]).toBe('/api/analytics/events?key=k');
  expect(beacon.mock.calls[0][1]).toBeInstanceOf(Blob);
  expect(send).not.toHaveBeenCalled();
  expect(tracker.pending()).toBe(0);
});
