// Usage events for POST /analytics/events (docs/DESK.md "Event tracking"): queued, sent in batches every 10 s, and
// with navigator.sendBeacon when the page is hidden (a beacon outlives the page). Tracking never blocks a page:
// no axios (it would join the first load), a failed send is retried once and then dropped, and an event over
// the backend's size limit is dropped rather than sent to be refused with its whole batch.
import { EVENTS_PER_BATCH, EVENT_MAX_BYTES, eventBytes } from '@/utils/tracking/limits';
import { readLocal, writeLocal } from '@/utils/storage';
import { readServiceEnv, resolveBaseUrl } from './http/config';
import { APP_VERSION } from './http/headers';

export const FLUSH_EVERY_MS = 10_000;
export const APP_NAME = 'zf-web';

export interface TrackedEvent {
  event_type: string;
  device_id: string;
  event_properties: { app_name: string; app_version: string; platform: 'web'; screen_name?: string; [key: string]: unknown };
}

export interface TrackerDeps {
  /** POST a batch; resolves true when the backend took it. */
  send: (url: string, body: string) => Promise<boolean>;
  /** navigator.sendBeacon, when the browser has it. */
  beacon?: (url: string, body: Blob) => boolean;
  deviceId: () => string;
  /** Where to post: the analytics base with the app key as ?key= (a beacon cannot set headers). */
  url: string;
}

export function createTracker(deps: TrackerDeps) {
  let queue: TrackedEvent[] = [];

  const take = () => {
    const batch = queue.slice(0, EVENTS_PER_BATCH);
    queue = queue.slice(batch.length);
    return batch;
  };

  return {
    track(eventType: string, properties: Record<string, unknown> = {}): void {
      const event: TrackedEvent = {
        event_type: eventType,
        device_id: deps.deviceId(),
        event_properties: { ...properties, app_name: APP_NAME, app_version: APP_VERSION, platform: 'web' },
      };
      if (eventBytes(event) <= EVENT_MAX_BYTES) queue.push(event);
    },
    /** Sends what is queued, one batch after another; each batch is tried twice at most. */
    async flush(): Promise<void> {
      for (let batch = take(); batch.length > 0; batch = take()) {
        const body = JSON.stringify({ events: batch });
        const attempt = () => deps.send(deps.url, body).catch(() => false);
        if (!(await attempt())) await attempt();
      }
    },
    /** The page is going away: hand everything queued to the browser's beacon. */
    flushOnHide(): void {
      if (!deps.beacon) return void this.flush();
      for (let batch = take(); batch.length > 0; batch = take()) {
        deps.beacon(deps.url, new Blob([JSON.stringify({ events: batch })], { type: 'application/json' }));
      }
    },
    pending: () => queue.length,
  };
}

export type Tracker = ReturnType<typeof createTracker>;

function browserDeviceId(): string {
  const known = readLocal('device_id');
  if (typeof known === 'string' && known) return known;
  const id = crypto.randomUUID();
  writeLocal('device_id', id);
  return id;
}

/** The browser's tracker: posts with fetch (keepalive) to /api/analytics/events?key=… */
export function browserTracker(): Tracker {
  const env = readServiceEnv('analytics');
  const base = resolveBaseUrl({ service: 'analytics', env, onServer: false });
  const url = `${base}/events${env.apiKey ? `?key=${encodeURIComponent(env.apiKey)}` : ''}`;
  return createTracker({
    url,
    deviceId: browserDeviceId,
    send: async (to, body) =>
      (await fetch(to, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })).ok,
    beacon: typeof navigator.sendBeacon === 'function' ? (to, body) => navigator.sendBeacon(to, body) : undefined,
  });
}
