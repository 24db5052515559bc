// The simulated fund-house step. Each run: pending payments past their expiry are abandoned; eNACH mandates whose
// registration time has come are active; then orders are claimed one at a time with SELECT … FOR UPDATE SKIP
// LOCKED (several backend copies, or two runs at once, never take the same order): paid/placed orders past their
// cut-off go to the fund house (sent_to_amc), and those whose NAV date has come are allotted (completed), each in
// its own transaction. A SIP waits for an active mandate. Carts whose orders have all ended are completed. Before
// all that, the SIP instalments due by today are raised (server/jobs/instalments.ts), so this run allots them.
import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { istInstant } from '../../utils/orders/navDate';
import { SYSTEM_ACTOR, declareActor } from '../db/actor';
import type { Db } from '../db/client';
import { mandates, orders } from '../db/schema';
import type { Logger } from '../http/logger';
import { todayIn } from '../services/node/portfolio/portfolio.deps';
import { activateRegistered, expireUnapproved } from '../services/node/orders/mandates.service';
import { abandonExpired } from '../services/node/orders/payments.repo';
import { AllotmentError, allotOrder } from './allotment';
import { type InstalmentResult, runInstalmentStep } from './instalments';

export interface StepOptions {
  now: Date;
  /** YYYY-MM-DD treated as today (the whole day has passed): the sandbox's "run until". */
  until?: string;
  /** Awaited after each order claimed (default: a turn of the event loop); tests count it. */
  pause?: () => Promise<void>;
}

export interface StepResult {
  sent_to_amc: number;
  completed: number;
  failed: number;
  abandoned_payments: number;
  instalments: InstalmentResult;
  today: string;
}

const MAX_PER_RUN = 10_000;

async function claimOne(db: Db, cutNow: Date, today: string) {
  return db.transaction(async (tx) => {
    await declareActor(tx, SYSTEM_ACTOR);
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        or(
          and(
            inArray(orders.status, ['paid', 'placed']),
            or(isNull(orders.cancellableUntil), lte(orders.cancellableUntil, cutNow)),
            or(
              ne(orders.orderType, 'sip'),
              sql`exists (select 1 from ${mandates} m where m.id = ${orders.mandateId} and m.status = 'active')`,
            ),
          ),
          and(eq(orders.status, 'sent_to_amc'), lte(orders.expectedNavDate, today)),
        ),
      )
      .orderBy(orders.placedAt, orders.orderNo)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!order) return null;
    const id = order.id;
    const due = order.expectedNavDate !== null && order.expectedNavDate <= today;
    if (!due) {
      await tx.update(orders).set({ status: 'sent_to_amc', updatedAt: new Date() }).where(eq(orders.id, id));
      return 'sent_to_amc' as const;
    }
    try {
      // A savepoint: a failed allotment leaves no half-written transactions, and the order says why it failed.
      await tx.transaction((inner) => allotOrder(inner, order));
      return 'completed' as const;
    } catch (error) {
      if (!(error instanceof AllotmentError)) throw error;
      await tx.update(orders).set({ status: 'failed', failureReason: error.message, updatedAt: new Date() }).where(eq(orders.id, id));
      return 'failed' as const;
    }
  });
}

async function completeCarts(db: Db): Promise<void> {
  await db.execute(sql`
    update carts c set status = 'completed', updated_at = now()
    where c.status = 'checked_out'
      and exists (select 1 from orders o where o.cart_id = c.id)
      and not exists (select 1 from orders o where o.cart_id = c.id and o.status not in ('completed', 'cancelled'))`);
}

export async function runFundHouseStep(db: Db, options: StepOptions): Promise<StepResult> {
  const today = options.until ?? todayIn(options.now);
  const cutNow = options.until ? istInstant(options.until, 24 * 60) : options.now;
  const instalments = await runInstalmentStep(db, today);
  const result: StepResult = { sent_to_amc: 0, completed: 0, failed: 0, abandoned_payments: 0, instalments, today };
  result.abandoned_payments = await abandonExpired(db, options.now);
  await activateRegistered(db, cutNow);
  await expireUnapproved(db, options.now);
  const pause = options.pause ?? (() => setImmediate());
  for (let i = 0; i < MAX_PER_RUN; i += 1) {
    const outcome = await claimOne(db, cutNow, today);
    if (!outcome) break;
    result[outcome] += 1;
    // On the embedded database the claims would otherwise run back to back without the event loop ever turning:
    // a day of orders allotted in one run held every request until the last was done.
    await pause();
  }
  await completeCarts(db);
  return result;
}

/**
 * Runs the step at once and then every `seconds` (0: never). The first run catches up whatever came due while the
 * backend was stopped (the demo's seeded SIPs up to today). Overlapping runs are skipped; errors are logged.
 */
export function startFundHouseTimer(db: Db, logger: Logger, seconds: number, now: () => Date = () => new Date()): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const started = Date.now();
    runFundHouseStep(db, { now: now() })
      .then((r) => {
        const i = r.instalments;
        if (r.sent_to_amc + r.completed + r.failed + i.raised + i.bounced > 0) logger.info({ ...r, ms: Date.now() - started }, 'fund-house step');
      })
      .catch((error) => logger.error({ err: error }, 'fund-house step failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, seconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
