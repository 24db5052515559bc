// Contract-shaped handlers for the health-insurance calls of docs/INSURANCE.md under /py: public quotes, the draft,
// the cart, the policies and the client's cart link. Tests add them with serveFeature(insuranceHandlers,
// resetInsurance) and read `insuranceMock` for what was asked, or set its answers.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { InsuranceLink, PaymentOptionView, PolicyView, QuoteView } from '@/services/insurance.api';
import { authed } from '../session';
import { at } from './at';

export const LINK_OTP = '123456';

function options(yearly: number): PaymentOptionView[] {
  const round = (n: number) => Math.round(n);
  return [
    { option: 'yearly', label: 'Yearly', instalments: 1, instalment_amount: yearly, total_amount: yearly },
    { option: 'half_yearly', label: 'Half-yearly', instalments: 2, instalment_amount: round((yearly * 1.02) / 2), total_amount: round(yearly * 1.02) },
    { option: 'quarterly', label: 'Quarterly', instalments: 4, instalment_amount: round((yearly * 1.03) / 4), total_amount: round(yearly * 1.03) },
    { option: 'monthly', label: 'Monthly', instalments: 12, instalment_amount: round((yearly * 1.05) / 12), total_amount: round(yearly * 1.05) },
    { option: 'two_year', label: 'Two years at once', instalments: 1, instalment_amount: round(yearly * 2 * 0.925), total_amount: round(yearly * 2 * 0.925) },
  ];
}

export function quoteFixture(over: Partial<QuoteView> & { floaterPremium: number; individualPremium: number; eldestDrives?: boolean }): QuoteView {
  const { floaterPremium, individualPremium, eldestDrives = false, ...rest } = over;
  return {
    plan_id: 'suraksha-family-shield',
    insurer: { name: 'Suraksha Health (sandbox)', logo: '/insurers/suraksha.svg', insurance_provider: 'suraksha' },
    plan_name: 'Family Shield',
    cover_amount: 1000000,
    covers_offered: [500000, 1000000, 2500000],
    facts: { room_rent: 'Single private room', copay_percent: 0, ped_waiting_months: 36, ncb: '50% per claim-free year, up to 100%', network_hospitals: 412 },
    individual: { yearly_premium: individualPremium, per_member: [{ name: 'Asha Rao', premium: individualPremium }] },
    floater: { yearly_premium: floaterPremium, eldest_drives: eldestDrives, eldest: { name: 'Asha Rao', age: 40 } },
    payment_options: { floater: options(floaterPremium), individual: options(individualPremium) },
    ...rest,
  };
}

export const PLANS: QuoteView[] = [
  quoteFixture({ floaterPremium: 30000, individualPremium: 42000, eldestDrives: true }),
  quoteFixture({
    plan_id: 'arogya-care-plus',
    plan_name: 'Care Plus',
    insurer: { name: 'Arogya General (sandbox)', logo: '/insurers/arogya.svg', insurance_provider: 'arogya' },
    floaterPremium: 25000,
    individualPremium: 38000,
  }),
];

export function policyFixture(over: Partial<PolicyView> = {}): PolicyView {
  return {
    id: 'hic-1',
    plan_name: 'Family Shield',
    insurer: 'Suraksha Health (sandbox)',
    cover_amount: 1000000,
    cover_type: 'floater',
    members: [{ name: 'Asha Rao' }, { name: 'Vikram Rao' }],
    nominee: { nominee_name: 'Meera Rao', nominee_relation: 'mother' },
    payment_option: 'yearly',
    premium: 30000,
    cart_status: 'paid',
    policy_number: 'ZFH-2026-00000001',
    paid_at: '2026-11-24T06:00:00Z',
    created_at: '2026-11-24T05:50:00Z',
    advisor: null,
    ...over,
  };
}

type Refusal = { refusal: string; status: number };
type CallLog = { method: string; path: string; body: unknown; url: string };

export const insuranceMock = {
  calls: [] as CallLog[],
  plans: PLANS,
  /** The server's draft (null: none saved). */
  draft: null as Record<string, unknown> | null,
  policies: [] as PolicyView[],
  /** What the next cart POSTs answer, in order; when empty, a created cart. */
  cartAnswers: [] as (Refusal | 'ok')[],
  link: null as InsuranceLink | Refusal | null,
};

export function resetInsurance() {
  insuranceMock.calls = [];
  insuranceMock.plans = PLANS;
  insuranceMock.draft = null;
  insuranceMock.policies = [];
  insuranceMock.cartAnswers = [];
  insuranceMock.link = null;
}

const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = ({ refusal, status }: Refusal) => HttpResponse.json({ status: 'failed', message: refusal }, { status });

async function record(request: Request, path: string) {
  const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
  insuranceMock.calls.push({ method: request.method, path, body, url: request.url });
  return body as Record<string, unknown> | null;
}

export const callsTo = (path: string) => insuranceMock.calls.filter((c) => c.path === path);

export const insuranceHandlers = [
  http.post(at('py', '/insurance/quotes'), async ({ request }) => {
    await record(request, 'quotes');
    return ok({ plans: insuranceMock.plans, members: [], city: { name: 'Pune', tier: 1 }, sandbox: true });
  }),
  http.get(
    at('py', '/insurance/draft'),
    authed(async ({ request }) => {
      await record(request, 'draft');
      return ok(insuranceMock.draft ? { draft: insuranceMock.draft, updated_at: '2026-11-24T06:00:00Z' } : { draft: null });
    }),
  ),
  http.put(
    at('py', '/insurance/draft'),
    authed(async ({ request }) => {
      const body = await record(request, 'draft');
      insuranceMock.draft = (body?.draft as Record<string, unknown>) ?? null;
      return ok({ draft: insuranceMock.draft, updated_at: '2026-11-24T06:01:00Z' });
    }),
  ),
  http.post(
    at('py', '/cart/v1/insurance'),
    authed(async ({ request }) => {
      const body = await record(request, 'cart');
      const answer = insuranceMock.cartAnswers.shift() ?? 'ok';
      if (answer !== 'ok') return failed(answer);
      const forClient = Boolean(body?.expert_uuid);
      return ok(
        {
          cart_id: 'hic-9',
          cart_link: forClient ? 'http://localhost/health_insurance/confirm?token=tok-9' : '/api/py/insurance/pay/ref-9',
          cart_status: forClient ? 'link_sent' : 'created',
          premium: 30000,
          sandbox: true,
        },
        201,
      );
    }),
  ),
  http.get(
    at('py', '/insurance/policies'),
    authed(async ({ request }) => {
      await record(request, 'policies');
      return ok(insuranceMock.policies);
    }),
  ),
  http.get(
    at('py', '/insurance/link'),
    authed(async ({ request }) => {
      await record(request, 'link');
      const link = insuranceMock.link;
      if (!link) return failed({ refusal: 'This link does not exist', status: 404 });
      return 'refusal' in link ? failed(link) : ok(link);
    }),
  ),
  http.post(
    at('py', '/insurance/link/otp'),
    authed(async ({ request }) => {
      await record(request, 'link/otp');
      return ok({ sent_to: 'XXXXXX0001', expires_at: '2026-11-24T06:10:00Z' });
    }),
  ),
  http.post(
    at('py', '/insurance/link/confirm'),
    authed(async ({ request }) => {
      const body = await record(request, 'link/confirm');
      if (body?.otp !== LINK_OTP) return failed({ refusal: 'Incorrect OTP', status: 400 });
      return ok({ payment_url: '/api/py/insurance/pay/ref-9' });
    }),
  ),
];
