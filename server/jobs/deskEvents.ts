// Follow-ups raised by events on an advisor's clients: a SIP instalment that bounced, a KYC on hold, a mandate that
// ends within 15 days, a birthday today or tomorrow. Each is set at 10:00 India time on its day, or 5 minutes from
// now if that has passed, and is raised once: the insert skips an existing (advisor, source_key), so runs on several
// backend copies, or again after a restart, change nothing. The clients are read a slice at a time with rests
// between slices, so that the run never holds the embedded database's only connection for long (DESK_EVENTS_BATCH).
import { setTimeout } from 'node:timers/promises';
import { addDays, istInstant, istParts } from '../../utils/orders/navDate';
import { slotTimeOf } from '../../utils/desk/slot';
import type { Db } from '../db/client';
import type { Logger } from '../http/logger';
import { insertRaised } from '../services/analytics/desk/followUps.repo';
import { type ClientKey, type RaisedEvent, deskEvents, nextClientKeys } from './deskEvents.repo';

const TEN_AM = 10 * 60;
const SLOT_MINUTES = 30;
const LEAD_MS = 5 * 60_000;
/** Only recent bounces: an instalment that failed months ago is no longer something to call about. */
const BOUNCE_LOOKBACK_MS = 7 * 24 * 60 * 60_000;
/** Time enough to register a new mandate before the SIP's next instalment finds none. */
const MANDATE_WARNING_MS = 15 * 24 * 60 * 60_000;

const REMARKS: Record<RaisedEvent['source'], string> = {
  sip_bounced: 'A SIP instalment bounced: check the mandate and the bank balance',
  kyc_on_hold: 'KYC is on hold: help the client clear it',
  mandate_expiring: 'A SIP mandate ends soon: help the client register a new one',
  birthday: 'Birthday: send your wishes',
};

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 10:00–10:30 on the day, or from 5 minutes from now (to the minute) when 10:00 has passed. */
export function raisedSlot(day: string, now: Date): { startsAt: Date; timeSlot: string } {
  const ten = istInstant(day, TEN_AM);
  if (ten.getTime() > now.getTime()) return { startsAt: ten, timeSlot: `${slotTimeOf(hhmm(TEN_AM))}-${slotTimeOf(hhmm(TEN_AM + SLOT_MINUTES))}` };
  const start = Math.min(istParts(new Date(now.getTime() + LEAD_MS + 59_999)).minutes, 24 * 60 - SLOT_MINUTES - 1);
  return { startsAt: istInstant(day, start), timeSlot: `${slotTimeOf(hhmm(start))}-${slotTimeOf(hhmm(start + SLOT_MINUTES))}` };
}

/**
 * How many advisor–client pairs one slice reads. On the embedded database a statement holds the only connection and
 * the event loop until it ends: over all 10,000 clients of one advisor the single statement took 0.8–1.8 s every
 * 15 s, and an advisor's request that came meanwhile waited for all of it. A slice of 100 takes 15–60 ms.
 */
export const DESK_EVENTS_BATCH = 100;
/** After a slice that kept the database busy t ms the job rests 3t (at most a second): a quarter of its time at most. */
const REST_PER_BUSY = 3;
const MAX_REST_MS = 1000;

/** The default pause: requests queued meanwhile run first, and a busy database (slow slices) gets longer rests. */
export const restAfter = (busyMs: number) => setTimeout(Math.min(MAX_REST_MS, Math.round(busyMs * REST_PER_BUSY)));

export interface RaiseOptions {
  batchSize?: number;
  /** Awaited after each full slice with how long the slice took (ms); tests count the calls. */
  pause?: (busyMs: number) => Promise<void>;
  /** Checked after each pause: true ends the run there (the backend is shutting down and closing the database). */
  stopped?: () => boolean;
}

const toFollowUp = (e: RaisedEvent, now: Date) => {
  const slot = raisedSlot(e.day, now);
  return {
    expertId: e.expert_id,
    userId: e.user_id,
    name: e.name,
    contact: e.contact,
    followUpDate: e.day,
    timeSlot: slot.timeSlot,
    startsAt: slot.startsAt,
    remarks: REMARKS[e.source],
    source: e.source,
    sourceKey: e.source_key,
    createdBy: 'system' as const,
  };
};

/** Raises the follow-ups of every advisor's clients, `batchSize` pairs at a time; answers how many were new. */
export async function raiseDeskFollowUps(db: Db, now: Date, options: RaiseOptions = {}): Promise<number> {
  const { batchSize = DESK_EVENTS_BATCH, pause = restAfter, stopped = () => false } = options;
  const today = istParts(now).date;
  const input = {
    since: new Date(now.getTime() - BOUNCE_LOOKBACK_MS),
    today,
    tomorrow: addDays(today, 1),
    now,
    expiringBy: new Date(now.getTime() + MANDATE_WARNING_MS),
  };
  let raised = 0;
  let after: ClientKey | null = null;
  for (;;) {
    const started = performance.now();
    const keys = await nextClientKeys(db, after, batchSize);
    if (keys.length === 0) return raised;
    const last = keys[keys.length - 1];
    const events = await deskEvents(db, input, { after, last });
    raised += await insertRaised(db, events.map((e) => toFollowUp(e, now)));
    if (keys.length < batchSize) return raised;
    after = last;
    await pause(performance.now() - started);
    if (stopped()) return raised;
  }
}

/** At start and then every `seconds` with the fund-house step's timer (0: at start only). Errors are logged. */
export function startDeskEventsTimer(db: Db, logger: Logger, seconds: number, now: () => Date = () => new Date()): () => void {
  let running = false;
  let stopped = false;
  const run = () => {
    if (running) return;
    running = true;
    raiseDeskFollowUps(db, now(), { stopped: () => stopped })
      .then((n) => {
        if (n > 0) logger.info({ raised: n }, 'desk follow-ups raised');
      })
      .catch((error) => logger.error({ err: error }, 'raising desk follow-ups failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const stop = () => {
    stopped = true;
  };
  if (seconds <= 0) return stop;
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  return () => {
    stop();
    clearInterval(timer);
  };
}
