// A checkout plan as the terms its OTP confirms (utils/orders/checkoutDigest.ts): computed when the SMS is sent
// and again when the code comes back, from the same rows, so the two digests agree exactly when nothing changed.
import { type CheckoutLine, type CheckoutTerms, checkoutDigest } from '../../../../utils/orders/checkoutDigest';
import type { CheckoutPlan, PlannedItem } from './checkout.plan';

function lineOf(item: PlannedItem): CheckoutLine {
  const { row } = item;
  return {
    order_type: item.orderType ?? 'stepup',
    scheme_code: row.schemeCode,
    plan: item.fund?.plan ?? null,
    target_scheme_code: row.targetSchemeCode,
    folio_no: row.folioNo,
    amount_paise: row.amountPaise,
    units: row.units,
    // Read from the item's input, which also knows the older 'redeem all' and 'switch all' flags.
    redeem_by: item.input.redeem_by ?? null,
    sip_day: row.sipDay,
    sip_frequency: row.sipFrequency,
    sip_start_date: row.sipStartDate,
    sip_end_date: row.sipEndDate,
    sip_installments: row.sipInstallments,
    step_up_amount_paise: row.stepUpAmountPaise,
    step_up_percent: row.stepUpPercent === null ? null : Number(row.stepUpPercent),
    sip_id: row.sipId,
  };
}

export function termsOf(plan: CheckoutPlan, payment: { paymentMode: string | null; mandateId: string | null }): CheckoutTerms {
  return { payment_mode: payment.paymentMode, mandate_id: payment.mandateId, lines: plan.items.map(lineOf) };
}

export function planDigest(plan: CheckoutPlan, payment: { paymentMode: string | null; mandateId: string | null }): string {
  return checkoutDigest(termsOf(plan, payment));
}
