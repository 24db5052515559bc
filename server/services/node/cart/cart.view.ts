// Cart rows as the wire shapes of utils/orders/wire.ts: CartItemView (with the NAV date if confirmed now, the trail
// and the item's current issues) and CartGroupView.
import { isNewCartType, type CartType } from '../../../../utils/cart';
import { fullSchemeName } from '../../../../utils/funds/labels';
import type { FundOption, FundPlan } from '../../../../utils/funds/types';
import { isSipItem } from '../../../../utils/orders/itemChecks';
import { expectedNavDate, instalmentNavDate, schemeKindOf } from '../../../../utils/orders/navDate';
import { schemeRules } from '../../../../utils/orders/schemeRules';
import type { AllCartsData, CartGroupView, CartItemInput, CartItemView } from '../../../../utils/orders/wire';
import type { CartRow, ItemRow } from './cart.repo';
import { type InvestorFacts, issuesOf, schemeFacts } from './cart.facts';
import type { FundRow } from './facts.repo';

const opt = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/** A stored item as the input the checks take. */
/** The line's scheme with its plan and option, as every cart line shows them (issue 31, item 10). */
const nameWithPlan = (fund: FundRow) => fullSchemeName({ name: fund.name, plan: fund.plan as FundPlan | null, option: fund.option as FundOption | null });

export function inputOf(item: ItemRow): CartItemInput {
  return {
    scheme_code: item.schemeCode,
    amount_paise: opt(item.amountPaise),
    units: opt(item.units),
    redeem_by: opt(item.redeemBy) ?? (item.extra.redeem_all === true || item.extra.switch_all === true ? 'all' : undefined),
    folio_no: opt(item.folioNo),
    target_scheme_code: opt(item.targetSchemeCode),
    sip_day: opt(item.sipDay),
    sip_frequency: item.sipFrequency === 'monthly' ? 'monthly' : undefined,
    sip_start_date: opt(item.sipStartDate),
    sip_installments: opt(item.sipInstallments),
    step_up_amount_paise: opt(item.stepUpAmountPaise),
    step_up_percent: item.stepUpPercent === null ? undefined : Number(item.stepUpPercent),
    step_up_frequency: item.stepUpFrequency === 'yearly' ? 'yearly' : undefined,
    sip_id: opt(item.sipId),
    client_ref: opt(item.clientRef),
  };
}

function navDateOf(facts: InvestorFacts, cartType: CartType, item: CartItemInput, now: Date): string | null {
  if (cartType === 'new_stepup' || cartType === 'modify_stepup') return null;
  const kind = schemeKindOf(facts.funds.get(item.scheme_code)?.category);
  const scheduled = isSipItem(cartType, item) || cartType === 'stp' || cartType === 'swp';
  if (scheduled) return item.sip_start_date ? instalmentNavDate(item.sip_start_date) : null;
  const side = cartType === 'purchase' || cartType === 'purchase_lumpsum' ? 'purchase' : 'redemption';
  return expectedNavDate(kind, side, now).navDate;
}

export function itemView(facts: InvestorFacts, cart: CartRow, item: ItemRow, now: Date): CartItemView {
  const input = inputOf(item);
  const fund = facts.funds.get(item.schemeCode);
  const target = item.targetSchemeCode ? facts.funds.get(item.targetSchemeCode) : undefined;
  return {
    id: item.id,
    cart_id: cart.id,
    cart_type: cart.cartType,
    createdAt: item.createdAt.toISOString(),
    collection_id: isNewCartType(cart.cartType) ? cart.collectionId : null,
    session_id: cart.sessionId,
    scheme_code: item.schemeCode,
    scheme_name: fund ? nameWithPlan(fund) : `Scheme ${item.schemeCode}`,
    fund_house: fund?.fundHouse ?? null,
    plan: fund?.plan ?? null,
    target_scheme_code: item.targetSchemeCode,
    target_scheme_name: target ? nameWithPlan(target) : null,
    folio_no: item.folioNo,
    amount: item.amountPaise ?? 0,
    units: item.units,
    redeem_by: input.redeem_by ?? null,
    sip_day: item.sipDay,
    sip_frequency: item.sipFrequency,
    sip_start_date: item.sipStartDate,
    sip_end_date: item.sipEndDate,
    sip_installments: item.sipInstallments,
    step_up_amount_paise: item.stepUpAmountPaise,
    step_up_percent: input.step_up_percent ?? null,
    step_up_frequency: item.stepUpFrequency,
    sip_id: item.sipId,
    expected_nav_date: navDateOf(facts, cart.cartType, input, now),
    trail_bps: schemeRules(schemeFacts(fund)).trailBps,
    issues: issuesOf(facts, cart.cartType, input, { itemId: item.id }),
  };
}

export function groupView(facts: InvestorFacts, cart: CartRow, items: ItemRow[], now: Date): CartGroupView {
  const views = items.filter((i) => i.cartId === cart.id).map((i) => itemView(facts, cart, i, now));
  return {
    id: cart.id,
    cart_type: cart.cartType,
    collection_id: isNewCartType(cart.cartType) ? cart.collectionId : null,
    session_id: cart.sessionId,
    status: cart.status,
    items: views,
    count: views.length,
    total_amount: views.reduce((sum, v) => sum + v.amount, 0),
  };
}

/** Open carts keyed by type; a cart with no items is left out (it is cancelled as it empties). */
export function allCartsView(facts: InvestorFacts, carts: CartRow[], items: ItemRow[], now: Date): AllCartsData {
  const out: AllCartsData = {};
  for (const cart of carts) {
    const group = groupView(facts, cart, items, now);
    if (group.count > 0) out[cart.cartType] = group;
  }
  return out;
}
