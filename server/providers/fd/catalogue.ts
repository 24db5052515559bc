// The sandbox FD issuers. Every issuer here is fictional and says "(sandbox)" in its name, and its rating names no
// real agency: invented rates must never be shown beside a real company's name. The figures are in the range
// Indian company FDs offered in 2025-26 so that the screens look like the real thing.
import type { FdProductView, FdRate } from '../../../utils/fds/wire';

export type FdCatalogueProduct = Omit<FdProductView, 'sandbox'>;

const RUPEE = 100;

/** A rate table from regular rates in percent and one senior-citizen bonus in basis points. */
function table(regular: Record<number, number>, seniorBonusBps: number): FdRate[] {
  return Object.entries(regular).map(([months, percent]) => {
    const rate = Math.round(percent * 100);
    return { months: Number(months), rate_bps: rate, senior_rate_bps: rate + seniorBonusBps };
  });
}

export const FD_CATALOGUE: readonly FdCatalogueProduct[] = [
  {
    id: 'demo-finance-secure',
    issuer: 'Demo Finance Ltd (sandbox)',
    name: 'Demo Finance Secure Deposit',
    rating: 'AAA (Demo Ratings, sandbox)',
    min_amount_paise: 10_000 * RUPEE,
    max_amount_paise: 5_00_00_000 * RUPEE,
    multiple_paise: 1_000 * RUPEE,
    rates: table({ 12: 7.25, 18: 7.4, 24: 7.5, 36: 7.75, 48: 7.8, 60: 7.9 }, 25),
    payout_options: ['cumulative', 'monthly', 'quarterly', 'yearly'],
    premature: {
      lock_in_months: 3,
      penalty_bps: 100,
      text:
        'No withdrawal in the first 3 months. After that the deposit can be closed early; interest is paid at the ' +
        'rate of the tenure actually completed, less 1 % a year.',
    },
  },
  {
    id: 'sample-housing-plus',
    issuer: 'Sample Housing Finance Ltd (sandbox)',
    name: 'Sample Housing Plus FD',
    rating: 'AA+ (Demo Ratings, sandbox)',
    min_amount_paise: 25_000 * RUPEE,
    max_amount_paise: 2_00_00_000 * RUPEE,
    multiple_paise: 1_000 * RUPEE,
    rates: table({ 12: 7.6, 24: 7.85, 36: 8.05, 60: 8.15 }, 40),
    payout_options: ['cumulative', 'quarterly', 'yearly'],
    premature: {
      lock_in_months: 6,
      penalty_bps: 150,
      text:
        'No withdrawal in the first 6 months. After that, interest is paid at the rate of the tenure completed, ' +
        'less 1.5 % a year; a deposit closed within 12 months earns 4 % a year.',
    },
  },
  {
    id: 'example-capital-growth',
    issuer: 'Example Capital Ltd (sandbox)',
    name: 'Example Capital Growth Deposit',
    rating: 'AA (Demo Ratings, sandbox)',
    min_amount_paise: 5_000 * RUPEE,
    max_amount_paise: 1_00_00_000 * RUPEE,
    multiple_paise: 1_000 * RUPEE,
    rates: table({ 12: 8.0, 24: 8.25, 36: 8.5, 48: 8.6, 60: 8.75 }, 50),
    payout_options: ['cumulative', 'monthly', 'quarterly', 'yearly'],
    premature: {
      lock_in_months: 3,
      penalty_bps: 200,
      text:
        'No withdrawal in the first 3 months. After that the deposit can be closed early; interest is paid at the ' +
        'rate of the tenure actually completed, less 2 % a year.',
    },
  },
];
