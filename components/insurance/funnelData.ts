// What the funnel's answers turn into on the wire: the members of a quote and the spec's cart payload.
import type { CoverType, PaymentOptionView, QuoteInput, QuoteMember, QuoteView } from '@/services/insurance.api';
import { APP_VERSION } from '@/services/http/headers';
import type { InsuranceState } from '@/store/insuranceSlice';
import type { InsuranceSubject } from './useSubject';

export const STEPS = ['Members', 'City and health', 'Cover', 'Quotes', 'Plan', 'Nominee', 'Payment'] as const;
export const STEP = { members: 0, health: 1, cover: 2, quotes: 3, plan: 4, nominee: 5, payment: 6 } as const;

export const COVERS = [300000, 500000, 1000000, 2500000, 5000000, 10000000] as const;

export const ILLNESSES = [
  { value: 'diabetes', label: 'Diabetes' },
  { value: 'hypertension', label: 'High blood pressure' },
  { value: 'heart', label: 'Heart disease' },
  { value: 'thyroid', label: 'Thyroid' },
  { value: 'asthma', label: 'Asthma' },
  { value: 'other', label: 'Other' },
] as const;

/** 500000 -> '5L', 10000000 -> '1Cr': the sum-insured key of insurance_skew and the cover's short name. */
export function sumInsuredKey(amount: number): string {
  return amount >= 10000000 ? `${amount / 10000000}Cr` : `${amount / 100000}L`;
}

export interface FunnelMember extends QuoteMember {
  /** The key of existing_illness: 'self', 'spouse', 'child1' … */
  key: string;
}

/** The members covered, in the order entered: self, spouse, children. */
export function membersOf(state: InsuranceState): FunnelMember[] {
  const illnesses = (key: string) => state.existing_illness[key] ?? [];
  const members: FunnelMember[] = [
    { key: 'self', relation: 'self', name: state.clientName, dob: state.clientDob, gender: state.clientGender || undefined, illnesses: illnesses('self') },
  ];
  if (state.memberDetails.spouse)
    members.push({ key: 'spouse', relation: 'spouse', name: state.spouseName, dob: state.spouseDob, illnesses: illnesses('spouse') });
  state.children.forEach((child, i) =>
    members.push({ key: `child${i + 1}`, relation: child.relation, name: child.name, dob: child.dob, illnesses: illnesses(`child${i + 1}`) }),
  );
  return members;
}

export function quoteInputOf(state: InsuranceState): QuoteInput {
  const members = membersOf(state).map(({ key: _key, ...member }) => member);
  const place = state.pincode ? { pincode: state.pincode } : { city: state.city };
  return { members, ...place, cover_amount: state.insurance_cover_amount };
}

/** The plan's payment options for the chosen cover type, yearly first. */
export function paymentOptionsOf(plan: QuoteView | null, coverType: CoverType | undefined): PaymentOptionView[] {
  if (!plan || !coverType) return [];
  const options = plan.payment_options as QuoteView['payment_options'] | PaymentOptionView[];
  return Array.isArray(options) ? options : (options[coverType] ?? []);
}

/** The spec's health-insurance cart payload, plus the plan, cover type, payment option and nominee it needs. */
export function cartPayloadOf(state: InsuranceState, subject: InsuranceSubject): Record<string, unknown> {
  const plan = state.selectedPlanDetails;
  const coverType = state.selectedPlan?.cover_type;
  const members = membersOf(state);
  const adults = members.filter((m) => m.relation === 'self' || m.relation === 'spouse').length;
  const children = members.length - adults;
  return {
    user_name: state.clientName,
    user_uuid: subject.userId,
    expert_uuid: subject.role === 'expert' ? (subject.expert?.expert_id ?? null) : null,
    cart_type: 'purchase',
    product_type: 'health_insurance',
    cart_status: 'created',
    created_by: 'user',
    updated_by: 'user',
    products: plan,
    insurance_cover_amount: state.insurance_cover_amount,
    insurance_holder_details: members.map(({ name, dob, gender, relation, illnesses }) => ({ name, dob, gender, relation, illnesses })),
    insurance_skew: { sum_insured: sumInsuredKey(state.insurance_cover_amount), A: adults, C: children },
    premiums: paymentOptionsOf(plan, coverType),
    // What the chosen option charges now, as quoted: the server refuses the cart (409) if its own price differs.
    premium: paymentOptionsOf(plan, coverType).find((o) => o.option === state.payment_option)?.instalment_amount,
    no_of_children: String(children),
    no_of_adults: String(adults),
    company_info: plan
      ? { logo: plan.insurer.logo, display_name: plan.insurer.name, insurance_provider: plan.insurer.insurance_provider }
      : null,
    app_name: subject.role === 'expert' ? 'expert-web' : 'user-web',
    app_version: APP_VERSION,
    event_type: 'health_insurance_cart',
    plan_id: state.selectedPlan?.plan_id,
    cover_type: coverType,
    payment_option: state.payment_option,
    insurance_nominee_details: state.insurance_nominee_details,
    ...(state.pincode ? { pincode: state.pincode } : { city: state.city }),
  };
}
