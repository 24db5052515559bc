import { createRandom, hashSeed, mulberry32 } from '@/server/db/seed/random';
import {
  scaledToUnits,
  sumUnits,
  unitsForAmount,
  unitsToScaled,
  valueInPaise,
} from '@/server/db/seed/decimal';
import {
  bookTransactions,
  monthsBetween,
  navIndexOnOrAfter,
  remainingCostPaise,
  type NavPoint,
} from '@/server/db/seed/portfolio';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    seqA.forEach((x) => expect(x >= 0 && x < 1).toBe(true));
  });

  it('draws ids, ints and samples deterministically from a label', () => {
    const one = createRandom('demo');
    const two = createRandom('demo');
    expect(one.uuid()).toBe(two.uuid());
    expect(one.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const sample = one.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    two.uuid(); // keep the second stream in step with the first
    expect(two.sample([1, 2, 3, 4, 5], 3)).toEqual(sample);
    for (let i = 0; i < 200; i += 1) {
      const n = one.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
  });
});

describe('exact unit arithmetic', () => {
  it('allots amount / NAV rounded half-up to 4 decimals', () => {
    // 5000.00 / 37.8265 = 132.18246...; 10000 / 3 = 3333.3333...; 1 / 0.00016 = 6250
    expect(unitsForAmount(500000, '37.8265')).toBe('132.1825');
    expect(unitsForAmount(1000000, '3')).toBe('3333.3333');
    expect(unitsForAmount(100, '0.00016')).toBe('6250.0000');
    // 2 / 3 = 0.66666... rounds up at the 4th decimal
    expect(unitsForAmount(200, '3')).toBe('0.6667');
  });

  it('values units at a NAV to the nearest paisa and sums units without drift', () => {
    expect(valueInPaise('100.0000', '181.171')).toBe(1811710);
    expect(valueInPaise('0.0001', '49.995')).toBe(0); // 0.0049995 rupees
    expect(sumUnits(['0.1000', '0.2000', '0.3000'])).toBe('0.6000');
    expect(scaledToUnits(unitsToScaled('-12.5'))).toBe('-12.5000');
    expect(() => unitsToScaled('1.23456')).toThrow(RangeError);
  });
});

describe('booking a plan at real NAVs', () => {
  const history: NavPoint[] = [
    { date: '2024-01-04', nav: '10' },
    { date: '2024-01-05', nav: '12.5' },
    { date: '2024-01-08', nav: '12' }, // the 6th and 7th are a weekend
    { date: '2024-02-05', nav: '8' },
    { date: '2024-03-05', nav: '10' },
  ];

  it('finds the NAV on or after a date', () => {
    expect(navIndexOnOrAfter(history, '2024-01-06')).toBe(2);
    expect(navIndexOnOrAfter(history, '2024-01-04')).toBe(0);
    expect(navIndexOnOrAfter(history, '2024-04-01')).toBe(-1);
    expect(monthsBetween('2023-11', '2024-02')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('books SIP instalments, a holiday lump sum on the next NAV date, and redemptions', () => {
    const booked = bookTransactions(
      {
        lumpsums: [{ date: '2024-01-06', amountPaise: 120000 }],
        sip: { startMonth: '2024-01', lastMonth: '2024-03', dayOfMonth: 5, amountPaise: 100000 },
        redemptions: [{ date: '2024-03-05', units: '50.0000' }],
      },
      history,
    );
    expect(booked.map((t) => [t.kind, t.date, t.nav, t.units, t.amountPaise])).toEqual([
      ['sip', '2024-01-05', '12.5', '80.0000', 100000],
      ['purchase', '2024-01-08', '12', '100.0000', 120000],
      ['sip', '2024-02-05', '8', '125.0000', 100000],
      ['sip', '2024-03-05', '10', '100.0000', 100000],
      ['redemption', '2024-03-05', '10', '50.0000', 50000],
    ]);
    expect(booked[booked.length - 1].balanceUnits).toBe('355.0000');
  });

  it('refuses a redemption larger than the balance or a date past the history', () => {
    expect(() =>
      bookTransactions(
        {
          lumpsums: [{ date: '2024-01-04', amountPaise: 1000 }],
          redemptions: [{ date: '2024-01-05', units: '5.0000' }],
        },
        history,
      ),
    ).toThrow(/exceeds/);
    expect(() =>
      bookTransactions({ lumpsums: [{ date: '2024-05-01', amountPaise: 1000 }] }, history),
    ).toThrow(/past the history/);
    // A SIP instalment after the last NAV is not booked yet (it is still to be processed).
    const sip = bookTransactions(
      { sip: { startMonth: '2024-02', lastMonth: '2024-04', dayOfMonth: 5, amountPaise: 1000 } },
      history,
    );
    expect(sip.map((t) => t.date)).toEqual(['2024-02-05', '2024-03-05']);
  });
});

describe('average cost of the units still held', () => {
  it('takes away cost in proportion to the units redeemed', () => {
    const history: NavPoint[] = [
      { date: '2024-01-01', nav: '10' },
      { date: '2024-02-01', nav: '20' },
      { date: '2024-03-01', nav: '25' },
    ];
    const booked = bookTransactions(
      {
        lumpsums: [
          { date: '2024-01-01', amountPaise: 100000 },
          { date: '2024-02-01', amountPaise: 100000 },
        ],
        redemptions: [{ date: '2024-03-01', units: '50.0000' }],
      },
      history,
    );
    // 100 + 50 units for 2,000 rupees; selling 50 of 150 units takes a third of the cost away.
    expect(remainingCostPaise(booked)).toBe(133333);
    expect(
      remainingCostPaise(
        bookTransactions(
          {
            lumpsums: [{ date: '2024-01-01', amountPaise: 1000 }],
            redemptions: [{ date: '2024-02-01', units: 'all' }],
          },
          history,
        ),
      ),
    ).toBe(0);
  });
});
