// SIP instalments after the first (the first is the checkout's order). Each run raises, for every active SIP whose
// next date has come, one order of type 'sip' per due date up to today: for the SIP's amount with its yearly
// step-ups, linked to the SIP and its mandate, NAV date the due date or the next business day after a holiday. The
// mandate is debited at once (the sandbox bank's rules): a debit that goes through leaves the order 'paid' for the
// fund-house step to allot like any SIP order; a bounce leaves it 'failed' with the reason (the advisor's desk raises
// a follow-up for it) and the SIP goes on to its next date. After its last instalment (its end date) the SIP is
// completed; a cancelled SIP is never claimed; a paused one runs again from the end of its pause. SIPs are claimed
// with SELECT … FOR UPDATE SKIP LOCKED, a batch per transaction, and their next date moves in that transaction:
// copies and overlapping runs raise each date once.
import { setImmediate } from 'node:timers/promises';
import { instalmentNavDate, istInstant } from '../../utils/orders/navDate';
import { nextInstalmentDate, steppedAmountPaise } from '../../utils/orders/sipSchedule';
import { SYSTEM_ACTOR, declareActor } from '../db/actor';
import type { Db } from '../db/client';
import { sandboxMandateDebit } from '../providers/payments/mandateDebit';
import type { Tx } from '../services/node/orders/orders.deps';
import { nextOrderNo } from '../services/node/orders/orderNo.repo';
import { recordSipEvent, resumePausedSips } from '../services/node/orders/sipChanges.repo';
import { type DueSip, claimDueSips, folioNoOf, insertInstalment, mandateOf, moveSipOn, registrationOf } from './instalments.repo';

export interface InstalmentResult {
  raised: number;
  bounced: number;
  completed_sips: number;
}

/** SIPs per transaction: few enough that a batch holds the embedded database briefly, many enough to be quick. */
const BATCH = 50;
/** A run stops after this many batches (the next run goes on); a decade of a thousand SIPs' instalments fits. */
const MAX_BATCHES = 2_000;
/** An instalment is debited at 10 am IST on its due date, before any cut-off. */
const DEBIT_MINUTES = 10 * 60;

async function raiseOne(tx: Tx, sip: DueSip, result: InstalmentResult): Promise<void> {
  const due = sip.nextDueDate!;
  if (sip.endDate !== null && due > sip.endDate) {
    // A SIP of one instalment (or an end date moved earlier): nothing more to raise.
    await moveSipOn(tx, sip.id, null);
    result.completed_sips += 1;
    return;
  }
  const at = istInstant(due, DEBIT_MINUTES);
  const amountPaise = steppedAmountPaise(sip, due);
  const mandate = await mandateOf(tx, sip);
  const bounce = sandboxMandateDebit(mandate, amountPaise, at);
  const registration = await registrationOf(tx, sip.id);
  await insertInstalment(tx, {
    orderNo: await nextOrderNo(tx, at),
    userId: sip.userId,
    expertId: sip.expertId,
    schemeCode: sip.schemeCode,
    folioNo: await folioNoOf(tx, sip.folioId),
    orderType: 'sip',
    amountPaise,
    status: bounce ? 'failed' : 'paid',
    failureReason: bounce,
    paymentMode: 'mandate',
    mandateId: mandate?.id ?? null,
    sipId: sip.id,
    purchaseKind: 'additional',
    expectedNavDate: instalmentNavDate(due),
    arn: registration?.arn ?? null,
    euin: registration?.euin ?? null,
    executionOnly: registration?.executionOnly ?? false,
    subBrokerArn: registration?.subBrokerArn ?? null,
    extra: { instalment_due_date: due },
    placedAt: at,
  });
  result[bounce ? 'bounced' : 'raised'] += 1;
  const next = nextInstalmentDate(due, sip.day);
  const ended = sip.endDate !== null && next > sip.endDate;
  await moveSipOn(tx, sip.id, ended ? null : next);
  if (ended) result.completed_sips += 1;
}

/**
 * Paused SIPs whose pause has ended by `today` run again (their next date is the first instalment after the pause).
 * One conditional update: overlapping runs and backend copies resume each SIP once, and record it once.
 */
async function resumePaused(db: Db, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const sipId of await resumePausedSips(tx, today)) await recordSipEvent(tx, { sipId, action: 'resumed', actor: SYSTEM_ACTOR });
  });
}

/** Raises every instalment due on or before `today` (YYYY-MM-DD, India). */
export async function runInstalmentStep(db: Db, today: string, pause: () => Promise<void> = () => setImmediate()): Promise<InstalmentResult> {
  const result: InstalmentResult = { raised: 0, bounced: 0, completed_sips: 0 };
  await resumePaused(db, today);
  for (let i = 0; i < MAX_BATCHES; i += 1) {
    const claimed = await db.transaction(async (tx) => {
      await declareActor(tx, SYSTEM_ACTOR);
      const due = await claimDueSips(tx, today, BATCH);
      for (const sip of due) await raiseOne(tx, sip, result);
      return due.length;
    });
    if (claimed === 0) break;
    // Requests are served between batches (the embedded database runs one transaction at a time).
    await pause();
  }
  return result;
}
