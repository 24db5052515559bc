/**
 * Properties over random inputs (fast-check): XIRR's answer really zeroes the present value, and FIFO lots
 * never create or lose a unit or a paisa whatever the order of purchases and sales.
 */
import fc from 'fast-check';
import { scaledToUnits, unitsToScaled } from '@/utils/portfolio/decimal';
import { buildLots } from '@/utils/portfolio/lots';
import type { PortfolioTxn } from '@/utils/portfolio/types';
import { xirr, type CashFlow } from '@/utils/portfolio/xirr';

const DAY_MS = 86_400_000;
const isoDay = (day: number) =>
  new Date(Date.UTC(2015, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);

/** The present value at `rate`, relative to the size of the discounted flows (so far-off flows count fairly). */
function relativePresentValue(flows: CashFlow[], rate: number): number {
  const first = Math.min(...flows.map((f) => Date.parse(f.date)));
  const discounted = flows.map(
    (f) => f.amountPaise / (1 + rate) ** ((Date.parse(f.date) - first) / DAY_MS / 365),
  );
  const total = discounted.reduce((sum, value) => sum + value, 0);
  return Math.abs(total) / discounted.reduce((sum, value) => sum + Math.abs(value), 0);
}

describe('xirr over random SIP-like flows', () => {
  const instalments = fc.array(
    fc.record({
      day: fc.integer({ min: 0, max: 3_000 }),
      paise: fc.integer({ min: 100, max: 1e9 }),
    }),
    {
      minLength: 1,
      maxLength: 60,
    },
  );

  // From a 95 % loss to a five-fold gain, valued a year or more after the last instalment. A steep loss over a
  // few days puts the rate within 1e-9 of -100 %, where a double cannot hold 1 + rate precisely enough for this
  // bound (95 % lost in 52 days: 1 + r = 7e-10); the hand-worked cases cover such rates.
  it('returns a rate at which the present value is zero', () => {
    fc.assert(
      fc.property(instalments, fc.double({ min: 0.05, max: 5, noNaN: true }), (rows, growth) => {
        const flows: CashFlow[] = rows.map((r) => ({ date: isoDay(r.day), amountPaise: -r.paise }));
        const invested = rows.reduce((sum, r) => sum + r.paise, 0);
        flows.push({ date: isoDay(3_365), amountPaise: Math.round(invested * growth) });
        const rate = xirr(flows);
        expect(rate).not.toBeNull();
        expect(relativePresentValue(flows, rate as number)).toBeLessThan(1e-8);
      }),
      { numRuns: 200, seed: 12 },
    );
  });
});

describe('FIFO lots over random purchases and sales', () => {
  const steps = fc.array(
    fc.record({
      buy: fc.boolean(),
      units: fc.integer({ min: 1, max: 5_000_000 }),
      paise: fc.integer({ min: 1, max: 1e8 }),
    }),
    { minLength: 1, maxLength: 80 },
  );

  it('conserves units and cost to the last ten-thousandth and paisa', () => {
    fc.assert(
      fc.property(steps, (rows) => {
        let held = 0n;
        let bought = 0n;
        let boughtCost = 0;
        const txns: PortfolioTxn[] = [];
        rows.forEach((row, i) => {
          const date = isoDay(i);
          if (row.buy) {
            held += BigInt(row.units);
            bought += BigInt(row.units);
            boughtCost += row.paise;
            txns.push({
              date,
              type: 'purchase',
              units: scaledToUnits(BigInt(row.units)),
              amountPaise: row.paise,
            });
          } else if (held > 0n) {
            const units = BigInt(row.units) > held ? held : BigInt(row.units);
            held -= units;
            txns.push({
              date,
              type: 'redemption',
              units: scaledToUnits(units),
              amountPaise: row.paise,
            });
          }
        });
        const book = buildLots(txns);
        const soldUnits = book.realised.reduce((sum, m) => sum + unitsToScaled(m.units), 0n);
        const soldCost = book.realised.reduce((sum, m) => sum + m.costPaise, 0);
        expect(book.unitsHeld).toBe(scaledToUnits(held));
        expect(unitsToScaled(book.unitsHeld) + soldUnits).toBe(bought);
        expect(book.netCostPaise + soldCost).toBe(boughtCost);
        expect(book.lots.every((lot) => lot.costPaise >= 0)).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
