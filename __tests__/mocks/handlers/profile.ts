// Contract-shaped handlers for the advisor's own profile (/node/expert/profile, docs/CLIENTS.md): the three stages
// with the shared zod rules and the register sandbox's "ends in 000" unknown ARN, the payout account and employees.
// Every call must carry the `authorization: Bearer` header the profile calls send; each call is recorded.
import { http, HttpResponse } from 'msw';
import type { AdvisorProfileView, BankAccount, EmployeeView } from '@/services/profile.api';
import { employeeSchema, profileStage1Schema, profileStage2Schema, profileStage3Schema } from '@/utils/validation/advisorProfile';
import { bankAccountSchema } from '@/utils/validation/kyc';
import type { z } from 'zod';
import { authed } from '../session';
import { at } from './at';

export const PENDING_PROFILE: AdvisorProfileView = {
  arn: '318204',
  arn_status: 'pending',
  arn_valid_till: null,
  certifications: [],
  stage: 1,
  profile_status: 'in_progress',
  capabilities: [],
  supported_languages: ['en'],
  products: ['mutual-funds'],
  address: 'Koramangala, Bengaluru 560034',
  about: 'New distributor helping young professionals start their first SIP.',
  experience: 2,
  no_of_clients: 0,
  aum: 0,
  euin: null,
  photo_url: null,
  transaction_allowed: false,
  registered: false,
};

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export const profileMock = {
  profile: { ...PENDING_PROFILE },
  bank: null as BankAccount | null,
  employees: [] as EmployeeView[],
  calls: [] as Call[],
  /** The next stage save answers this failure instead (a server-side refusal the browser did not check). */
  failNext: null as { status: number; body: Record<string, unknown> } | null,
  reset() {
    this.profile = { ...PENDING_PROFILE };
    this.bank = null;
    this.employees = [];
    this.calls = [];
    this.failNext = null;
  },
};

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: 'failed', message, ...extra }, { status });

async function record(request: Request, path: string): Promise<unknown> {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  const body = text ? JSON.parse(text) : undefined;
  profileMock.calls.push({ method: request.method, path, authorization: request.headers.get('authorization'), body });
  return body;
}

function invalid(error: z.ZodError) {
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return failed(errors[0]?.message ?? 'Not valid', 400, { errors });
}

const answer = () => ok({ stage: profileMock.profile.stage, profile: profileMock.profile });
const base = (path: string) => at('node', `/expert/profile${path}`);

export const profileHandlers = [
  http.get(base('/'), authed(async ({ request }) => (await record(request, '/'), ok(profileMock.profile)))),

  http.put(
    base('/stage/1'),
    authed(async ({ request }) => {
      const parsed = profileStage1Schema.safeParse(await record(request, '/stage/1'));
      if (!parsed.success) return invalid(parsed.error);
      if (profileMock.failNext) return HttpResponse.json(profileMock.failNext.body, { status: profileMock.failNext.status });
      const { arn, isUpdateStage, no_of_clients, aum, ...rest } = parsed.data;
      if (arn?.endsWith('000')) {
        const message = "This ARN is not on AMFI's register of distributors";
        return failed(message, 400, { error: message, errors: [{ path: 'arn', message }] });
      }
      const p = profileMock.profile;
      Object.assign(p, rest, { no_of_clients, aum: aum ?? p.aum });
      if (arn) Object.assign(p, { arn, arn_status: 'validated', arn_valid_till: '23/11/2029', transaction_allowed: true, registered: true });
      if (isUpdateStage) p.stage = Math.max(p.stage, 2);
      return answer();
    }),
  ),

  http.put(
    base('/stage/2'),
    authed(async ({ request }) => {
      const parsed = profileStage2Schema.safeParse(await record(request, '/stage/2'));
      if (!parsed.success) return invalid(parsed.error);
      const { stage, ...rest } = parsed.data;
      Object.assign(profileMock.profile, rest);
      if (stage) profileMock.profile.stage = Math.max(profileMock.profile.stage, stage);
      return answer();
    }),
  ),

  http.put(
    base('/stage/3'),
    authed(async ({ request }) => {
      const parsed = profileStage3Schema.safeParse(await record(request, '/stage/3'));
      if (!parsed.success) return invalid(parsed.error);
      if (profileMock.failNext) return HttpResponse.json(profileMock.failNext.body, { status: profileMock.failNext.status });
      const { certifications, euin, photo_url } = parsed.data;
      const nism = certifications.some((c) => /nism/i.test(c.name) && c.url);
      Object.assign(profileMock.profile, {
        certifications,
        euin: euin ?? profileMock.profile.euin,
        photo_url: photo_url ?? profileMock.profile.photo_url,
        stage: 4,
        profile_status: 'completed',
        registered: profileMock.profile.registered || nism,
      });
      return answer();
    }),
  ),

  http.get(base('/bank'), authed(async ({ request }) => (await record(request, '/bank'), ok(profileMock.bank)))),

  http.put(
    base('/bank'),
    authed(async ({ request }) => {
      const parsed = bankAccountSchema.safeParse(await record(request, '/bank'));
      if (!parsed.success) return invalid(parsed.error);
      const last4 = parsed.data.account_number.slice(-4);
      const closed = last4 === '0000';
      profileMock.bank = {
        id: 'ba-payout',
        ifsc: parsed.data.ifsc,
        bank_name: 'HDFC Bank',
        branch: 'Mumbai - Kamala Mills',
        account_number_masked: `XXXXXX${last4}`,
        account_type: parsed.data.account_type,
        is_primary: !closed,
        penny_drop_status: closed ? 'failed' : 'verified',
        penny_drop_name: closed ? null : 'NEHA IYER',
        name_match_score: closed ? null : 100,
        penny_drop_message: closed ? 'The bank says this account is closed' : null,
      };
      return ok(profileMock.bank);
    }),
  ),

  http.get(base('/employees'), authed(async ({ request }) => (await record(request, '/employees'), ok(profileMock.employees)))),

  http.post(
    base('/employees'),
    authed(async ({ request }) => {
      const parsed = employeeSchema.safeParse(await record(request, '/employees'));
      if (!parsed.success) return invalid(parsed.error);
      if (profileMock.employees.some((e) => e.euin === parsed.data.euin)) return failed('This EUIN is already added', 409);
      profileMock.employees = [...profileMock.employees, { id: `emp-${profileMock.employees.length + 1}`, ...parsed.data }];
      return ok(profileMock.employees, 201);
    }),
  ),

  http.delete(
    base('/employees/:id'),
    authed(async ({ request, params }) => {
      await record(request, `/employees/${String(params.id)}`);
      if (!profileMock.employees.some((e) => e.id === params.id)) return failed('Employee not found', 404);
      profileMock.employees = profileMock.employees.filter((e) => e.id !== params.id);
      return ok(profileMock.employees);
    }),
  ),
];
