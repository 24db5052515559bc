// The health-insurance calls of docs/INSURANCE.md on the python client (which sends the py api key as x-api-key):
// public quotes, the draft kept while the funnel is filled, the cart, the policies and the client's cart link.
import { pyClient } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

export type MemberRelation = 'self' | 'spouse' | 'son' | 'daughter';
export type CoverType = 'individual' | 'floater';
export type PaymentOption = 'yearly' | 'half_yearly' | 'quarterly' | 'monthly' | 'two_year' | 'three_year';

export interface QuoteMember {
  relation: MemberRelation;
  name: string;
  /** DD/MM/YYYY */
  dob: string;
  gender?: string;
  illnesses: string[];
}

export interface QuoteInput {
  members: QuoteMember[];
  city?: string;
  pincode?: string;
  cover_amount: number;
}

export interface PaymentOptionView {
  option: PaymentOption;
  label: string;
  instalments: number;
  instalment_amount: number;
  total_amount: number;
}

export interface PlanFacts {
  room_rent: string;
  copay_percent: number;
  ped_waiting_months: number;
  ncb: string;
  network_hospitals: number;
}

export interface InsurerView {
  name: string;
  logo: string;
  insurance_provider: string;
}

export interface QuoteView {
  plan_id: string;
  insurer: InsurerView;
  plan_name: string;
  cover_amount: number;
  covers_offered: number[];
  facts: PlanFacts;
  individual: { yearly_premium: number; per_member: { name: string; premium: number }[] };
  floater: { yearly_premium: number; eldest_drives: boolean; eldest: { name: string; age: number } };
  payment_options: { floater: PaymentOptionView[]; individual: PaymentOptionView[] };
}

export interface QuotesAnswer {
  plans: QuoteView[];
  members: { name: string; relation: MemberRelation; age: number }[];
  city: { name: string; tier: number };
  sandbox: boolean;
}

export interface PolicyView {
  id: string;
  plan_name: string | null;
  insurer: string | InsurerView;
  cover_amount: number | null;
  cover_type: CoverType;
  members: { name: string; relation?: string; dob?: string }[];
  nominee: { nominee_name?: string; nominee_relation?: string } | null;
  payment_option: PaymentOption;
  premium: number | null;
  cart_status: string;
  policy_number: string | null;
  paid_at: string | null;
  created_at: string;
  advisor: { name: string | null; arn: string | null } | null;
  /** The insurer's page while the person covered can still pay (created, confirmed, payment_failed); else null. */
  payment_url?: string | null;
}

export interface DraftAnswer<Draft> {
  draft: Draft | null;
  updated_at?: string;
}

export interface InsuranceCartAnswer {
  cart_id: string;
  cart_link: string;
  cart_status: string;
  premium: number;
  sandbox: boolean;
}

export interface InsuranceLink {
  cart: PolicyView;
  advisor: { name: string | null; arn: string | null; euin: string | null } | null;
  expires_at: string;
}

const userParams = (userId?: string | null) => (userId ? { user_id: userId } : undefined);

export async function getQuotes(input: QuoteInput, signal?: AbortSignal): Promise<QuotesAnswer> {
  const { data } = await pyClient.post<Envelope<QuotesAnswer>>('/insurance/quotes', input, { signal });
  return data.data;
}

export async function getDraft<Draft>(userId: string | null, signal?: AbortSignal): Promise<DraftAnswer<Draft>> {
  const { data } = await pyClient.get<Envelope<DraftAnswer<Draft>>>('/insurance/draft', { params: userParams(userId), signal });
  return data.data;
}

export async function saveDraft<Draft>(body: { user_id?: string; draft: Draft }): Promise<DraftAnswer<Draft>> {
  const { data } = await pyClient.put<Envelope<DraftAnswer<Draft>>>('/insurance/draft', body);
  return data.data;
}

/** The cart of the chosen plan; JSON with the py api key (the client sends both). */
export async function createInsuranceCart(payload: Record<string, unknown>): Promise<InsuranceCartAnswer> {
  const { data } = await pyClient.post<Envelope<InsuranceCartAnswer>>('/cart/v1/insurance', payload, {
    headers: { 'Content-Type': 'application/json' },
  });
  return data.data;
}

export async function getPolicies(userId: string | null, signal?: AbortSignal): Promise<PolicyView[]> {
  const { data } = await pyClient.get<Envelope<PolicyView[]>>('/insurance/policies', { params: userParams(userId), signal });
  return data.data;
}

export async function getInsuranceLink(token: string, signal?: AbortSignal): Promise<InsuranceLink> {
  const { data } = await pyClient.get<Envelope<InsuranceLink>>('/insurance/link', { params: { token }, signal });
  return data.data;
}

export async function sendLinkOtp(token: string): Promise<{ sent_to: string; expires_at: string }> {
  const { data } = await pyClient.post<Envelope<{ sent_to: string; expires_at: string }>>('/insurance/link/otp', { token });
  return data.data;
}

export async function confirmLink(body: { token: string; otp: string }): Promise<{ payment_url: string }> {
  const { data } = await pyClient.post<Envelope<{ payment_url: string }>>('/insurance/link/confirm', body);
  return data.data;
}
