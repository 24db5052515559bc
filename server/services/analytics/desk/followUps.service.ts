// Follow-ups: created by hand for a client or a prospect, listed for today (India time), and claimed once for the
// reminder. A follow-up for a client needs the advisor to be mapped to that client.
import type { Actor } from '../../../db/actor';
import { assertExpertMapped } from '../../../auth';
import { InvalidError, NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import { istParts } from '../../../../utils/orders/navDate';
import { readSlot } from '../../../../utils/desk/slot';
import { DESK_MESSAGES } from '../../../../utils/validation/desk';
import type { FollowUpView } from '../../../../utils/desk/wire';
import type { DeskDeps } from './desk.deps';
import { addDays } from '../../../../utils/orders/navDate';
import {
  type FollowUpRecord,
  claimNotified,
  deleteFollowUp,
  followUpById,
  followUpsOn,
  insertFollowUp,
  openFollowUpsBetween,
  updateFollowUp,
} from './followUps.repo';
import { clientsByMobile } from './leads.repo';
import type { z } from 'zod';
import type { followUpDoneSchema, followUpSchema } from '../../../../utils/validation/desk';

export type FollowUpBody = z.output<typeof followUpSchema>;

/** '9000000001' → '90XXXXXX01': the contact of a client the advisor may no longer see. */
export function maskContact(contact: string): string {
  return contact.length <= 4 ? 'XXXX' : `${contact.slice(0, 2)}${'X'.repeat(contact.length - 4)}${contact.slice(-2)}`;
}

export function followUpView(f: FollowUpRecord): FollowUpView {
  const [y, m, d] = f.followUpDate.split('-');
  return {
    id: f.id,
    name: f.name,
    contact: f.userId && !f.mapped ? maskContact(f.contact) : f.contact,
    user_id: f.userId,
    follow_up: { date: `${d}/${m}/${y}`, time: f.timeSlot },
    starts_at: f.startsAt.toISOString(),
    notified: f.notified,
    source: f.source,
    remarks: f.remarks,
    disposition: f.disposition,
    created_by: f.createdBy,
    done_at: f.doneAt?.toISOString() ?? null,
    outcome: f.outcome,
  };
}

const invalid = (message: string, path: string) => new InvalidError(message, { errors: [{ path, message }] });

/** The slot of a form, refused when malformed or already past. */
function futureSlot(deps: DeskDeps, body: FollowUpBody) {
  const slot = readSlot(body.follow_up.date, body.follow_up.time);
  if (slot === 'date') throw invalid(DESK_MESSAGES.badDate, 'follow_up.date');
  if (slot === 'time') throw invalid(DESK_MESSAGES.badTime, 'follow_up.time');
  if (slot === 'order') throw invalid(DESK_MESSAGES.endBeforeStart, 'follow_up.time');
  // Slots are whole minutes: one that starts in the current minute has not passed yet.
  if (slot.startsAt.getTime() + 60_000 <= deps.now().getTime()) throw invalid(DESK_MESSAGES.pastTime, 'follow_up.time');
  return slot;
}

/** The client the follow-up is about: the one named (mapped to the advisor), else the advisor's client with that mobile. */
async function clientOf(deps: DeskDeps, expertId: string, body: FollowUpBody): Promise<string | null> {
  if (body.user_id) {
    await assertExpertMapped(deps.db, expertId, body.user_id);
    return body.user_id;
  }
  return (await clientsByMobile(deps.db, expertId, [body.contact])).get(body.contact) ?? null;
}

/** What the form sets, the same on creation and on an edit: the client, the contact, a slot not yet past. */
async function formFields(deps: DeskDeps, expertId: string, body: FollowUpBody) {
  const slot = futureSlot(deps, body);
  return {
    userId: await clientOf(deps, expertId, body),
    name: body.name,
    contact: body.contact,
    followUpDate: slot.isoDate,
    timeSlot: body.follow_up.time,
    startsAt: slot.startsAt,
    remarks: body.remarks || null,
  };
}

export async function createFollowUp(
  deps: DeskDeps,
  expertId: string,
  body: FollowUpBody,
  actor: Actor,
): Promise<FollowUpView> {
  const record = await insertFollowUp(deps.db, {
    expertId,
    ...(await formFields(deps, expertId, body)),
    source: 'manual',
    createdBy: actor.kind,
    createdByUserId: actor.userId,
  });
  return followUpView(record);
}

export async function todaysFollowUps(deps: DeskDeps, expertId: string): Promise<FollowUpView[]> {
  return (await followUpsOn(deps.db, expertId, istParts(deps.now()).date)).map(followUpView);
}

/** The advisor's own follow-up, or 404 / 403. */
export async function ownFollowUp(deps: DeskDeps, expertId: string, id: string): Promise<FollowUpRecord> {
  const found = await followUpById(deps.db, id);
  if (!found) throw new NotFoundError('This follow-up does not exist');
  if (found.expertId !== expertId) throw new NotFoundError(MESSAGES.notFound);
  return found;
}

/** Changes a follow-up: a new time is reminded of again. */
export async function editFollowUp(deps: DeskDeps, expertId: string, id: string, body: FollowUpBody): Promise<FollowUpView> {
  const old = await ownFollowUp(deps, expertId, id);
  const fields = await formFields(deps, expertId, body);
  const moved = fields.startsAt.getTime() !== old.startsAt.getTime();
  await updateFollowUp(deps.db, id, expertId, { ...fields, ...(moved ? { notified: false, notifiedAt: null } : {}) });
  return followUpView((await followUpById(deps.db, id))!);
}

/** Marks it done with what came of it; done ones are neither reminded of nor listed as upcoming. */
export async function completeFollowUp(deps: DeskDeps, expertId: string, id: string, body: z.output<typeof followUpDoneSchema>): Promise<FollowUpView> {
  await ownFollowUp(deps, expertId, id);
  await updateFollowUp(deps.db, id, expertId, { doneAt: deps.now(), outcome: body.outcome || null, notified: true });
  return followUpView((await followUpById(deps.db, id))!);
}

export async function removeFollowUp(deps: DeskDeps, expertId: string, id: string) {
  await ownFollowUp(deps, expertId, id);
  await deleteFollowUp(deps.db, id, expertId);
  return { deleted: true };
}

/** Open follow-ups from today through `days` days ahead (India's calendar), by start. */
export async function upcomingFollowUps(deps: DeskDeps, expertId: string, days: number): Promise<FollowUpView[]> {
  const today = istParts(deps.now()).date;
  return (await openFollowUpsBetween(deps.db, expertId, today, addDays(today, days))).map(followUpView);
}

export async function markNotified(deps: DeskDeps, expertId: string, id: string) {
  await ownFollowUp(deps, expertId, id);
  const won = await claimNotified(deps.db, id, expertId, deps.now());
  return { won, follow_up: followUpView((await followUpById(deps.db, id))!) };
}
