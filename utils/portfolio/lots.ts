/**
 * FIFO lots of one scheme in one folio. Units are counted exactly as ten-thousandths (BigInt), money as integer
 * paise. Rounding rules:
 * - a partly sold lot gives the sale the cost share round(cost × sold / lot units), half away from zero, and
 *   keeps the rest (cost − share), so the cost sold plus the cost held always equals the cost bought;
 * - a sale matched to several lots splits its value and exit load by units the same way, the last match
 *   taking the remainder, so the matches add up to the recorded sale to the paisa;
 * - average cost is net cost ÷ units in rupees per unit, rounded to 4 decimals.
 */
import { divRound, scaledToUnits, unitsToScaled } from './decimal';
import { addsUnits, removesUnits, type PortfolioTxn, type UnitRemovingType } from './types';

export interface Lot {
  buyDate: string;
  units: string;
  /** Cost of these units, stamp duty included. */
  costPaise: number;
  stampDutyPaise: number;
}

/** Part of a sale matched to one lot. */
export interface RealisedMatch {
  buyDate: string;
  sellDate: string;
  sellType: UnitRemovingType;
  units: string;
  costPaise: number;
  saleValuePaise: number;
  stampDutyPaise: number;
  exitLoadPaise: number;
}

export interface LotBook {
  lots: Lot[];
  unitsHeld: string;
  /** Cost of the units still held (the "invested" figure). */
  netCostPaise: number;
  /** Rupees per unit, 4 decimals; null when nothing is held. */
  averageCost: string | null;
  realised: RealisedMatch[];
}

export class LotError extends Error {}

interface OpenLot {
  buyDate: string;
  units: bigint;
  cost: bigint;
  stampDuty: bigint;
}

/** Oldest first; on one day, units come in before they go out (a same-day buy and sell must match). */
function chronological(txns: readonly PortfolioTxn[]): PortfolioTxn[] {
  const rank = (t: PortfolioTxn) => (removesUnits(t.type) ? 1 : 0);
  return txns
    .map((txn, index) => ({ txn, index }))
    .sort(
      (a, b) =>
        a.txn.date.localeCompare(b.txn.date) || rank(a.txn) - rank(b.txn) || a.index - b.index,
    )
    .map(({ txn }) => txn);
}

/** Takes `units` out of a lot and returns the cost and stamp duty that leave with them. */
function takeFrom(lot: OpenLot, units: bigint): { cost: bigint; stampDuty: bigint } {
  const whole = units === lot.units;
  const cost = whole ? lot.cost : divRound(lot.cost * units, lot.units);
  const stampDuty = whole ? lot.stampDuty : divRound(lot.stampDuty * units, lot.units);
  lot.units -= units;
  lot.cost -= cost;
  lot.stampDuty -= stampDuty;
  return { cost, stampDuty };
}

function held(lots: OpenLot[]): bigint {
  return lots.reduce((sum, lot) => sum + lot.units, 0n);
}

function sell(
  lots: OpenLot[],
  txn: PortfolioTxn & { type: UnitRemovingType },
  realised: RealisedMatch[],
): void {
  const total = unitsToScaled(txn.units);
  const available = held(lots);
  if (total > available) {
    throw new LotError(
      `${txn.type} on ${txn.date} of ${txn.units} units exceeds the ${scaledToUnits(available)} units held`,
    );
  }
  const sale = BigInt(txn.amountPaise);
  const exitLoad = BigInt(txn.exitLoadPaise ?? 0);
  let left = total;
  let saleLeft = sale;
  let loadLeft = exitLoad;
  while (left > 0n) {
    const lot = lots[0];
    const units = left < lot.units ? left : lot.units;
    const { cost, stampDuty } = takeFrom(lot, units);
    left -= units;
    const last = left === 0n;
    const saleShare = last ? saleLeft : divRound(sale * units, total);
    const loadShare = last ? loadLeft : divRound(exitLoad * units, total);
    saleLeft -= saleShare;
    loadLeft -= loadShare;
    realised.push({
      buyDate: lot.buyDate,
      sellDate: txn.date,
      sellType: txn.type,
      units: scaledToUnits(units),
      costPaise: Number(cost),
      saleValuePaise: Number(saleShare),
      stampDutyPaise: Number(stampDuty),
      exitLoadPaise: Number(loadShare),
    });
    if (lot.units === 0n) lots.shift();
  }
}

/** A reversal undoes a purchase that failed (a bounced SIP debit): it takes units off the newest lots. */
function reverse(lots: OpenLot[], txn: PortfolioTxn): void {
  let left = unitsToScaled(txn.units);
  if (left > held(lots))
    throw new LotError(`reversal on ${txn.date} of ${txn.units} units exceeds the units held`);
  while (left > 0n) {
    const lot = lots[lots.length - 1];
    const units = left < lot.units ? left : lot.units;
    takeFrom(lot, units);
    left -= units;
    if (lot.units === 0n) lots.pop();
  }
}

/** Stamp duty reported as its own row (as a CAS does) joins the cost of the newest lot bought by then. */
function addStampDuty(lots: OpenLot[], txn: PortfolioTxn): void {
  const lot = lots[lots.length - 1];
  if (!lot) throw new LotError(`stamp duty on ${txn.date} comes before any purchase`);
  lot.cost += BigInt(txn.amountPaise);
  lot.stampDuty += BigInt(txn.amountPaise);
}

export function averageCost(netCostPaise: number, unitsScaled: bigint): string | null {
  if (unitsScaled <= 0n) return null;
  // rupees per unit × 10^4 = paise / 100 ÷ (scaled / 10^4) × 10^4
  return scaledToUnits(divRound(BigInt(netCostPaise) * 10n ** 8n, unitsScaled * 100n));
}

export function buildLots(txns: readonly PortfolioTxn[]): LotBook {
  const lots: OpenLot[] = [];
  const realised: RealisedMatch[] = [];
  for (const txn of chronological(txns)) {
    if (addsUnits(txn.type)) {
      const units = unitsToScaled(txn.units);
      if (units <= 0n) continue;
      const stampDuty = BigInt(txn.stampDutyPaise ?? 0);
      lots.push({ buyDate: txn.date, units, cost: BigInt(txn.amountPaise) + stampDuty, stampDuty });
    } else if (removesUnits(txn.type)) {
      sell(lots, txn as PortfolioTxn & { type: UnitRemovingType }, realised);
    } else if (txn.type === 'reversal') {
      reverse(lots, txn);
    } else if (txn.type === 'stamp_duty') {
      addStampDuty(lots, txn);
    }
    // dividend_payout, stt and tds move cash only: they count in XIRR, not in lots.
  }
  const unitsHeld = held(lots);
  const netCost = Number(lots.reduce((sum, lot) => sum + lot.cost, 0n));
  return {
    lots: lots.map((lot) => ({
      buyDate: lot.buyDate,
      units: scaledToUnits(lot.units),
      costPaise: Number(lot.cost),
      stampDutyPaise: Number(lot.stampDuty),
    })),
    unitsHeld: scaledToUnits(unitsHeld),
    netCostPaise: netCost,
    averageCost: averageCost(netCost, unitsHeld),
    realised,
  };
}
