// An insurer (or an aggregator of insurers) that quotes health plans and takes the first payment. The backend
// prices every cart through quote(): the browser's premium is never trusted. Amounts here are whole rupees.
import type { CallbackFields } from '../payments/types';

export type CoverType = 'individual' | 'floater';
export type Relation = 'self' | 'spouse' | 'son' | 'daughter';
export type CityTier = 1 | 2 | 3;

export const PAYMENT_OPTIONS = ['yearly', 'half_yearly', 'quarterly', 'monthly', 'two_year', 'three_year'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export interface PlanFacts {
  room_rent: string;
  copay_percent: 0 | 10 | 20;
  /** Waiting period for a pre-existing illness: never above 36 months. */
  ped_waiting_months: 12 | 24 | 36;
  ncb: string;
  network_hospitals: number;
}

export interface Insurer {
  name: string;
  logo: string;
  insurance_provider: string;
}

export interface Plan {
  plan_id: string;
  plan_name: string;
  insurer: Insurer;
  covers_offered: number[];
  facts: Omit<PlanFacts, 'network_hospitals'>;
}

/** One member as priced: age by year difference, as the age rules count it. */
export interface PricedMemberInput {
  name: string;
  relation: Relation;
  age: number;
  illnesses: string[];
}

export interface QuoteRequest {
  members: PricedMemberInput[];
  tier: CityTier;
  coverAmount: number;
}

export interface PaymentOptionView {
  option: PaymentOption;
  label: string;
  instalments: number;
  instalment_amount: number;
  total_amount: number;
}

export interface PlanQuote {
  plan: Plan;
  network_hospitals: number;
  individual: { yearly_premium: number; per_member: { name: string; premium: number }[] };
  floater: { yearly_premium: number; eldest_drives: boolean; eldest: { name: string; age: number } };
  payment_options: Record<CoverType, PaymentOptionView[]>;
}

export interface StartedInsurancePayment {
  /** The insurer's reference: its page and its callback carry it. */
  ref: string;
  url: string;
}

export type InsurerOutcome = 'success' | 'failure';

export interface InsurerProvider {
  readonly name: string;
  readonly sandbox: boolean;
  plans(): Plan[];
  /** Prices every plan that offers the cover; an unknown plan id is simply absent. */
  quote(input: QuoteRequest): PlanQuote[];
  startPayment(cart: { id: string }): StartedInsurancePayment;
  /** The payment page of a reference (null for a real insurer, whose page is its own). */
  paymentUrl(ref: string): string;
  /** What the insurer's page posts back, signed (the sandbox's buttons carry it). */
  signCallback(ref: string, outcome: InsurerOutcome): CallbackFields;
  /** True only when the signature matches the reference, outcome and nonce. */
  verifyCallback(fields: CallbackFields): boolean;
}
