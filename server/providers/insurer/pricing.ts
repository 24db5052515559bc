// The sandbox's premiums, in whole rupees a year. A member's own price is the base rate of their age band for a
// 5 lakh cover, × the cover's factor × the plan's factor × the city tier's factor × (1 + their illness loading).
// Individual cover adds the members' own prices; a floater charges the eldest member's price plus a share of it
// for each other member (45% an adult, 25% a child), each share carrying that member's own illness loading.
import { type SandboxPlan } from './catalogue';
import { TIER_FACTOR, TIER_NETWORK_SHARE } from './cities';
import type { CityTier, CoverType, PaymentOption, PaymentOptionView, PlanQuote, PricedMemberInput, QuoteRequest } from './types';

/** Upper age of each band (inclusive) and its yearly base rate for a 5 lakh cover. */
export const AGE_BANDS = [
  { upTo: 17, rate: 3_500 },
  { upTo: 25, rate: 5_000 },
  { upTo: 35, rate: 6_500 },
  { upTo: 45, rate: 9_500 },
  { upTo: 55, rate: 14_500 },
  { upTo: 200, rate: 24_000 },
] as const;

export const COVER_FACTOR: Record<number, number> = {
  300_000: 0.72,
  500_000: 1,
  1_000_000: 1.42,
  2_500_000: 2.05,
  5_000_000: 2.6,
  10_000_000: 3.3,
};

/** Extra premium for each declared illness, as a share of the member's own price. */
export const ILLNESS_LOADING: Record<string, number> = {
  diabetes: 0.2,
  hypertension: 0.15,
  heart: 0.35,
  thyroid: 0.1,
  asthma: 0.15,
  other: 0.1,
};
export const ILLNESSES = Object.keys(ILLNESS_LOADING);

export const FLOATER_SHARE = { adult: 0.45, child: 0.25 } as const;

/** Charged on the yearly premium: instalments cost a little more, a longer term a little less. */
export const OPTION_TERMS: Record<PaymentOption, { label: string; instalments: number; years: number; factor: number }> = {
  yearly: { label: 'Yearly', instalments: 1, years: 1, factor: 1 },
  half_yearly: { label: 'Half-yearly', instalments: 2, years: 1, factor: 1.02 },
  quarterly: { label: 'Quarterly', instalments: 4, years: 1, factor: 1.03 },
  monthly: { label: 'Monthly', instalments: 12, years: 1, factor: 1.05 },
  two_year: { label: '2 years, one payment', instalments: 1, years: 2, factor: 0.925 },
  three_year: { label: '3 years, one payment', instalments: 1, years: 3, factor: 0.9 },
};

export const bandOf = (age: number) => AGE_BANDS.findIndex((band) => age <= band.upTo);
const isChild = (m: PricedMemberInput) => m.relation === 'son' || m.relation === 'daughter';
export const loadingOf = (illnesses: string[]) =>
  [...new Set(illnesses)].reduce((sum, illness) => sum + (ILLNESS_LOADING[illness] ?? ILLNESS_LOADING.other), 0);

/** The member's price before their illness loading. */
function basePrice(plan: SandboxPlan, tier: CityTier, cover: number, age: number): number {
  return AGE_BANDS[bandOf(age)].rate * COVER_FACTOR[cover] * plan.priceFactor * TIER_FACTOR[tier];
}

/** The eldest member: the highest age, the first listed on a tie. */
function eldestOf(members: PricedMemberInput[]): PricedMemberInput {
  return members.reduce((eldest, m) => (m.age > eldest.age ? m : eldest), members[0]);
}

export function paymentOptions(yearly: number): PaymentOptionView[] {
  return (Object.keys(OPTION_TERMS) as PaymentOption[]).map((option) => {
    const term = OPTION_TERMS[option];
    const instalment = Math.round((yearly * term.years * term.factor) / term.instalments);
    return { option, label: term.label, instalments: term.instalments, instalment_amount: instalment, total_amount: instalment * term.instalments };
  });
}

export function priceQuote(plan: SandboxPlan, { members, tier, coverAmount }: QuoteRequest): Omit<PlanQuote, 'plan'> {
  const base = (m: PricedMemberInput) => basePrice(plan, tier, coverAmount, m.age);
  const perMember = members.map((m) => ({ name: m.name, premium: Math.round(base(m) * (1 + loadingOf(m.illnesses))) }));
  const individual = perMember.reduce((sum, m) => sum + m.premium, 0);

  const eldest = eldestOf(members);
  const eldestBase = base(eldest);
  const floaterExact = members.reduce((sum, m) => {
    const share = m === eldest ? 1 : isChild(m) ? FLOATER_SHARE.child : FLOATER_SHARE.adult;
    return sum + eldestBase * share * (1 + loadingOf(m.illnesses));
  }, 0);
  const floater = Math.round(floaterExact);
  const others = members.filter((m) => m !== eldest);
  const eldestDrives = others.length > 0 && others.every((m) => bandOf(m.age) < bandOf(eldest.age));

  return {
    network_hospitals: Math.round(plan.networkBase * TIER_NETWORK_SHARE[tier]),
    individual: { yearly_premium: individual, per_member: perMember },
    floater: { yearly_premium: floater, eldest_drives: eldestDrives, eldest: { name: eldest.name, age: eldest.age } },
    payment_options: { individual: paymentOptions(individual), floater: paymentOptions(floater) } satisfies Record<CoverType, PaymentOptionView[]>,
  };
}
