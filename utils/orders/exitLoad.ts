/**
 * Exit load on units sold (issue 31, item 9): the fund house keeps a percentage of the value of units redeemed or
 * moved out within the scheme's exit-load period, counted lot by lot from each purchase's date. Units leave FIFO
 * (oldest first, as the registrars match them), so a sale takes the load-free old units before the recent ones.
 *
 * The rule chosen where fund houses word it "within N days of allotment": a unit bought on day D carries the load
 * when it is sold before D + N days, and is free from D + N on (a one-year period ends on the anniversary). The load
 * is taken from the sale's value: the investor receives (or a switch moves) the value less the load.
 * Pure: the sandbox fund house charges it at allotment, and the redeem form estimates it with the same function.
 */
import { toDay, toIsoDate } from '../dates/calendar';
import { divRound, scaledToUnits, unitsToScaled, valueInPaise } from '../portfolio/decimal';
import type { Lot } from '../portfolio/lots';
import type { SchemeRules } from './schemeRules';

export type ExitLoadRules = Pick<SchemeRules, 'exitLoadPercent' | 'exitLoadDays'>;

export interface ExitLoad {
  /** Units of this sale still within the exit-load period (4 decimals). */
  unitsInLoad: string;
  /** What the fund house keeps: the load percent of those units' value at the sale's NAV, in paise. */
  loadPaise: number;
  /** The day the last of the units sold here would have been free of the load; null when none carry it. */
  freeFrom: string | null;
}

/** The first day a lot bought on `buyDate` may be sold without the load. */
export function loadFreeFrom(buyDate: string, rules: ExitLoadRules): string {
  return toIsoDate(toDay(buyDate).add(rules.exitLoadDays, 'day'));
}

const inLoad = (lot: Lot, saleDate: string, rules: ExitLoadRules): boolean =>
  rules.exitLoadPercent > 0 && rules.exitLoadDays > 0 && saleDate < loadFreeFrom(lot.buyDate, rules);

/** The exit load on selling `units` (4-decimal text) of these open lots (oldest first) at `nav` on `saleDate`. */
export function exitLoadOf(lots: readonly Lot[], units: string, nav: string, saleDate: string, rules: ExitLoadRules): ExitLoad {
  let left = unitsToScaled(units);
  let loaded = 0n;
  let freeFrom: string | null = null;
  for (const lot of lots) {
    if (left <= 0n) break;
    const lotUnits = unitsToScaled(lot.units);
    const taken = left < lotUnits ? left : lotUnits;
    left -= taken;
    if (!inLoad(lot, saleDate, rules)) continue;
    loaded += taken;
    const free = loadFreeFrom(lot.buyDate, rules);
    if (freeFrom === null || free > freeFrom) freeFrom = free;
  }
  const unitsInLoad = scaledToUnits(loaded);
  // Percent as basis points (0.25 % and 0.5 % exist), so the arithmetic stays in whole numbers.
  const bps = BigInt(Math.round(rules.exitLoadPercent * 100));
  const loadPaise = Number(divRound(BigInt(valueInPaise(unitsInLoad, nav)) * bps, 10_000n));
  return { unitsInLoad, loadPaise, freeFrom };
}

/** Units of these lots that can be sold on `saleDate` without any load (the oldest ones, past their period). */
export function unitsFreeOfLoad(lots: readonly Lot[], saleDate: string, rules: ExitLoadRules): string {
  let free = 0n;
  for (const lot of lots) {
    // FIFO: a sale reaches a later lot only after the earlier ones, so the free units are the leading run.
    if (inLoad(lot, saleDate, rules)) break;
    free += unitsToScaled(lot.units);
  }
  return scaledToUnits(free);
}
