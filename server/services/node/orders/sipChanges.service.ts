// Pausing and cancelling a SIP (docs/DESK.md "SIP and mandate centre"). Both stop money moving, so the rule of the
// money issue applies: what a person confirms is what runs. The investor's own pause or cancellation is done at once.
// An advisor's (or a manager's acting for one) is checked by the same rules and then NOT done: it is texted to the
// client through the one consent mechanism (kyc_consents, kinds sip_pause and sip_cancel; consent.service.ts) and
// done when the client confirms it with an OTP on their own registered mobile, exactly as they read it (the request
// fixes the SIP's state; if an instalment was raised or the SIP changed since, the link cannot confirm it).
// Every pause, cancellation, resume and request is recorded in sip_events with who acted.
import { type Identity, assertCanActForUser } from '../../../auth';
import { actorOf } from '../../../auth/actor';
import type { Actor } from '../../../db/actor';
import { ConflictError, NotFoundError, RefusedError } from '../../../domain/errors';
import type { ConsentRow } from '../../../../utils/kyc/wire';
import { nextBusinessDay } from '../../../../utils/orders/navDate';
import type { SipChangeDone, SipChangeSentToClient } from '../../../../utils/orders/sipCentre';
import { SIP_CHANGE_MESSAGES, planPause } from '../../../../utils/orders/sipPause';
import type { SipPauseBody } from '../../../../utils/validation/sipCentre';
import { formatPaise } from '../../../../utils/money';
import { formatDay } from '../../../../utils/portfolio/display';
import type { ChangePayload } from '../kyc/consent.kinds';
import { requestConsent } from '../kyc/consent.service';
import type { KycDeps } from '../kyc/kyc.deps';
import { currentRecord } from '../kyc/kyc.record';
import { todayIn } from '../portfolio/portfolio.deps';
import { assertMayTransact } from './book.service';
import { type SipRow, cancelSipFrom, pauseSip, recordSipEvent, schemeNameOf, sipById } from './sipChanges.repo';

export const SIP_NOT_FOUND = 'This SIP was not found';
export const SIP_CHANGED = 'This SIP changed meanwhile: reload it and try again';
export const NO_KYC_TO_CONFIRM = 'This client has no KYC with us, so they cannot confirm the change: ask them to do it from their portfolio';
export const CANCEL_FROM_WORDS = 'none from the second working day after you confirm';

export type SipChangeDeps = KycDeps;

/** The SIP, for the investor or an advisor mapped to them; 404 for anyone else (as for a SIP that does not exist). */
async function sipInReach(deps: SipChangeDeps, identity: Identity, sipId: string): Promise<SipRow> {
  const sip = await sipById(deps.db, sipId);
  if (!sip) throw new NotFoundError(SIP_NOT_FOUND);
  await assertCanActForUser(deps.db, identity, sip.userId);
  return sip;
}

function assertCancellable(sip: SipRow): void {
  if (sip.status === 'cancelled') throw new ConflictError(SIP_CHANGE_MESSAGES.cancelled);
  if (sip.status === 'completed') throw new ConflictError(SIP_CHANGE_MESSAGES.ended);
}

interface PauseChange {
  sip_id: string;
  action: 'pause';
  from: string;
  skipped: string[];
  resumes_on: string;
  requested_by_expert_id?: string | null;
}
interface CancelChange {
  sip_id: string;
  action: 'cancel';
  requested_by_expert_id?: string | null;
}

const isInvestor = (identity: Identity, sip: SipRow) => identity.userId === sip.userId;
const sipWords = (sip: SipRow, scheme: string) => `${formatPaise(sip.amountPaise)} a month in ${scheme}`;

export async function applyPause(deps: SipChangeDeps, actor: Actor, sip: SipRow, change: PauseChange): Promise<SipChangeDone> {
  const done = await deps.db.transaction(async (tx) => {
    if (!(await pauseSip(tx, sip.id, change.from, change.resumes_on))) return false;
    await recordSipEvent(tx, {
      sipId: sip.id,
      action: 'paused',
      actor,
      detail: { skipped: change.skipped, resumes_on: change.resumes_on },
      requestedByExpertId: change.requested_by_expert_id ?? null,
    });
    return true;
  });
  if (!done) throw new ConflictError(SIP_CHANGED);
  return { status: 'done', sip_id: sip.id, sip_status: 'paused', skipped: change.skipped, resumes_on: change.resumes_on };
}

export async function applyCancel(deps: SipChangeDeps, actor: Actor, sip: SipRow, requestedBy: string | null): Promise<SipChangeDone> {
  assertCancellable(sip);
  const effectiveFrom = nextBusinessDay(nextBusinessDay(todayIn(deps.now())));
  const done = await deps.db.transaction(async (tx) => {
    if (!(await cancelSipFrom(tx, sip.id, ['pending', 'active', 'paused'], effectiveFrom))) return false;
    await recordSipEvent(tx, { sipId: sip.id, action: 'cancelled', actor, detail: { effective_from: effectiveFrom }, requestedByExpertId: requestedBy });
    return true;
  });
  if (!done) throw new ConflictError(SIP_CHANGED);
  return { status: 'done', sip_id: sip.id, sip_status: 'cancelled', effective_from: effectiveFrom };
}

/** Texts the client the advisor's request; nothing changes until they confirm it. */
async function askClient(
  deps: SipChangeDeps,
  identity: Identity,
  sip: SipRow,
  kind: 'sip_pause' | 'sip_cancel',
  payload: ChangePayload,
): Promise<SipChangeSentToClient> {
  await assertMayTransact(deps.db, identity, sip.userId);
  const row = await currentRecord(deps, sip.userId);
  if (!row) throw new RefusedError(NO_KYC_TO_CONFIRM);
  const confirmation = await requestConsent(deps, identity, { row, kind, payload });
  const actor = await actorOf(deps.db, identity);
  await recordSipEvent(deps.db, {
    sipId: sip.id,
    action: kind === 'sip_pause' ? 'pause_requested' : 'cancel_requested',
    actor,
    detail: { summary: payload.summary, ...payload.change, sent_to: confirmation.sent_to },
    requestedByExpertId: identity.expertId ?? null,
  });
  return { status: 'awaiting_client', client_confirmation: confirmation, summary: payload.summary };
}

function before(sip: SipRow, scheme: string): ConsentRow[] {
  return [
    { label: 'SIP', value: sipWords(sip, scheme) },
    { label: 'Next instalment', value: formatDay(sip.nextDueDate) },
    { label: 'Status', value: sip.status === 'paused' ? `Paused until ${formatDay(sip.pausedUntil)}` : 'Running' },
  ];
}

export async function pauseSipBy(deps: SipChangeDeps, identity: Identity, sipId: string, body: SipPauseBody): Promise<SipChangeDone | SipChangeSentToClient> {
  const sip = await sipInReach(deps, identity, sipId);
  const plan = planPause(sip, body.until !== undefined ? { until: body.until } : { instalments: body.instalments! });
  if (!plan.ok) throw plan.conflict ? new ConflictError(plan.message) : new RefusedError(plan.message);
  const change: PauseChange = { sip_id: sip.id, action: 'pause', from: sip.nextDueDate!, skipped: plan.skipped, resumes_on: plan.resumesOn };
  if (isInvestor(identity, sip)) return applyPause(deps, await actorOf(deps.db, identity), sip, change);
  const scheme = await schemeNameOf(deps.db, sip.schemeCode);
  const n = plan.skipped.length;
  const skipped = plan.skipped.map(formatDay).join(', ');
  return askClient(deps, identity, sip, 'sip_pause', {
    summary: `${sipWords(sip, scheme)}: skip ${n} instalment${n === 1 ? '' : 's'} (${skipped}), next on ${formatDay(plan.resumesOn)}`,
    before: before(sip, scheme),
    after: [
      { label: 'SIP', value: sipWords(sip, scheme) },
      { label: 'Skipped instalments', value: skipped },
      { label: 'Next instalment', value: formatDay(plan.resumesOn) },
      { label: 'Status', value: `Paused until ${formatDay(plan.resumesOn)}, then running again by itself` },
    ],
    change: { ...change, requested_by_expert_id: identity.expertId ?? null },
  });
}

/** `userId`: the investor the call names, when it names one (the cart's call); another's SIP is then not found. */
export async function cancelSipBy(deps: SipChangeDeps, identity: Identity, sipId: string, userId?: string): Promise<SipChangeDone | SipChangeSentToClient> {
  const sip = await sipInReach(deps, identity, sipId);
  if (userId && sip.userId !== userId) throw new NotFoundError(SIP_NOT_FOUND);
  assertCancellable(sip);
  if (isInvestor(identity, sip)) return applyCancel(deps, await actorOf(deps.db, identity), sip, null);
  const scheme = await schemeNameOf(deps.db, sip.schemeCode);
  const change: CancelChange = { sip_id: sip.id, action: 'cancel', requested_by_expert_id: identity.expertId ?? null };
  return askClient(deps, identity, sip, 'sip_cancel', {
    summary: `${sipWords(sip, scheme)}: no instalment from the second working day after you confirm`,
    before: before(sip, scheme),
    after: [
      { label: 'SIP', value: sipWords(sip, scheme) },
      { label: 'Instalments', value: CANCEL_FROM_WORDS },
      { label: 'Status', value: 'Cancelled; the units you hold stay invested' },
    ],
    change: { ...change },
  });
}

/** What the client's confirmation does (kyc.routes.ts appliers): the request as they read it, as their own act. */
export async function applySipRequest(deps: SipChangeDeps, client: Identity, userId: string, payload: ChangePayload): Promise<SipChangeDone> {
  const change = payload.change as unknown as PauseChange | CancelChange;
  const sip = await sipById(deps.db, change.sip_id);
  if (!sip || sip.userId !== userId) throw new NotFoundError(SIP_NOT_FOUND);
  const actor = await actorOf(deps.db, client);
  if (change.action === 'pause') return applyPause(deps, actor, sip, change);
  return applyCancel(deps, actor, sip, change.requested_by_expert_id ?? null);
}
