import { ageOn, fdFigures, isSenior, rateFor } from '@/utils/fds/figures';

const RATES = [{ months: 12, rate_bps: 800, senior_rate_bps: 850 }];

describe('the senior-citizen rate', () => {
  it('applies from the 60th birthday on, not the day before', () => {
    expect(ageOn('1966-11-24', '2026-11-23')).toBe(59);
    expect(isSenior('1966-11-24', '2026-11-23')).toBe(false);
    expect(isSenior('1966-11-24', '2026-11-24')).toBe(true);
    expect(isSenior(null, '2026-11-24')).toBe(false);
  });

  it('is the senior column of the tenure, and no rate for a tenure not offered', () => {
    expect(rateFor(RATES, 12, true)).toBe(850);
    expect(rateFor(RATES, 12, false)).toBe(800);
    expect(rateFor(RATES, 18, false)).toBeNull();
  });
});

describe('fdFigures', () => {
  it('compounds a cumulative deposit quarterly: ₹1,00,000 at 8 % for a year is ₹1,08,243.22', () => {
    // The FD calculator's own worked example: 1,00,000 × 1.02^4 = 1,08,243.216.
    const f = fdFigures({ amountPaise: 1_00_000_00, rateBps: 800, months: 12, payout: 'cumulative', senior: false, startDay: '2026-01-31' });
    expect(f).toEqual({
      rate_bps: 800,
      senior: false,
      interest_paise: 8_243_22,
      maturity_paise: 1_08_243_22,
      payout_paise: null,
      maturity_date: '2027-01-31',
    });
  });

  it('pays yearly interest out without compounding and returns the deposit: ₹2,00,000 at 8 % for 18 months', () => {
    // 2,00,000 × 8 % = 16,000 a year; 18 months of simple interest = 24,000.
    const f = fdFigures({ amountPaise: 2_00_000_00, rateBps: 800, months: 18, payout: 'yearly', senior: false, startDay: '2026-08-31' });
    expect(f).toMatchObject({ payout_paise: 16_000_00, interest_paise: 24_000_00, maturity_paise: 2_00_000_00, maturity_date: '2028-02-29' });
  });
});
