import { sumUnits, unitsForAmount, unitsToScaled, scaledToUnits } from '@/utils/portfolio/decimal';
import { buildLots, LotError } from '@/utils/portfolio/lots';
import type { PortfolioTxn } from '@/utils/portfolio/types';

const row =
  (type: PortfolioTxn['type'], charge: 'stampDutyPaise' | 'exitLoadPaise') =>
  (date: string, units: string, amountPaise: number, chargePaise = 0): PortfolioTxn => ({
    date,
    type,
    units,
    amountPaise,
    [charge]: chargePaise,
  });
const buy = row('purchase', 'stampDutyPaise');
const redeem = row('redemption', 'exitLoadPaise');

describe('buildLots', () => {
  it('adds stamp duty to the cost of a purchase', () => {
    // ₹10,000 at NAV 25 = 400 units; ₹0.50 stamp duty: cost 10,00,050 paise, average ₹25.0013 (25.00125 rounded).
    const book = buildLots([buy('2024-04-01', '400.0000', 1_000_000, 50)]);
    expect(book.unitsHeld).toBe('400.0000');
    expect(book.netCostPaise).toBe(1_000_050);
    expect(book.averageCost).toBe('25.0013');
    expect(book.lots).toEqual([
      { buyDate: '2024-04-01', units: '400.0000', costPaise: 1_000_050, stampDutyPaise: 50 },
    ]);
  });

  it('sells the oldest units first and matches the sale across lots', () => {
    const book = buildLots([
      buy('2024-01-10', '100.0000', 1_000_000),
      buy('2024-02-10', '50.0000', 600_000),
      redeem('2024-06-01', '120.0000', 1_800_000),
    ]);
    // 100 units from January (cost ₹10,000) and 20 of February's 50 (2/5 of ₹6,000 = ₹2,400).
    expect(book.realised).toEqual([
      expect.objectContaining({
        buyDate: '2024-01-10',
        sellDate: '2024-06-01',
        units: '100.0000',
        costPaise: 1_000_000,
        saleValuePaise: 1_500_000,
      }),
      expect.objectContaining({
        buyDate: '2024-02-10',
        units: '20.0000',
        costPaise: 240_000,
        saleValuePaise: 300_000,
      }),
    ]);
    expect(book.unitsHeld).toBe('30.0000');
    expect(book.netCostPaise).toBe(360_000);
    expect(book.averageCost).toBe('120.0000');
  });

  it('rounds a partly sold lot half away from zero and never loses a paisa', () => {
    // 3 units cost 1,000 paise. Selling 1: 333.33 -> 333, 667 stay. Selling 1 of 2: 333.5 -> 334, 333 stay.
    const book = buildLots([
      buy('2024-01-01', '3.0000', 1_000),
      redeem('2024-02-01', '1.0000', 400),
      redeem('2024-03-01', '1.0000', 400),
    ]);
    expect(book.realised.map((m) => m.costPaise)).toEqual([333, 334]);
    expect(book.netCostPaise).toBe(333);
  });

  it('splits the sale value and exit load by units, the last match taking the remainder', () => {
    const book = buildLots([
      buy('2024-01-01', '1.0000', 100),
      buy('2024-01-02', '1.0000', 100),
      buy('2024-01-03', '1.0000', 100),
      redeem('2024-05-01', '3.0000', 1_000, 10),
    ]);
    expect(book.realised.map((m) => m.saleValuePaise)).toEqual([333, 333, 334]);
    expect(book.realised.map((m) => m.exitLoadPaise)).toEqual([3, 3, 4]);
  });

  it('matches a same-day purchase and redemption whatever their order in the input', () => {
    const book = buildLots([redeem('2024-01-01', '5.0000', 600), buy('2024-01-01', '5.0000', 500)]);
    expect(book.unitsHeld).toBe('0.0000');
    expect(book.averageCost).toBeNull();
    expect(book.realised).toHaveLength(1);
  });

  it('refuses to sell more units than are held', () => {
    const txns = [buy('2024-01-01', '10.0000', 1_000), redeem('2024-02-01', '10.0001', 1_000)];
    expect(() => buildLots(txns)).toThrow(LotError);
    expect(() => buildLots(txns)).toThrow(
      'redemption on 2024-02-01 of 10.0001 units exceeds the 10.0000 units held',
    );
  });

  it('treats switch-out, STP-out and SWP as sales and switch-in, STP-in and reinvested dividends as purchases', () => {
    const book = buildLots([
      { date: '2024-01-01', type: 'switch_in', units: '10.0000', amountPaise: 1_000 },
      { date: '2024-01-02', type: 'stp_in', units: '10.0000', amountPaise: 1_000 },
      { date: '2024-01-03', type: 'dividend_reinvest', units: '1.0000', amountPaise: 100 },
      { date: '2024-02-01', type: 'switch_out', units: '5.0000', amountPaise: 600 },
      { date: '2024-02-02', type: 'stp_out', units: '5.0000', amountPaise: 600 },
      { date: '2024-02-03', type: 'swp', units: '5.0000', amountPaise: 600 },
      { date: '2024-02-04', type: 'dividend_payout', units: '0', amountPaise: 50 },
    ]);
    expect(book.realised.map((m) => m.sellType)).toEqual(['switch_out', 'stp_out', 'swp']);
    expect(book.unitsHeld).toBe('6.0000');
    expect(book.netCostPaise).toBe(600);
  });

  it('takes a reversal off the newest lot without realising a gain', () => {
    const book = buildLots([
      buy('2024-01-05', '10.0000', 1_000),
      { date: '2024-02-05', type: 'sip', units: '9.0000', amountPaise: 1_000 },
      { date: '2024-02-07', type: 'reversal', units: '9.0000', amountPaise: 1_000 },
    ]);
    expect(book.realised).toEqual([]);
    expect(book.lots).toEqual([
      { buyDate: '2024-01-05', units: '10.0000', costPaise: 1_000, stampDutyPaise: 0 },
    ]);
  });

  it('adds a separate stamp duty row to the purchase it follows', () => {
    const book = buildLots([
      buy('2024-01-05', '10.0000', 100_000),
      { date: '2024-01-05', type: 'stamp_duty', units: '0', amountPaise: 5 },
    ]);
    expect(book.lots[0]).toMatchObject({ costPaise: 100_005, stampDutyPaise: 5 });
  });

  describe('1,000 SIP instalments', () => {
    // ₹5,000 a month plus ₹0.25 stamp duty at NAVs drifting from 10 to about 60, each allotment rounded to 4
    // decimals as registrars do. Exact arithmetic means the totals are sums of the rows, to the last digit.
    const sips: PortfolioTxn[] = Array.from({ length: 1_000 }, (_, i) => {
      const nav = (10 + i * 0.05 + (i % 7) * 0.0123).toFixed(4);
      const day = new Date(Date.UTC(1990, 0, 5 + i * 30)).toISOString().slice(0, 10);
      return {
        date: day,
        type: 'sip',
        units: unitsForAmount(500_000, nav),
        amountPaise: 500_000,
        stampDutyPaise: 25,
      };
    });
    const allUnits = sumUnits(sips.map((s) => s.units));

    it('holds exactly the sum of the allotted units at the sum of the costs', () => {
      const book = buildLots(sips);
      expect(book.unitsHeld).toBe(allUnits);
      expect(book.netCostPaise).toBe(1_000 * 500_025);
    });

    it('keeps units and cost whole across a large partial redemption', () => {
      const sold = '12345.6789';
      const book = buildLots([...sips, redeem('2072-01-01', sold, 99_999_999)]);
      const matched = sumUnits(book.realised.map((m) => m.units));
      expect(matched).toBe(sold);
      expect(scaledToUnits(unitsToScaled(book.unitsHeld) + unitsToScaled(sold))).toBe(allUnits);
      const realisedCost = book.realised.reduce((sum, m) => sum + m.costPaise, 0);
      expect(book.netCostPaise + realisedCost).toBe(1_000 * 500_025);
      expect(book.realised.reduce((sum, m) => sum + m.saleValuePaise, 0)).toBe(99_999_999);
      expect(
        book.lots.every(
          (lot) => Number.isSafeInteger(lot.costPaise) && /^\d+\.\d{4}$/.test(lot.units),
        ),
      ).toBe(true);
    });
  });
});
