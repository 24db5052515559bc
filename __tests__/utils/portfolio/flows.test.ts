import { cashFlows, txnCashFlow } from '@/utils/portfolio/flows';
import type { PortfolioTxn } from '@/utils/portfolio/types';

const row = (
  type: PortfolioTxn['type'],
  amountPaise: number,
  extra: Partial<PortfolioTxn> = {},
): PortfolioTxn => ({
  date: '2024-05-01',
  type,
  units: '1.0000',
  amountPaise,
  ...extra,
});

describe('txnCashFlow', () => {
  it.each([
    ['purchase', row('purchase', 1_000, { stampDutyPaise: 1 }), -1_001],
    ['sip', row('sip', 500), -500],
    ['switch_in', row('switch_in', 700), -700],
    ['stp_in', row('stp_in', 300), -300],
    ['redemption', row('redemption', 2_000, { exitLoadPaise: 20 }), 1_980],
    ['switch_out', row('switch_out', 700), 700],
    ['stp_out', row('stp_out', 300), 300],
    ['swp', row('swp', 400), 400],
    ['dividend_payout', row('dividend_payout', 90), 90],
    ['dividend_reinvest', row('dividend_reinvest', 90), 0],
    ['stamp_duty', row('stamp_duty', 5), -5],
    ['stt', row('stt', 2), -2],
    ['tds', row('tds', 30), -30],
    ['reversal', row('reversal', 500), 500],
  ])('%s', (_type, txn, expected) => {
    expect(txnCashFlow(txn)).toBe(expected);
  });
});

describe('cashFlows', () => {
  it('drops rows that move no money and ends with the value held', () => {
    expect(
      cashFlows([row('purchase', 1_000), row('dividend_reinvest', 50)], 1_200, '2025-05-01'),
    ).toEqual([
      { date: '2024-05-01', amountPaise: -1_000 },
      { date: '2025-05-01', amountPaise: 1_200 },
    ]);
  });
});
