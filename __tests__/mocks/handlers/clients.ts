// Contract-shaped handlers for the client book of docs/CLIENTS.md: a book of 45 clients (c-1…c-45) searched,
// sorted and paged as the server does; adding by mobile answers by the number (see ADD_NUMBERS); one transfer
// request waits for the investor. Tests add them with serveFeature(clientsHandlers, resetClients).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ClientBookRow, ClientRequestView } from '@/services/clients.api';
import { authed } from '../session';
import { at } from './at';

const FIRST = ['Asha', 'Meera', 'Kabir', 'Ravi', 'Neha', 'Arjun', 'Divya', 'Farhan', 'Ishita'];
const KYC = ['verified', 'in_progress', 'not_started', 'submitted', 'registered'];

export const bookClients: ClientBookRow[] = Array.from({ length: 45 }, (_, i) => ({
  user_id: `c-${i + 1}`,
  name: `${FIRST[i % FIRST.length]} Client${String(i + 1).padStart(2, '0')}`,
  mobile_no: `98${String(10_000_000 + i)}`,
  pan_last4: `${1000 + i}F`.slice(-4),
  kyc_status: KYC[i % KYC.length],
  aum_paise: ((i * 7919) % 45) * 1_000_00,
  sip_count: i % 4,
  added_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
}));

/** Numbers whose add outcome the handler decides. */
export const ADD_NUMBERS = { invited: '9876500001', otp: '9876500002', transfer: '9876500003', duplicate: '9876500004' };
export const GOOD_OTP = '123456';
export const LATE_OTP = '999999';

export const clientsMock = {
  calls: [] as Record<string, string>[],
  /** Bodies of POST /clients/add, in order. */
  adds: [] as Record<string, string>[],
  requests: [] as ClientRequestView[],
  decisions: [] as { id: string; decision: string }[],
  /** How many times the investor's requests were asked for. */
  requestReads: 0,
};

export function resetClients() {
  clientsMock.calls = [];
  clientsMock.adds = [];
  clientsMock.decisions = [];
  clientsMock.requestReads = 0;
  clientsMock.requests = [
    { id: 'r-1', kind: 'transfer', status: 'pending', advisor_name: 'Neha Kapoor', advisor_arn: 'ARN-102030', created_at: '2026-11-20T10:00:00.000Z', expires_at: '2026-12-05T10:00:00.000Z' },
  ];
}

const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number) => HttpResponse.json({ status: 'failed', message }, { status });

const SORT: Record<string, (c: ClientBookRow) => string | number> = {
  name: (c) => (c.name ?? '').toLowerCase(),
  aum: (c) => c.aum_paise,
  sips: (c) => c.sip_count,
  kyc: (c) => c.kyc_status,
  added: (c) => c.added_at,
};

function bookPage(query: Record<string, string>) {
  const q = (query.q ?? '').toLowerCase();
  const key = SORT[query.sort ?? 'name'];
  const sign = query.order === 'desc' ? -1 : 1;
  const matching = bookClients
    .filter((c) => !q || (c.name ?? '').toLowerCase().includes(q) || c.mobile_no.includes(q) || c.pan_last4 === q.toUpperCase())
    .sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? 20);
  return { items: matching.slice((page - 1) * size, page * size), total: matching.length, page, size };
}

export const clientsHandlers = [
  http.get(at('node', '/clients/book'), authed(({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams.entries());
    clientsMock.calls.push(query);
    return ok(bookPage(query));
  })),
  http.get(at('node', '/clients/:id/selection'), authed(({ params }) => {
    const c = bookClients.find((b) => b.user_id === params.id);
    if (!c) return failed('Not found', 404);
    return ok({ user_id: c.user_id, mobile_no: c.mobile_no, name: c.name, kyc_id: `k-${c.user_id}`, kyc_verified: c.kyc_status === 'verified',
      kyc_status: c.kyc_status, pan: `ABCDE${c.pan_last4}`, dob: '01/02/1990', fd_mobile_number: null });
  })),
  http.post(at('node', '/clients/add'), authed(async ({ request }) => {
    const body = (await request.json()) as { mobile_no: string };
    clientsMock.adds.push(body);
    if (body.mobile_no === ADD_NUMBERS.invited) return ok({ outcome: 'invited', user_id: 'c-1' }, 201);
    if (body.mobile_no === ADD_NUMBERS.otp) return ok({ outcome: 'otp_sent', request_id: 'r-9', expires_at: '2026-11-24T10:10:00.000Z' }, 202);
    if (body.mobile_no === ADD_NUMBERS.transfer) return ok({ outcome: 'transfer_requested', request_id: 'r-8' }, 202);
    return failed('This investor is already your client', 409);
  })),
  http.post(at('node', '/clients/add/:id/confirm'), authed(async ({ request }) => {
    const { otp } = (await request.json()) as { otp: string };
    if (otp === GOOD_OTP) return ok({ outcome: 'linked', user_id: 'c-2' });
    if (otp === LATE_OTP) return failed('This OTP has expired. Please add the client again.', 410);
    return HttpResponse.json({ status: 'failed', message: 'Incorrect OTP', errors: [{ path: 'otp', message: 'Incorrect OTP' }] }, { status: 400 });
  })),
  http.get(at('node', '/clients/requests'), authed(() => {
    clientsMock.requestReads += 1;
    return ok(clientsMock.requests);
  })),
  http.post(at('node', '/clients/requests/:id/:decision'), authed(({ params }) => {
    const request = clientsMock.requests.find((r) => r.id === params.id);
    if (!request) return failed('Not found', 404);
    clientsMock.decisions.push({ id: String(params.id), decision: String(params.decision) });
    return ok({ ...request, status: params.decision === 'approve' ? 'approved' : 'rejected' });
  })),
];
