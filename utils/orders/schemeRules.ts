/**
 * The per-scheme limits an order form and the backend check (DOMAIN.md "Orders"): minimum first and additional
 * purchase, SIP amount, instalments and days, minimum redemption and balance, exit load, and the distributor's
 * trail commission on regular plans.
 *
 * AMFI's scheme list carries none of these; each fund house prints them in its Scheme Information Document. Until a
 * per-scheme table is loaded, ZF applies the common figures below by kind of scheme (demo figures, stated as such on
 * screen). ELSS units are locked in for 3 years and bought in multiples of ₹500 (ELSS Notification 2005); ETFs are
 * bought on the exchange, not from the fund house, so they take no orders here; close-ended and interval schemes
 * take none after their offer period.
 */
export interface SchemeFacts {
  category?: string | null;
  subCategory?: string | null;
  /** 'Open Ended Schemes', 'Close Ended Schemes', 'Interval Fund Schemes' */
  schemeType?: string | null;
  /** 'Regular Plan', 'Direct Plan' or empty */
  plan?: string | null;
  name?: string | null;
  fundHouse?: string | null;
}

/** A fund as the market API answers it (snake_case), as the facts the rules read. */
export function schemeFactsOf(fund: {
  category: string | null;
  sub_category: string | null;
  scheme_type: string | null;
  plan: string | null;
  name: string;
  fund_house: string | null;
}): SchemeFacts {
  return {
    category: fund.category,
    subCategory: fund.sub_category,
    schemeType: fund.scheme_type,
    plan: fund.plan,
    name: fund.name,
    fundHouse: fund.fund_house,
  };
}

export interface SchemeRules {
  /** Null when the scheme takes no orders here, with the reason in `closedReason`. */
  closedReason: string | null;
  sipAllowed: boolean;
  minFirstPurchasePaise: number;
  minAdditionalPurchasePaise: number;
  /** Purchases in multiples of this (ELSS: ₹500); 100 paise otherwise (whole rupees). */
  purchaseMultiplePaise: number;
  minSipPaise: number;
  /** The largest SIP instalment the fund takes (a step-up may not carry the instalment past it). */
  maxSipPaise: number;
  minSipInstallments: number;
  /** Days of the month a SIP may be debited on. */
  sipDays: readonly number[];
  minRedemptionPaise: number;
  /** What must stay in the folio after a partial redemption, or the whole balance must go. */
  minBalancePaise: number;
  /** Exit load: percent of the redeemed value when units are redeemed within `exitLoadDays` of purchase. */
  exitLoadPercent: number;
  exitLoadDays: number;
  /** Units bought cannot be redeemed for this many days (ELSS: 3 years). */
  lockInDays: number;
  /** Yearly trail commission the distributor earns, in basis points of the holding's value; 0 for direct plans. */
  trailBps: number;
  isDirectPlan: boolean;
}

const RUPEE = 100;
const ALL_SIP_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** Demo trail rates by fund house (the same figures the seeded commissions use). */
export const DEMO_TRAIL_BPS: Readonly<Record<string, number>> = {
  'PPFAS Mutual Fund': 60,
  'HDFC Mutual Fund': 75,
  'ICICI Prudential Mutual Fund': 80,
  'Axis Mutual Fund': 5,
  'quant Mutual Fund': 95,
  'Helios Mutual Fund': 110,
};
export const DEFAULT_TRAIL_BPS = 50;

function closedReason(facts: SchemeFacts): string | null {
  const text = `${facts.category ?? ''} ${facts.subCategory ?? ''} ${facts.name ?? ''}`;
  if (/\bETF\b|exchange traded/i.test(text)) return 'ETF units are bought and sold on the stock exchange, not through ZF.';
  if (/close/i.test(facts.schemeType ?? '')) return 'This close-ended scheme takes no new orders after its offer period.';
  if (/interval/i.test(facts.schemeType ?? '')) return 'This interval scheme takes orders only in its specified transaction periods.';
  return null;
}

export function schemeRules(facts: SchemeFacts): SchemeRules {
  const text = `${facts.category ?? ''} ${facts.subCategory ?? ''}`;
  const elss = /ELSS|tax sav/i.test(`${text} ${facts.name ?? ''}`);
  const liquid = /\b(liquid|overnight)\b/i.test(text);
  const equity = /equity/i.test(text) || elss;
  const isDirectPlan = /direct/i.test(facts.plan ?? '') || /\bdirect\b/i.test(facts.name ?? '');
  return {
    closedReason: closedReason(facts),
    // Overnight and liquid funds are parking places, not SIP vehicles; most fund houses offer no SIP in them.
    sipAllowed: !liquid,
    minFirstPurchasePaise: (elss ? 500 : liquid ? 500 : 1_000) * RUPEE,
    minAdditionalPurchasePaise: (elss ? 500 : 100) * RUPEE,
    purchaseMultiplePaise: elss ? 500 * RUPEE : RUPEE,
    minSipPaise: (elss ? 500 : 100) * RUPEE,
    // Demo figure: no per-scheme table yet; ₹1 crore, the most any mandate (eNACH) covers.
    maxSipPaise: 1_00_00_000 * RUPEE,
    minSipInstallments: 6,
    sipDays: ALL_SIP_DAYS,
    minRedemptionPaise: 500 * RUPEE,
    minBalancePaise: 500 * RUPEE,
    exitLoadPercent: equity && !elss ? 1 : 0,
    exitLoadDays: equity && !elss ? 365 : 0,
    lockInDays: elss ? 3 * 365 : 0,
    trailBps: isDirectPlan ? 0 : DEMO_TRAIL_BPS[facts.fundHouse ?? ''] ?? DEFAULT_TRAIL_BPS,
    isDirectPlan,
  };
}
