import { exitLoadOf, loadFreeFrom, unitsFreeOfLoad } from '@/utils/orders/exitLoad';
import type { Lot } from '@/utils/portfolio/lots';

const ONE_PERCENT_A_YEAR = { exitLoadPercent: 1, exitLoadDays: 365 };
const lot = (buyDate: string, units: string): Lot => ({ buyDate, units, costPaise: 0, stampDutyPaise: 0 });

// An old lot past its year, and a recent one still within it.
const LOTS = [lot('2024-06-10', '100.0000'), lot('2026-03-10', '50.0000')];

describe('exit load, lot by lot, oldest first', () => {
  it('charges nothing while the sale is covered by units past their period', () => {
    const load = exitLoadOf(LOTS, '100.0000', '20.0000', '2026-11-29', ONE_PERCENT_A_YEAR);
    expect(load).toEqual({ unitsInLoad: '0.0000', loadPaise: 0, freeFrom: null });
  });

  it('charges the percent on the value of the recent units a sale reaches', () => {
    // 120 units: 100 old (free) and 20 of the March lot; 20 × ₹20 = ₹400, 1 % = ₹4.
    const load = exitLoadOf(LOTS, '120.0000', '20.0000', '2026-11-29', ONE_PERCENT_A_YEAR);
    expect(load).toEqual({ unitsInLoad: '20.0000', loadPaise: 400, freeFrom: '2027-03-10' });
  });

  it('frees a lot on the anniversary of its purchase, not a day before', () => {
    expect(loadFreeFrom('2026-03-10', ONE_PERCENT_A_YEAR)).toBe('2027-03-10');
    expect(exitLoadOf(LOTS, '150.0000', '20.0000', '2027-03-09', ONE_PERCENT_A_YEAR).unitsInLoad).toBe('50.0000');
    expect(exitLoadOf(LOTS, '150.0000', '20.0000', '2027-03-10', ONE_PERCENT_A_YEAR).unitsInLoad).toBe('0.0000');
  });

  it('rounds to the paisa and takes fractional percents', () => {
    // 33.3333 × ₹12.3456 = ₹411.52 (41152 paise); 0.25 % of it is 102.88 → 103 paise.
    const load = exitLoadOf([lot('2026-11-01', '33.3333')], '33.3333', '12.3456', '2026-11-29', { exitLoadPercent: 0.25, exitLoadDays: 30 });
    expect(load.loadPaise).toBe(103);
  });

  it('charges nothing for a scheme without a load', () => {
    expect(exitLoadOf(LOTS, '150.0000', '20.0000', '2026-11-29', { exitLoadPercent: 0, exitLoadDays: 0 }).loadPaise).toBe(0);
  });

  it('says how many units are free of the load today', () => {
    expect(unitsFreeOfLoad(LOTS, '2026-11-29', ONE_PERCENT_A_YEAR)).toBe('100.0000');
    expect(unitsFreeOfLoad(LOTS, '2027-03-10', ONE_PERCENT_A_YEAR)).toBe('150.0000');
    expect(unitsFreeOfLoad(LOTS, '2025-01-01', ONE_PERCENT_A_YEAR)).toBe('0.0000');
  });
});
