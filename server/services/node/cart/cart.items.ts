// Turning added or edited items into rows: the checks of docs/CART.md (400 with the messages keyed by item index),
// the folio and SIP ownership (403 / 404), and the SIP schedule fields derived from the chosen day.
import { toDay, toIsoDate } from '../../../../utils/dates/calendar';
import type { CartType } from '../../../../utils/cart';
import { CART_MESSAGES } from '../../../../utils/validation/cart';
import { ITEM_MESSAGES, isSipItem, sipStartDate } from '../../../../utils/orders/itemChecks';
import type { CartItemInput } from '../../../../utils/orders/wire';
import { InvalidError, NotFoundError, RefusedError, type FieldError } from '../../../domain/errors';
import type { NewItem, Tx } from './cart.repo';
import { type InvestorFacts, issuesOf } from './cart.facts';
import { type PendingRow, sipOwnersOf } from './facts.repo';

export const SIP_NOT_FOUND = 'This SIP was not found';

/** The folios the items name (the investor facts are read for these). */
export const foliosNamed = (items: { folio_no?: string }[]) => items.flatMap((i) => (i.folio_no === undefined ? [] : [i.folio_no]));

/** Folios and SIPs named by the items must be the investor's own (the facts were read for the items' folios). */
export async function assertItemsOwned(db: Tx, facts: InvestorFacts, userId: string, items: CartItemInput[]): Promise<void> {
  if (foliosNamed(items).some((folioNo) => !facts.ownFolios.has(folioNo))) throw new RefusedError(ITEM_MESSAGES.foreignFolio);
  const sipIds = items.flatMap((i) => (i.sip_id ? [i.sip_id] : []));
  if (sipIds.length > 0) {
    const owners = await sipOwnersOf(db, sipIds);
    if (sipIds.some((id) => owners.get(id) !== userId)) throw new NotFoundError(SIP_NOT_FOUND);
  }
}

/** A SIP's start on its chosen day when none was given, and its last instalment when the count is known. */
export function withSchedule(cartType: CartType, item: CartItemInput, today: string): CartItemInput {
  const scheduled = isSipItem(cartType, item) || cartType === 'stp' || cartType === 'swp';
  if (!scheduled || item.sip_day === undefined) return item;
  const start = item.sip_start_date ?? sipStartDate(item.sip_day, today) ?? undefined;
  return { ...item, sip_frequency: item.sip_frequency ?? 'monthly', sip_start_date: start };
}

function endDate(item: CartItemInput): string | null {
  if (!item.sip_start_date || !item.sip_installments) return null;
  return toIsoDate(toDay(item.sip_start_date).add(item.sip_installments - 1, 'month'));
}

/** 400 listing every item's problems (unknown scheme, market rules), keyed `items.{index}`. */
export function assertItemsPass(facts: InvestorFacts, cartType: CartType, items: CartItemInput[]): void {
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const unknown = [item.scheme_code, item.target_scheme_code].some((code) => code !== undefined && !facts.funds.has(code));
    // Two items of one add selling the same units meet here: the earlier ones count as pending for the later.
    const alsoPending = FROM_FOLIO_TYPES.includes(cartType) ? items.slice(0, i).flatMap(pendingOf) : [];
    const messages = unknown ? [CART_MESSAGES.schemeInvalid] : issuesOf(facts, cartType, item, { alsoPending });
    for (const message of messages) errors.push({ path: `items.${i}`, message });
  });
  if (errors.length > 0) throw new InvalidError(errors[0].message, { errors });
}

const FROM_FOLIO_TYPES: readonly CartType[] = ['redemption', 'switch', 'stp', 'swp'];

/** An item about to be stored, as the pending outflow it will be. */
function pendingOf(item: CartItemInput): PendingRow[] {
  if (item.folio_no === undefined) return [];
  const by = item.redeem_by ?? (item.units !== undefined ? 'units' : 'amount');
  return [{
    folioNo: item.folio_no,
    schemeCode: item.scheme_code,
    units: by === 'units' ? item.units ?? null : null,
    amountPaise: by === 'amount' ? item.amount_paise ?? null : null,
    allUnits: by === 'all',
    itemId: null,
    clientRef: item.client_ref ?? null,
  }];
}

export function rowOf(item: CartItemInput): NewItem {
  return {
    schemeCode: item.scheme_code,
    targetSchemeCode: item.target_scheme_code ?? null,
    folioNo: item.folio_no ?? null,
    amountPaise: item.amount_paise ?? null,
    units: item.units ?? null,
    redeemBy: item.redeem_by ?? null,
    sipDay: item.sip_day ?? null,
    sipFrequency: item.sip_frequency ?? null,
    sipStartDate: item.sip_start_date ?? null,
    sipEndDate: endDate(item),
    sipInstallments: item.sip_installments ?? null,
    stepUpAmountPaise: item.step_up_amount_paise ?? null,
    stepUpPercent: item.step_up_percent === undefined ? null : item.step_up_percent.toFixed(2),
    stepUpFrequency: item.step_up_frequency ?? (item.step_up_amount_paise || item.step_up_percent ? 'yearly' : null),
    sipId: item.sip_id ?? null,
    clientRef: item.client_ref ?? null,
  };
}
