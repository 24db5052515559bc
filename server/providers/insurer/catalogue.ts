// The sandbox's insurers and plans: three insurers, two plans each, made up for the demo (names say "sandbox").
// Every plan offers 5 and 10 lakh; `priceFactor` and `networkBase` make the plans differ in price and reach.
import type { Plan } from './types';

export const ALL_COVERS = [300_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000] as const;

export interface SandboxPlan extends Plan {
  /** Multiplies the base rate: a richer plan costs more. */
  priceFactor: number;
  /** Network hospitals in a metro; fewer in smaller cities (cities.ts). */
  networkBase: number;
}

const SURAKSHA = { name: 'Suraksha Health (sandbox)', logo: '/images/insurers/suraksha.svg', insurance_provider: 'suraksha' };
const AROGYA = { name: 'Arogya General (sandbox)', logo: '/images/insurers/arogya.svg', insurance_provider: 'arogya' };
const NIVA = { name: 'Niva Care (sandbox)', logo: '/images/insurers/niva.svg', insurance_provider: 'niva' };

const NCB_100 = '50% per claim-free year, up to 100%';
const NCB_50 = '10% per claim-free year, up to 50%';

export const SANDBOX_PLANS: SandboxPlan[] = [
  {
    plan_id: 'suraksha-essential',
    plan_name: 'Suraksha Essential',
    insurer: SURAKSHA,
    covers_offered: [300_000, 500_000, 1_000_000],
    facts: { room_rent: '1% of cover per day', copay_percent: 10, ped_waiting_months: 36, ncb: NCB_50 },
    priceFactor: 0.85,
    networkBase: 620,
  },
  {
    plan_id: 'suraksha-supreme',
    plan_name: 'Suraksha Supreme',
    insurer: SURAKSHA,
    covers_offered: [500_000, 1_000_000, 2_500_000, 5_000_000],
    facts: { room_rent: 'Single private room', copay_percent: 0, ped_waiting_months: 24, ncb: NCB_100 },
    priceFactor: 1.1,
    networkBase: 620,
  },
  {
    plan_id: 'arogya-family-shield',
    plan_name: 'Arogya Family Shield',
    insurer: AROGYA,
    covers_offered: [300_000, 500_000, 1_000_000, 2_500_000],
    facts: { room_rent: 'Single private room', copay_percent: 20, ped_waiting_months: 24, ncb: NCB_50 },
    priceFactor: 0.9,
    networkBase: 540,
  },
  {
    plan_id: 'arogya-platinum',
    plan_name: 'Arogya Platinum',
    insurer: AROGYA,
    covers_offered: [500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000],
    facts: { room_rent: 'No limit', copay_percent: 0, ped_waiting_months: 12, ncb: NCB_100 },
    priceFactor: 1.25,
    networkBase: 540,
  },
  {
    plan_id: 'niva-care-plus',
    plan_name: 'Niva Care Plus',
    insurer: NIVA,
    covers_offered: [500_000, 1_000_000, 2_500_000],
    facts: { room_rent: 'Single private room', copay_percent: 10, ped_waiting_months: 36, ncb: NCB_50 },
    priceFactor: 0.95,
    networkBase: 760,
  },
  {
    plan_id: 'niva-reassure',
    plan_name: 'Niva ReAssure',
    insurer: NIVA,
    covers_offered: [500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000],
    facts: { room_rent: 'No limit', copay_percent: 0, ped_waiting_months: 24, ncb: NCB_100 },
    priceFactor: 1.15,
    networkBase: 760,
  },
];

export const planById = (planId: string) => SANDBOX_PLANS.find((p) => p.plan_id === planId);

/** The plan as the public sees it (no pricing internals). */
export function publicPlan({ priceFactor: _p, networkBase: _n, ...plan }: SandboxPlan): Plan {
  return plan;
}
