import { render, screen } from '@testing-library/react';
import ExitLoadEstimate from '@/components/orders/ExitLoadEstimate';
import type { FolioFacts } from '@/components/orders/folioFacts';
import { EMPTY_ORDER_VALUES, type FolioOrderValues } from '@/components/orders/folioOrder';
import { schemeRules } from '@/utils/orders/schemeRules';

const TODAY = new Date(2026, 10, 29);

// 100 units bought in 2024 (free) and 50 in March 2026 (within the year), NAV ₹20.
const FACTS: FolioFacts = {
  schemeCode: 118989,
  folioNo: '2211903/45',
  schemeName: 'HDFC Mid-Cap Opportunities Fund',
  fundHouse: 'HDFC Mutual Fund',
  category: 'Equity Scheme - Mid Cap Fund',
  unitsHeld: '150.0000',
  valuePaise: 3_000_00,
  rules: schemeRules({ category: 'Equity Scheme - Mid Cap Fund' }),
  exitLoad: '1% of the value of units redeemed within 365 days of purchase',
  lockIn: null,
  lots: [
    { buyDate: '2024-06-10', units: '100.0000', costPaise: 1_500_00, stampDutyPaise: 8 },
    { buyDate: '2026-03-10', units: '50.0000', costPaise: 9_000_00, stampDutyPaise: 45 },
  ],
  nav: '20.0000',
};

const estimate = (values: Partial<FolioOrderValues>, facts: FolioFacts = FACTS) => {
  render(<ExitLoadEstimate facts={facts} values={{ ...EMPTY_ORDER_VALUES, ...values }} today={TODAY} />);
  return screen.getByRole('status', { name: 'Exit load estimate' });
};

describe('the exit-load estimate on the redeem form', () => {
  it('says how many units are free today, and that an order within them pays none', () => {
    const note = estimate({ by: 'units', units: '80' });
    expect(note).toHaveTextContent('100.0000 of your units can be redeemed today without exit load.');
    expect(note).toHaveTextContent('No exit load on this order.');
  });

  it('estimates 1 % on the recent units an amount reaches, oldest units first', () => {
    // ₹2,400 at ₹20 = 120 units: the 100 old ones, then 20 of March's (₹400): ₹4.
    const note = estimate({ by: 'amount', amount: '2400' });
    expect(note).toHaveTextContent('Estimated exit load: ₹4');
    expect(note).toHaveTextContent('1% of the value of 20.0000 units bought within the last 365 days; all of them are free from 10/03/2027');
  });

  it('takes every unit for "All units"', () => {
    // 50 recent units × ₹20 × 1 % = ₹10.
    expect(estimate({ by: 'all' })).toHaveTextContent('Estimated exit load: ₹10');
  });

  it('says nothing for a scheme without an exit load', () => {
    const noLoad = { ...FACTS, rules: schemeRules({ category: 'Debt Scheme - Liquid Fund' }) };
    render(<ExitLoadEstimate facts={noLoad} values={{ ...EMPTY_ORDER_VALUES, by: 'all' }} today={TODAY} />);
    expect(screen.queryByRole('status', { name: 'Exit load estimate' })).not.toBeInTheDocument();
  });
});
