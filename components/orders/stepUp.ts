// A yearly step-up on a running SIP: the choice (a percentage or a fixed rupee increase), its checks, the cart item
// it becomes and its effect over ten years. Projection: monthly compounding with each instalment at the start of
// its month (utils/calculators/sip.ts), at 12 % a year, the rate the cart's step-up recommendation uses.
import { monthlyRate, sipFutureValue } from '@/utils/calculators/sip';
import type { CartItemInput } from '@/utils/orders/wire';
import { CART_MESSAGES, isDecimalText, rupeesFromText } from '@/utils/validation/cart';
import { z } from '@/utils/validation/z';

export type StepUpBy = 'percent' | 'amount';
export const PROJECTION_YEARS = 10;
export const PROJECTION_RATE_PERCENT = 12;

export interface StepUpChoice {
  by: StepUpBy;
  /** As typed: a percentage, or rupees added to the instalment each year. */
  value: string;
}

const percentSchema = z
  .number({ error: CART_MESSAGES.stepUpPercent })
  .min(1, CART_MESSAGES.stepUpPercent)
  .max(100, CART_MESSAGES.stepUpPercent);

/** The message that stops this step-up, or null. */
export function stepUpProblem(choice: StepUpChoice): string | null {
  if (choice.by === 'amount') return rupeesFromText(choice.value).message ?? null;
  const text = choice.value.trim();
  // Digits only: Number('1e1') would be 10.
  const result = percentSchema.safeParse(text === '' || !isDecimalText(text) ? undefined : Number(text));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export interface ProjectionYear {
  year: number;
  /** Rupees. */
  withoutStepUp: number;
  withStepUp: number;
  /** The monthly instalment paid in this year with the step-up, rupees. */
  instalment: number;
}

/** Year-end values of the SIP with and without the step-up; instalments rise at the start of each new year. */
export function stepUpProjection(monthlyRupees: number, choice: StepUpChoice, years = PROJECTION_YEARS): ProjectionYear[] {
  const step = Number(choice.value) || 0;
  const yearGrowth = Math.pow(1 + monthlyRate(PROJECTION_RATE_PERCENT), 12);
  const rows: ProjectionYear[] = [];
  let instalment = monthlyRupees;
  let plain = 0;
  let stepped = 0;
  for (let year = 1; year <= years; year += 1) {
    plain = plain * yearGrowth + sipFutureValue(monthlyRupees, PROJECTION_RATE_PERCENT, 12);
    stepped = stepped * yearGrowth + sipFutureValue(instalment, PROJECTION_RATE_PERCENT, 12);
    rows.push({ year, withoutStepUp: plain, withStepUp: stepped, instalment });
    instalment = choice.by === 'percent' ? instalment * (1 + step / 100) : instalment + step;
  }
  return rows;
}

export interface SipRef {
  sipId: string;
  schemeCode: number;
  folioNo: string | null;
  /** A SIP with a step-up already has it edited (modify_stepup); one without gets one added (new_stepup). */
  hasStepUp: boolean;
}

export function stepUpCartType(sip: SipRef): 'new_stepup' | 'modify_stepup' {
  return sip.hasStepUp ? 'modify_stepup' : 'new_stepup';
}

export function stepUpItem(sip: SipRef, choice: StepUpChoice, clientRef: string): CartItemInput {
  const value = choice.by === 'amount' ? rupeesFromText(choice.value).rupees ?? 0 : Number(choice.value.trim());
  return {
    scheme_code: sip.schemeCode,
    sip_id: sip.sipId,
    ...(sip.folioNo ? { folio_no: sip.folioNo } : {}),
    ...(choice.by === 'percent' ? { step_up_percent: value } : { step_up_amount_paise: value * 100 }),
    step_up_frequency: 'yearly',
    client_ref: clientRef,
  };
}
