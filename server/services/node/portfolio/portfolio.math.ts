// The one door from the portfolio routes to the portfolio numbers of utils/portfolio/ (FIFO lots, XIRR, capital
// gains, CAS parsing). TEMPORARY: until pf-math's utils/portfolio lands, this holds a stand-in FIFO and no XIRR.
import { scaledToUnits, unitsToScaled, valueInPaise } from '../../../db/seed/decimal';

export { sumUnits } from '../../../db/seed/decimal';

export interface MathTxn {
  date: string;
  type: string;
  units: string;
  amountPaise: number;
  stampDutyPaise: number;
}

export interface CashFlow {
  date: string;
  amountPaise: number;
}

const ADDS_UNITS = new Set(['purchase', 'sip', 'switch_in', 'stp_in', 'dividend_reinvest']);
const TAKES_UNITS = new Set(['redemption', 'switch_out', 'stp_out', 'swp']);
const PAYS_OUT = new Set([...TAKES_UNITS, 'dividend_payout']);

/** Units still held and the FIFO cost of those units, in paise. */
export function holdingPosition(txns: readonly MathTxn[]): { units: string; costPaise: number } {
  const lots: { units: bigint; cost: bigint }[] = [];
  for (const t of txns) {
    const units = unitsToScaled(t.units);
    if (ADDS_UNITS.has(t.type)) lots.push({ units, cost: BigInt(t.amountPaise + t.stampDutyPaise) });
    else if (TAKES_UNITS.has(t.type)) {
      let left = units;
      while (left > 0n && lots.length > 0) {
        const lot = lots[0];
        const used = left < lot.units ? left : lot.units;
        const cost = (lot.cost * used) / lot.units;
        lot.units -= used;
        lot.cost -= cost;
        left -= used;
        if (lot.units === 0n) lots.shift();
      }
    }
  }
  return {
    units: scaledToUnits(lots.reduce((s, l) => s + l.units, 0n)),
    costPaise: Number(lots.reduce((s, l) => s + l.cost, 0n)),
  };
}

export function unitsValuePaise(units: string, nav: string): number {
  return valueInPaise(units, nav);
}

/** Money in negative, money out positive; reinvested dividends move no money. */
export function cashFlowsOf(txns: readonly MathTxn[]): CashFlow[] {
  return txns.flatMap((t) => {
    if (ADDS_UNITS.has(t.type) && t.type !== 'dividend_reinvest')
      return [{ date: t.date, amountPaise: -(t.amountPaise + t.stampDutyPaise) }];
    if (PAYS_OUT.has(t.type)) return [{ date: t.date, amountPaise: t.amountPaise }];
    return [];
  });
}

/** XIRR as a percentage with two decimals, null when it cannot be computed. */
export function xirrPct(flows: readonly CashFlow[]): number | null {
  void flows;
  return null;
}
