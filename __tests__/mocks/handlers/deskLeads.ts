// The desk's leads (GET/POST/PUT/DELETE /rm/leads, GET /rm/leads/{id}) over an in-memory list with the server's duplicate rule, and
// the operator's screen views (GET /events/screen-views, key OPS_KEY in x-api-key).
import { http, HttpResponse } from 'msw';
import type { LeadView, ScreenViewCount } from '@/utils/desk/wire';
import { authed } from '../session';
import { at } from './at';

export const OPS_KEY = 'ops-key-for-tests-0123456789abcdef';
export const DUPLICATE_LEAD = 'A lead with this mobile number already exists';

interface LeadsState {
  leads: LeadView[];
  screenViews: ScreenViewCount[];
  /** Query strings of every screen-views call, in order. */
  screenViewQueries: string[];
}

export const leadsDesk: LeadsState = { leads: [], screenViews: [], screenViewQueries: [] };

export function resetLeadsDesk(): void {
  Object.assign(leadsDesk, { leads: [], screenViews: [], screenViewQueries: [] });
}

export function leadFixture(over: Partial<LeadView> = {}): LeadView {
  return {
    id: 'l-1',
    name: 'Kiran Rao',
    mobile_no: '9876500001',
    city: null,
    product: null,
    remarks: null,
    stage: 'new',
    stage_changed_at: null,
    source: 'desk',
    client_user_id: null,
    disposition: null,
    created_at: new Date().toISOString(),
    ...over,
  };
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number, extra: object = {}) => HttpResponse.json({ status: 'failed', message, ...extra }, { status });

function countsOf(leads: LeadView[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const l of leads) counts[l.stage] = (counts[l.stage] ?? 0) + 1;
  return counts;
}

export const deskLeadsHandlers = [
  http.get(
    at('analytics', '/rm/leads'),
    authed(({ request }) => {
      const stage = new URL(request.url).searchParams.get('stage');
      const shown = leadsDesk.leads.filter((l) => !stage || l.stage === stage);
      return ok({ leads: shown, total: shown.length, counts: countsOf(leadsDesk.leads) });
    }),
  ),
  http.post(
    at('analytics', '/rm/leads'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { name: string; mobile_no: string; city?: string; remarks?: string };
      const existing = leadsDesk.leads.find((l) => l.mobile_no === body.mobile_no);
      if (existing) return failed(DUPLICATE_LEAD, 409, { errors: [{ path: 'mobile_no', message: DUPLICATE_LEAD }], data: { id: existing.id } });
      const lead = leadFixture({ id: `l-${leadsDesk.leads.length + 1}`, name: body.name, mobile_no: body.mobile_no, city: body.city ?? null, remarks: body.remarks ?? null });
      leadsDesk.leads.unshift(lead);
      return ok(lead, 201);
    }),
  ),
  http.get(
    at('analytics', '/rm/leads/:id'),
    authed(({ params }) => {
      const lead = leadsDesk.leads.find((l) => l.id === params.id);
      return lead ? ok(lead) : failed('This lead does not exist', 404);
    }),
  ),
  http.put(
    at('analytics', '/rm/leads/:id'),
    authed(async ({ params, request }) => {
      const lead = leadsDesk.leads.find((l) => l.id === params.id);
      if (!lead) return failed('This lead does not exist', 404);
      const change = (await request.json()) as Record<string, string | undefined>;
      const holder = leadsDesk.leads.find((l) => l.id !== lead.id && change.mobile_no !== undefined && l.mobile_no === change.mobile_no);
      if (holder) return failed(DUPLICATE_LEAD, 409, { errors: [{ path: 'mobile_no', message: DUPLICATE_LEAD }], data: { id: holder.id } });
      // As the server: a blank optional field clears it.
      const cleared = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]));
      Object.assign(lead, cleared);
      return ok(lead);
    }),
  ),
  http.delete(
    at('analytics', '/rm/leads/:id'),
    authed(({ params }) => {
      leadsDesk.leads = leadsDesk.leads.filter((l) => l.id !== params.id);
      return ok({ deleted: true });
    }),
  ),
  http.get(at('analytics', '/events/screen-views'), ({ request }) => {
    if (request.headers.get('x-api-key') !== OPS_KEY) return failed('A valid api key is needed', 401);
    leadsDesk.screenViewQueries.push(new URL(request.url).search);
    return ok(leadsDesk.screenViews);
  }),
];
