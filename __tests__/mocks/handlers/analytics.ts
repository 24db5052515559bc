// The analytics service's desk calls (docs/DESK.md) over a small in-memory desk: today's follow-ups, the
// once-only notified claim, notes with their author rule, dispositions and the event batch.
import { http, HttpResponse } from 'msw';
import type { FollowUpView, NoteView } from '@/utils/desk/wire';
import { authed } from '../session';
import { at } from './at';

export const DESK_OPTIONS = [
  { value: 'interested', label: 'Interested' },
  { value: 'call_back', label: 'Call back later' },
];

interface DeskState {
  followUps: FollowUpView[];
  notes: NoteView[];
  /** Bodies of every PUT …/notified, POST /rm/followups and PUT /rm/disposition, in order. */
  claims: string[];
  added: unknown[];
  dispositions: unknown[];
  events: unknown[][];
}

export const desk: DeskState = { followUps: [], notes: [], claims: [], added: [], dispositions: [], events: [] };

export function resetDesk(): void {
  Object.assign(desk, { followUps: [], notes: [], claims: [], added: [], dispositions: [], events: [] });
}

export function followUpFixture(over: Partial<FollowUpView> = {}): FollowUpView {
  return {
    id: 'f-1',
    name: 'Asha Verma',
    contact: '9000000001',
    user_id: 'u-1',
    follow_up: { date: '24/11/2026', time: '10:30AM-11:00AM' },
    starts_at: new Date().toISOString(),
    notified: false,
    source: 'manual',
    remarks: null,
    disposition: null,
    created_by: 'advisor',
    done_at: null,
    outcome: null,
    ...over,
  };
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number) => HttpResponse.json({ status: 'failed', message }, { status });

export const analyticsHandlers = [
  http.post(at('analytics', '/rm/mappings'), authed(() => ok(desk.followUps))),
  http.post(
    at('analytics', '/rm/followups'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { name: string; contact: string; follow_up: FollowUpView['follow_up']; user_id?: string };
      desk.added.push(body);
      const created = followUpFixture({ id: `f-${desk.followUps.length + 1}`, name: body.name, contact: body.contact, follow_up: body.follow_up, user_id: body.user_id ?? null });
      desk.followUps.push(created);
      return ok(created, 201);
    }),
  ),
  // Open ones, as the server answers them (the fixtures carry their own dates; the mock does not filter by day).
  http.get(at('analytics', '/rm/followups/upcoming'), authed(() => ok(desk.followUps.filter((f) => !f.done_at)))),
  http.put(
    at('analytics', '/rm/followups/:id'),
    authed(async ({ params, request }) => {
      const found = desk.followUps.find((f) => f.id === params.id);
      if (!found) return failed('This follow-up does not exist', 404);
      const body = (await request.json()) as { name: string; contact: string; follow_up: FollowUpView['follow_up']; user_id?: string; remarks?: string };
      Object.assign(found, { name: body.name, contact: body.contact, follow_up: body.follow_up, user_id: body.user_id ?? null, remarks: body.remarks ?? null, notified: false });
      return ok(found);
    }),
  ),
  http.put(
    at('analytics', '/rm/followups/:id/done'),
    authed(async ({ params, request }) => {
      const found = desk.followUps.find((f) => f.id === params.id);
      if (!found) return failed('This follow-up does not exist', 404);
      const body = (await request.json()) as { outcome?: string };
      Object.assign(found, { done_at: new Date().toISOString(), outcome: body.outcome ?? null, notified: true });
      return ok(found);
    }),
  ),
  http.delete(
    at('analytics', '/rm/followups/:id'),
    authed(({ params }) => {
      const index = desk.followUps.findIndex((f) => f.id === params.id);
      if (index < 0) return failed('This follow-up does not exist', 404);
      desk.followUps.splice(index, 1);
      return ok({ deleted: true });
    }),
  ),
  http.put(
    at('analytics', '/rm/followups/:id/notified'),
    authed(({ params }) => {
      const found = desk.followUps.find((f) => f.id === params.id);
      if (!found) return failed('This follow-up does not exist', 404);
      desk.claims.push(found.id);
      const won = !found.notified;
      found.notified = true;
      return ok({ won, follow_up: found });
    }),
  ),
  http.get(at('analytics', '/rm/disposition-options'), authed(() => ok(DESK_OPTIONS))),
  http.put(
    at('analytics', '/rm/disposition'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { option: string; follow_up_id?: string };
      desk.dispositions.push(body);
      const found = desk.followUps.find((f) => f.id === body.follow_up_id);
      if (found) found.disposition = body.option;
      return ok({ id: 'd-1', option: body.option, label: body.option, follow_up_id: body.follow_up_id ?? null, lead_id: null, user_id: null, remarks: null, created_at: new Date().toISOString() });
    }),
  ),
  http.get(at('analytics', '/rm/notes/:userId'), authed(({ params }) => ok(desk.notes.filter((n) => n.user_id === params.userId)))),
  http.post(
    at('analytics', '/rm/notes'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { user_id: string; title?: string; body: string };
      const now = new Date().toISOString();
      const note: NoteView = {
        id: `n-${desk.notes.length + 1}`,
        user_id: body.user_id,
        title: body.title ?? null,
        body: body.body,
        created_at: now,
        updated_at: now,
        mine: true,
        written_by: { kind: 'advisor', name: 'Rahul Mehta', for_name: null },
      };
      desk.notes.unshift(note);
      return ok(note, 201);
    }),
  ),
  http.put(
    at('analytics', '/rm/notes'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { id: string; title?: string; body: string };
      const note = desk.notes.find((n) => n.id === body.id);
      if (!note) return failed('This note does not exist', 404);
      if (!note.mine) return failed('Not found', 404);
      Object.assign(note, { body: body.body, title: body.title ?? null });
      return ok(note);
    }),
  ),
  http.delete(
    at('analytics', '/rm/notes/:id'),
    authed(({ params }) => {
      const note = desk.notes.find((n) => n.id === params.id);
      if (!note) return failed('This note does not exist', 404);
      if (!note.mine) return failed('Not found', 404);
      desk.notes = desk.notes.filter((n) => n.id !== params.id);
      return ok({ deleted: true });
    }),
  ),
  http.post(at('analytics', '/events'), async ({ request }) => {
    desk.events.push(((await request.json()) as { events: unknown[] }).events);
    return ok({ stored: 1 }, 201);
  }),
];
