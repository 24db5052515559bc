// The cart's SIP calls: cancel a pending or active SIP (it stops after 2 working days, the time the fund house and
// the mandate's bank need), and a SIP's detail with its instalments and next due date.
import { actorViews } from '../../../auth/actor';
import type { Actor } from '../../../db/actor';
import { recordSipEvent } from '../orders/sipChanges.repo';
import { nextBusinessDay } from '../../../../utils/orders/navDate';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { todayIn } from '../portfolio/portfolio.deps';
import { sipView } from '../portfolio/sips.view';
import type { CartDeps } from './cart.deps';
import { SIP_NOT_FOUND } from './cart.items';
import { orderView } from '../orders/orders.view';
import { type SipRow, cancelSip, instalmentOrders, schemeName, sipById } from './sips.repo';

export const SIP_ALREADY_ENDED = 'This SIP has already ended';

async function sipOf(deps: CartDeps, userId: string, sipId: string): Promise<SipRow> {
  const sip = await sipById(deps.db, sipId);
  if (!sip || sip.userId !== userId) throw new NotFoundError(SIP_NOT_FOUND);
  return sip;
}

/** The investor's own cancellation (an advisor's goes to the client to confirm: orders/sipChanges.service.ts). */
export async function cancelPendingSip(deps: CartDeps, userId: string, sipId: string, actor: Actor) {
  const sip = await sipOf(deps, userId, sipId);
  const effectiveFrom = nextBusinessDay(nextBusinessDay(todayIn(deps.now())));
  const done = await deps.db.transaction(async (tx) => {
    if (!(await cancelSip(tx, sip.id, ['pending', 'active', 'paused'], effectiveFrom))) return false;
    await recordSipEvent(tx, { sipId: sip.id, action: 'cancelled', actor, detail: { effective_from: effectiveFrom } });
    return true;
  });
  if (!done) throw new ConflictError(SIP_ALREADY_ENDED);
  return { sip_id: sip.id, status: 'cancelled' as const, effective_from: effectiveFrom };
}

/** The next instalment date on the SIP's day, from today (or its start), within its end; null once it has ended. */
export function nextDueDate(sip: SipRow, today: string): string | null {
  if (sip.status === 'cancelled' || sip.status === 'completed') return null;
  if (sip.nextDueDate && sip.nextDueDate >= today) return sip.nextDueDate;
  const from = sip.startDate > today ? sip.startDate : today;
  const [y, m, d] = from.split('-').map(Number);
  const month = d <= sip.day ? m - 1 : m;
  const due = new Date(Date.UTC(y, month, sip.day)).toISOString().slice(0, 10);
  return sip.endDate && due > sip.endDate ? null : due;
}

export async function sipDetail(deps: CartDeps, userId: string, sipId: string) {
  const sip = await sipOf(deps, userId, sipId);
  const now = deps.now();
  const name = (await schemeName(deps.db, sip.schemeCode)) ?? `Scheme ${sip.schemeCode}`;
  const view = sipView(sip);
  const orders = await instalmentOrders(deps.db, sip);
  const preparers = await actorViews(
    deps.db,
    orders.map((o) => ({ kind: o.preparedBy, userId: o.preparedByUserId, forExpertId: o.expertId })),
  );
  return {
    sip: { ...view, scheme_code: sip.schemeCode, scheme_name: name, folio_id: sip.folioId, mandate_id: sip.mandateId },
    instalments: orders.map((o, i) => orderView(o, new Map([[sip.schemeCode, name]]), now, preparers[i])),
    next_due_date: nextDueDate(sip, todayIn(now)),
    step_up:
      view.step_up_percent === null && view.step_up_amount_paise === null
        ? null
        : { percent: view.step_up_percent, amount_paise: view.step_up_amount_paise, frequency: sip.stepUpFrequency ?? 'yearly' },
  };
}
