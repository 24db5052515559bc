// The demo's paid health insurance policy: Gaurav Sandhu's family floater, bought through his advisor Rahul, on a
// sandbox plan and priced by the sandbox insurer itself (so the dashboard shows what a quote would answer).
import { healthInsuranceCarts } from '@/server/db/schema';
import { planById } from '@/server/providers/insurer';
import { priceQuote } from '@/server/providers/insurer/pricing';
import { stableId, userId } from '../ids';

const R = 100; // paise per rupee
const COVER = 1_000_000;
const MEMBERS = [
  { name: 'Gaurav Sandhu', dob: '11/02/1984', gender: 'male', relation: 'self' as const, illnesses: [] },
  { name: 'Rupinder Sandhu', dob: '23/06/1987', gender: 'female', relation: 'spouse' as const, illnesses: ['thyroid'] },
  { name: 'Arjun Sandhu', dob: '02/10/2015', gender: 'male', relation: 'son' as const, illnesses: [] },
];

export function gauravsPolicy(expertId: string, createdAt: Date): typeof healthInsuranceCarts.$inferInsert {
  const plan = planById('arogya-family-shield');
  if (!plan) throw new Error('the sandbox plan of the demo policy is missing');
  const year = createdAt.getUTCFullYear();
  const members = MEMBERS.map((m) => ({ ...m, age: year - Number(m.dob.slice(6)) }));
  // Gurgaon, the default city: tier 1.
  const quote = priceQuote(plan, { members, tier: 1, coverAmount: COVER });
  const yearly = quote.floater.yearly_premium;
  return {
    id: stableId('hi-cart:9000001022'),
    userName: 'Gaurav Sandhu',
    userUuid: userId('9000001022'),
    expertUuid: expertId,
    products: { plan_id: plan.plan_id, plan_name: plan.plan_name, insurer: plan.insurer, facts: { ...plan.facts, network_hospitals: quote.network_hospitals }, city: { name: 'Gurgaon', tier: 1 } },
    insuranceCoverAmountPaise: COVER * R,
    insuranceHolderDetails: members,
    insuranceSkew: { sum_insured: '10L', A: 2, C: 1 },
    premiums: { cover_type: 'floater', yearly_premium: yearly, options: quote.payment_options.floater },
    noOfChildren: '1',
    noOfAdults: '2',
    companyInfo: { display_name: plan.insurer.name, insurance_provider: plan.insurer.insurance_provider, logo: plan.insurer.logo },
    nomineeDetails: { nominee_name: 'Rupinder Sandhu', nominee_relation: 'spouse', nominee_dob: '23/06/1987' },
    paymentOption: 'yearly',
    appName: 'expert-web',
    appVersion: '1.0.0',
    eventType: 'ExpertHeader',
    planId: plan.plan_id,
    coverType: 'floater',
    premiumPaise: yearly * R,
    cartStatus: 'paid',
    cartLink: '/api/py/insurance/pay/HIP0000000000001022',
    paymentRef: 'HIP0000000000001022',
    paidAt: new Date(createdAt.getTime() + 3_600_000),
    policyNumber: `ZFH-${year}-00001022`,
    createdAt,
  };
}
