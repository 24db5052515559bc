// Step-ups on the SIPs of a collection: the recommendation (10 % a year; corpus at 12 % a year over the SIP's own
// whole years, at most 10, the step-up SIP calculator's maths) and adding a step-up to chosen items or to every SIP
// of the collection.
import { stepUpSipFutureValue } from '../../../../utils/calculators/sip';
import { isSipItem } from '../../../../utils/orders/itemChecks';
import { InvalidError, NotFoundError } from '../../../domain/errors';
import { CART_ACCESS_MESSAGES, assertCartOf } from './cart.access';
import type { CartDeps } from './cart.deps';
import * as repo from './cart.repo';
import type { CartRow, ItemRow, Pair } from './cart.repo';
import { applyEdits, collectionView, openGroup } from './collection.service';
import { inputOf } from './cart.view';
import { fundsByCode } from './facts.repo';

export const STEP_UP_RECOMMENDED_PERCENT = 10;
export const STEP_UP_RATE_PERCENT = 12;
export const STEP_UP_YEARS = 10;
export const NO_SIPS = 'This cart has no SIPs to step up';

export interface StepUp {
  step_up_amount_paise?: number;
  step_up_percent?: number;
}

function sipItemsOf(carts: CartRow[], items: ItemRow[]): ItemRow[] {
  return items.filter((i) => {
    const cart = carts.find((c) => c.id === i.cartId);
    return cart !== undefined && isSipItem(cart.cartType, inputOf(i));
  });
}

const corpusPaise = (monthlyPaise: number, stepUpPercent: number, years: number) =>
  Math.round(stepUpSipFutureValue(monthlyPaise / 100, STEP_UP_RATE_PERCENT, years, stepUpPercent)) * 100;

/**
 * The years a projection of this SIP may cover: its own whole years (a SIP without an end, ten). A yearly step-up
 * first raises the 13th instalment, so a SIP of one year or less is never stepped up and gets no offer (0).
 */
export function stepUpYearsOf(installments: number | null): number {
  if (installments === null) return STEP_UP_YEARS;
  const years = Math.min(STEP_UP_YEARS, Math.floor(installments / 12));
  return years >= 2 ? years : 0;
}

export async function stepUpRecommendation(deps: CartDeps, pair: Pair, collectionId: string) {
  const carts = await openGroup(deps, pair, { collectionId });
  const sipItems = sipItemsOf(carts, await repo.itemsOf(deps.db, carts.map((c) => c.id)));
  const funds = await fundsByCode(deps.db, sipItems.map((i) => i.schemeCode));
  return {
    recommendations: sipItems.flatMap((i) => {
      const amount = i.amountPaise ?? 0;
      const years = stepUpYearsOf(i.sipInstallments);
      if (years === 0) return [];
      return {
        item_id: i.id,
        scheme_name: funds.get(i.schemeCode)?.name ?? `Scheme ${i.schemeCode}`,
        amount_paise: amount,
        step_up_percent: STEP_UP_RECOMMENDED_PERCENT,
        // Whole rupees, as every cart amount is.
        step_up_amount_paise: Math.round((amount * STEP_UP_RECOMMENDED_PERCENT) / 100 / 100) * 100,
        corpus_without_paise: corpusPaise(amount, 0, years),
        corpus_with_paise: corpusPaise(amount, STEP_UP_RECOMMENDED_PERCENT, years),
        years,
      };
    }),
  };
}

/** Step-ups on chosen items, all in one collection of the investor's open carts. */
export async function bulkAddStepUp(deps: CartDeps, pair: Pair, edits: ({ item_id: string } & StepUp)[]) {
  const first = await repo.itemById(deps.db, edits[0].item_id);
  if (!first) throw new NotFoundError(CART_ACCESS_MESSAGES.itemNotFound);
  const cart = assertCartOf(await repo.cartById(deps.db, first.cartId), pair, CART_ACCESS_MESSAGES.itemNotFound);
  const carts = await openGroup(deps, pair, { collectionId: cart.collectionId });
  const sipIds = new Set(sipItemsOf(carts, await repo.itemsOf(deps.db, carts.map((c) => c.id))).map((i) => i.id));
  if (edits.some((e) => !sipIds.has(e.item_id))) throw new InvalidError(NO_SIPS);
  await applyEdits(deps, pair, carts, edits.map(({ item_id, ...stepUp }) => ({ id: item_id, ...stepUp })));
  return collectionView(deps, pair, cart.collectionId);
}

export async function addStepUpToWholeCart(deps: CartDeps, pair: Pair, collectionId: string, stepUp: StepUp) {
  const carts = await openGroup(deps, pair, { collectionId });
  const sipItems = sipItemsOf(carts, await repo.itemsOf(deps.db, carts.map((c) => c.id)));
  if (sipItems.length === 0) throw new InvalidError(NO_SIPS);
  await applyEdits(deps, pair, carts, sipItems.map((i) => ({ id: i.id, ...stepUp })));
  return collectionView(deps, pair, collectionId);
}
