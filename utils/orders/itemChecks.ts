/**
 * The market rules one cart item must meet (docs/CART.md "Market rules"), checked when it is added, on every read of
 * the cart, and again at checkout. Pure: the caller gathers the scheme's facts, the holding and the KYC status.
 * Every problem found is listed, so a form can show them all at once; an empty list means the item may go.
 */
import type { CartType } from '../cart';
import { isPaymentDateAllowed, earliestPaymentDate, latestPaymentDate, paymentMonthOptions } from '../dates/paymentDates';
import type { KycStatus } from '../kyc/status';
import { scaledToUnits, unitsToScaled } from '../portfolio/decimal';
import { pendingScaled, type PendingOutflow } from './availableUnits';
import { ITEM_MESSAGES as M } from './itemMessages';
import { MANDATE_LIMIT_PAISE, paymentLimitPaise, type LumpsumPaymentMode } from './paymentLimits';
import { instalmentInYear, lastYearOf } from './stepUpLimits';
import { schemeRules, type SchemeFacts, type SchemeRules } from './schemeRules';
import type { CartItemInput } from './wire';

export { ITEM_MESSAGES } from './itemMessages';

/** What the investor holds in the item's scheme (and folio, for orders out of a folio). */
export interface HoldingFacts {
  /** They hold the scheme in any folio: decides first or additional purchase, and what a Registered KYC allows. */
  holdsScheme: boolean;
  /** Units in the folio the item names, 4-decimal text; '0' when none. */
  units: string;
  /** Value of those units at the latest NAV, in paise. */
  valuePaise: number;
  /** ELSS units still inside their 3-year lock-in, and the day the last of them come free. */
  lockedUnits?: string;
  lockInUntil?: string | null;
  /** Outflows from these units not yet ended (orders, other cart items): only the rest may be sold. */
  pending?: readonly PendingOutflow[];
}

/** The running SIP a step-up item names. */
export interface SipFacts {
  amountPaise: number;
  status: 'pending' | 'active' | 'paused' | 'cancelled' | 'completed';
  /** YYYY-MM-DD of its last instalment; null until cancelled. */
  endDate: string | null;
  /** Instalments still to come; null until cancelled. */
  instalmentsLeft: number | null;
  /** The limit per instalment of the mandate that pays it, when known. */
  mandateLimitPaise?: number | null;
}

export interface ItemCheckInput {
  cartType: CartType;
  item: CartItemInput;
  scheme: SchemeFacts;
  holding: HoldingFacts;
  kycStatus: KycStatus;
  /** Switch and STP: the fund moved into, and whether the investor already holds it. */
  target?: { scheme: SchemeFacts; holdsScheme: boolean } | null;
  /** YYYY-MM-DD (India's calendar day). */
  today: string;
  /** At checkout: the lumpsum payment mode and the SIP mandate's limit per instalment. */
  paymentMode?: LumpsumPaymentMode;
  mandateLimitPaise?: number;
  /** Step-ups: the SIP they change (the backend reads it; absent, only the fields are checked). */
  sip?: SipFacts | null;
}

const PURCHASES: readonly CartType[] = ['purchase', 'purchase_sip', 'purchase_lumpsum'];
const FROM_FOLIO: readonly CartType[] = ['redemption', 'switch', 'stp', 'swp'];

/** A 'purchase' cart item is a SIP when it names a SIP day or instalments; purchase_sip always is. */
export function isSipItem(cartType: CartType, item: CartItemInput): boolean {
  if (cartType === 'purchase_sip') return true;
  if (cartType !== 'purchase') return false;
  return item.sip_day !== undefined || item.sip_installments !== undefined || item.sip_start_date !== undefined;
}

/** The first date a SIP on `day` can start: the earliest allowed payment date falling on that day of the month. */
export function sipStartDate(day: number, today: string): string | null {
  return paymentMonthOptions(today, day)[0]?.dates[0] ?? null;
}

function kycMessages(input: ItemCheckInput, buysNewFund: boolean): string[] {
  switch (input.kycStatus) {
    case 'verified':
      return [];
    case 'registered':
      return buysNewFund ? [M.kycRegisteredNewFund] : [];
    case 'on_hold':
      return [M.kycOnHold];
    default:
      return [M.kycMissing];
  }
}

function lumpsumMessages(input: ItemCheckInput, rules: SchemeRules): string[] {
  const amount = input.item.amount_paise;
  if (amount === undefined) return [M.amountMissing];
  const out: string[] = [];
  const min = input.holding.holdsScheme ? rules.minAdditionalPurchasePaise : rules.minFirstPurchasePaise;
  if (amount < min) out.push(input.holding.holdsScheme ? M.minAdditional(min) : M.minFirst(min));
  if (amount % rules.purchaseMultiplePaise !== 0) out.push(M.multiple(rules.purchaseMultiplePaise));
  if (input.paymentMode && amount > paymentLimitPaise(input.paymentMode) && input.paymentMode !== 'netbanking') {
    out.push(M.upiLimit);
  }
  return out;
}

/** Monthly instalments (SIP, STP, SWP): day, count and start date. */
function scheduleMessages(input: ItemCheckInput, rules: SchemeRules): string[] {
  const { item, today } = input;
  const out: string[] = [];
  if (item.sip_day === undefined || !rules.sipDays.includes(item.sip_day)) out.push(M.sipDay);
  if (item.sip_installments !== undefined && item.sip_installments < rules.minSipInstallments) {
    out.push(M.installments(rules.minSipInstallments));
  }
  if (item.sip_start_date !== undefined && !isPaymentDateAllowed(item.sip_start_date, today)) {
    out.push(M.sipStart(earliestPaymentDate(today), latestPaymentDate(today)));
  }
  return out;
}

/**
 * A step-up must leave the instalment of the SIP's last year (year 10 for one until cancelled) within the mandate
 * (the chosen one at checkout, the SIP's own for a running SIP, else the largest any mandate covers) and the fund's
 * largest SIP instalment.
 */
function stepUpLimitMessages(amountPaise: number, item: CartItemInput, rules: SchemeRules, instalments: number | null | undefined, mandateLimitPaise?: number | null): string[] {
  const stepUp = { amountPaise: item.step_up_amount_paise, percent: item.step_up_percent };
  if (!stepUp.amountPaise && !stepUp.percent) return [];
  const year = lastYearOf(instalments);
  const reach = instalmentInYear(amountPaise, stepUp, year);
  const mandate = mandateLimitPaise ?? MANDATE_LIMIT_PAISE.enach;
  if (reach > mandate && mandate <= rules.maxSipPaise) return [M.stepUpMandate(reach, year, mandate)];
  if (reach > rules.maxSipPaise) return [M.stepUpSchemeMax(reach, year, rules.maxSipPaise)];
  return [];
}

function sipMessages(input: ItemCheckInput, rules: SchemeRules): string[] {
  if (!rules.sipAllowed) return [M.sipNotOffered];
  const amount = input.item.amount_paise;
  const out: string[] = [];
  if (amount === undefined) out.push(M.amountMissing);
  else {
    if (amount < rules.minSipPaise) out.push(M.minSip(rules.minSipPaise));
    if (amount % rules.purchaseMultiplePaise !== 0) out.push(M.multiple(rules.purchaseMultiplePaise));
    if (input.mandateLimitPaise !== undefined && amount > input.mandateLimitPaise) {
      out.push(M.mandateLimit(input.mandateLimitPaise));
    } else {
      out.push(...stepUpLimitMessages(amount, input.item, rules, input.item.sip_installments, input.mandateLimitPaise));
    }
  }
  return [...out, ...scheduleMessages(input, rules)];
}

/** Units the item takes out of the folio, as ten-thousandths; by amount, converted at the holding's value. */
function unitsOut(input: ItemCheckInput, heldScaled: bigint): bigint | null {
  const { item, holding } = input;
  if (item.redeem_by === 'all') return heldScaled;
  if (item.redeem_by === 'units' || (item.redeem_by === undefined && item.units !== undefined)) {
    return item.units === undefined ? null : unitsToScaled(item.units);
  }
  if (item.amount_paise === undefined || holding.valuePaise <= 0) return null;
  return (BigInt(item.amount_paise) * heldScaled) / BigInt(holding.valuePaise);
}

/** Value in paise of what the item takes out, at the holding's value per unit. */
function valueOut(input: ItemCheckInput): number {
  const { item } = input;
  const byUnits = item.redeem_by === 'all' || item.redeem_by === 'units' || (!item.redeem_by && item.units !== undefined);
  if (!byUnits) return item.amount_paise ?? 0;
  const held = unitsToScaled(input.holding.units);
  const out = unitsOut(input, held);
  if (held === 0n || out === null) return 0;
  return Number((BigInt(input.holding.valuePaise) * out) / held);
}

/** STP and SWP instalments need an amount; a redemption or switch its amount, its units, or 'all'. */
function missingQuantity(item: CartItemInput, instalments: boolean): string | null {
  const by = instalments ? 'amount' : item.redeem_by ?? (item.units !== undefined ? 'units' : 'amount');
  if (by === 'amount' && item.amount_paise === undefined) return M.amountMissing;
  if (by === 'units' && item.units === undefined) return M.unitsMissing;
  return null;
}

/** The holding less the units pending elsewhere, at the same value per unit: what an outflow may draw on. */
function freeHolding(holding: HoldingFacts): { holding: HoldingFacts; pending: bigint } {
  const held = unitsToScaled(holding.units);
  const pending = pendingScaled(holding.pending ?? [], held, holding.valuePaise);
  if (pending === 0n) return { holding, pending };
  const free = held - pending;
  const valuePaise = held === 0n ? 0 : Number((BigInt(holding.valuePaise) * free) / held);
  return { holding: { ...holding, units: scaledToUnits(free), valuePaise }, pending };
}

/** The source leg of a redemption, switch, STP or SWP, drawn on the units not already pending elsewhere. */
function outflowMessages(whole: ItemCheckInput, rules: SchemeRules): string[] {
  const { item, cartType } = whole;
  if (item.folio_no === undefined) return [M.folioMissing];
  const instalments = cartType === 'stp' || cartType === 'swp';
  const missing = missingQuantity(item, instalments);
  if (missing) return [missing];
  const { holding, pending } = freeHolding(whole.holding);
  const input = { ...whole, holding };
  const held = unitsToScaled(holding.units);
  if (held === 0n) return [pending > 0n ? M.noUnitsFree : M.noUnitsHeld];
  const out = unitsOut(input, held);
  const messages: string[] = [];
  if (out === null || out > held) {
    // Typed in rupees: the limit in rupees too (the folio's value), not in units the person did not use.
    const byAmount = out !== null && item.redeem_by !== 'units' && item.redeem_by !== 'all' && item.units === undefined;
    if (byAmount) return [pending > 0n ? M.amountFree(holding.valuePaise) : M.redeemAtMostAmount(holding.valuePaise)];
    return [pending > 0n ? M.unitsFree(holding.units) : M.redeemAtMost(holding.units)];
  }
  const locked = holding.lockedUnits ? unitsToScaled(holding.lockedUnits) : 0n;
  if (locked > 0n && out > held - locked && holding.lockInUntil) messages.push(M.lockIn(holding.lockInUntil));
  const outPaise = valueOut(input);
  if (item.redeem_by !== 'all' && outPaise < rules.minRedemptionPaise) messages.push(M.minRedemption(rules.minRedemptionPaise));
  const leftPaise = holding.valuePaise - outPaise;
  if (!instalments && out < held && leftPaise < rules.minBalancePaise) messages.push(M.minBalance(rules.minBalancePaise));
  return messages;
}

/** The buying leg of a switch or STP: same fund house, open, and the target's own minimum. */
function targetMessages(input: ItemCheckInput): string[] {
  const { target, scheme, cartType, item } = input;
  if (!target) return [M.targetMissing];
  const rules = schemeRules(target.scheme);
  const out: string[] = [];
  // Moving units into the scheme they come from would be a redemption and a purchase of the same fund at one NAV.
  if (item.target_scheme_code === item.scheme_code) out.push(cartType === 'stp' ? M.sameSchemeStp : M.sameSchemeSwitch);
  if (target.scheme.fundHouse !== scheme.fundHouse) out.push(M.crossFundHouse);
  if (rules.closedReason) out.push(rules.closedReason);
  if (rules.isDirectPlan) out.push(M.directPlan);
  if (cartType === 'stp') {
    if (item.amount_paise !== undefined && item.amount_paise < rules.minSipPaise) out.push(M.minSip(rules.minSipPaise));
    return out;
  }
  const moved = valueOut(input);
  const min = target.holdsScheme ? rules.minAdditionalPurchasePaise : rules.minFirstPurchasePaise;
  if (moved < min) out.push(target.holdsScheme ? M.minAdditional(min) : M.minFirst(min));
  return out;
}

function stepUpMessages(input: ItemCheckInput, rules: SchemeRules): string[] {
  const { item, sip, today } = input;
  const out: string[] = [];
  if (item.sip_id === undefined) out.push(M.sipMissing);
  if (item.step_up_amount_paise === undefined && item.step_up_percent === undefined) out.push(M.stepUpMissing);
  if (!sip || out.length > 0) return out;
  if (sip.status === 'cancelled') return [M.stepUpCancelled];
  if (sip.status === 'completed' || (sip.endDate !== null && sip.endDate < today) || sip.instalmentsLeft === 0) return [M.stepUpEnded];
  return stepUpLimitMessages(sip.amountPaise, item, rules, sip.instalmentsLeft, sip.mandateLimitPaise);
}

export function checkCartItem(input: ItemCheckInput): string[] {
  const { cartType, item } = input;
  const rules = schemeRules(input.scheme);
  const buysNewFund =
    (PURCHASES.includes(cartType) && !input.holding.holdsScheme) ||
    ((cartType === 'switch' || cartType === 'stp') && !!input.target && !input.target.holdsScheme);
  const messages = kycMessages(input, buysNewFund);
  // A closed scheme cannot be bought; units already held in one are redeemed through the exchange, not here either.
  if (rules.closedReason) messages.push(rules.closedReason);
  if (PURCHASES.includes(cartType)) {
    // Bought under ZF's ARN: never a Direct plan (its units out, already held, may still be sold).
    if (rules.isDirectPlan) messages.push(M.directPlan);
    messages.push(...(isSipItem(cartType, item) ? sipMessages(input, rules) : lumpsumMessages(input, rules)));
  } else if (FROM_FOLIO.includes(cartType)) {
    messages.push(...outflowMessages(input, rules));
    if (cartType === 'stp' || cartType === 'swp') messages.push(...scheduleMessages(input, rules));
    if (cartType === 'switch' || cartType === 'stp') messages.push(...targetMessages(input));
  } else {
    messages.push(...stepUpMessages(input, rules));
  }
  return [...new Set(messages)];
}

/** At checkout: a lumpsum payment's total against the mode's limit (UPI ₹1,99,999 a payment). */
export function paymentModeMessages(mode: LumpsumPaymentMode, totalPaise: number): string[] {
  return mode !== 'netbanking' && totalPaise > paymentLimitPaise(mode) ? [M.upiLimit] : [];
}
