import { checkCartItem, isSipItem, paymentModeMessages, sipStartDate, type ItemCheckInput } from '../../../utils/orders/itemChecks';
import type { SchemeFacts } from '../../../utils/orders/schemeRules';

const FLEXI: SchemeFacts = {
  category: 'Equity Scheme - Flexi Cap Fund',
  schemeType: 'Open Ended Schemes',
  plan: 'Regular Plan',
  name: 'HDFC Flexi Cap Fund - Regular Plan - Growth',
  fundHouse: 'HDFC Mutual Fund',
};
const ELSS: SchemeFacts = { ...FLEXI, category: 'Equity Scheme - ELSS', name: 'HDFC ELSS Tax Saver - Growth' };
const LIQUID: SchemeFacts = { ...FLEXI, category: 'Debt Scheme - Liquid Fund', name: 'HDFC Liquid Fund - Growth' };
const ETF: SchemeFacts = { ...FLEXI, category: 'Other Scheme - Other  ETFs', name: 'HDFC Nifty 50 ETF' };
const OTHER_HOUSE: SchemeFacts = { ...FLEXI, fundHouse: 'Axis Mutual Fund', name: 'Axis Midcap Fund' };

const NONE = { holdsScheme: false, units: '0', valuePaise: 0 };
// 100 units worth ₹10,000 (₹100 a unit).
const HELD = { holdsScheme: true, units: '100.0000', valuePaise: 10_000_00 };

function check(overrides: Partial<ItemCheckInput>): string[] {
  return checkCartItem({
    cartType: 'purchase_lumpsum',
    item: { scheme_code: 1, amount_paise: 5_000_00 },
    scheme: FLEXI,
    holding: NONE,
    kycStatus: 'verified',
    today: '2026-03-02',
    ...overrides,
  });
}

describe('purchases', () => {
  it('accepts a lumpsum above the first-purchase minimum', () => {
    expect(check({})).toEqual([]);
  });

  it('asks for the first-purchase minimum in a fund not held, the additional one in a fund held', () => {
    expect(check({ item: { scheme_code: 1, amount_paise: 500_00 } })).toEqual(['Minimum first investment in this fund is ₹1,000']);
    expect(check({ item: { scheme_code: 1, amount_paise: 500_00 }, holding: HELD })).toEqual([]);
    expect(check({ item: { scheme_code: 1, amount_paise: 400_00 }, scheme: ELSS, holding: HELD })).toEqual([
      'Minimum additional investment in this fund is ₹500',
      'Amount must be in multiples of ₹500',
    ]);
  });

  it('refuses a Direct plan, a SIP or a lumpsum alike: ZF sells under its ARN, which Direct plans do not carry', () => {
    const direct = { ...FLEXI, plan: 'Direct', name: 'HDFC Flexi Cap Fund' };
    const message = 'This is a Direct plan, bought from the fund house with no distributor: invest in the Regular plan through ZF';
    expect(check({ scheme: direct })).toEqual([message]);
    expect(check({ scheme: direct, cartType: 'purchase_sip', item: { scheme_code: 1, amount_paise: 5_000_00, sip_day: 10, sip_installments: 12 } })).toContain(message);
  });

  it('asks for an amount when none is given', () => {
    expect(check({ item: { scheme_code: 1 } })).toEqual(['Please enter an amount']);
  });

  it('refuses a closed scheme with its reason', () => {
    expect(check({ scheme: ETF })).toContain('ETF units are bought and sold on the stock exchange, not through ZF.');
  });

  it('keeps UPI at ₹1,99,999 a payment and lets net banking go above it', () => {
    const item = { scheme_code: 1, amount_paise: 2_00_000_00 };
    expect(check({ item, paymentMode: 'upi_collect' })).toEqual(['UPI takes at most ₹1,99,999 per payment; choose net banking']);
    expect(check({ item, paymentMode: 'netbanking' })).toEqual([]);
    expect(paymentModeMessages('upi_qr', 1_99_999_00)).toEqual([]);
    expect(paymentModeMessages('upi_qr', 1_99_999_01)).toHaveLength(1);
  });
});

describe('SIPs', () => {
  const sip = { scheme_code: 1, amount_paise: 1_000_00, sip_day: 10, sip_installments: 12 };

  it('tells a SIP from a lumpsum in the merged purchase cart', () => {
    expect(isSipItem('purchase', sip)).toBe(true);
    expect(isSipItem('purchase', { scheme_code: 1, amount_paise: 100 })).toBe(false);
    expect(isSipItem('purchase_sip', { scheme_code: 1 })).toBe(true);
  });

  it('accepts a valid SIP', () => {
    expect(check({ cartType: 'purchase_sip', item: sip })).toEqual([]);
  });

  it('checks the SIP minimum, the day, the instalments and the start date', () => {
    expect(check({ cartType: 'purchase_sip', item: { ...sip, amount_paise: 400_00 }, scheme: ELSS })).toEqual([
      'Minimum SIP amount in this fund is ₹500',
      'Amount must be in multiples of ₹500',
    ]);
    expect(check({ cartType: 'purchase', item: { ...sip, sip_day: 31 } })).toEqual(["SIP date must be one of the fund's SIP dates"]);
    expect(check({ cartType: 'purchase_sip', item: { ...sip, sip_installments: 5 } })).toEqual(['A SIP needs at least 6 instalments']);
    expect(check({ cartType: 'purchase_sip', item: { ...sip, sip_start_date: '2026-03-04' } })).toEqual([
      'The first SIP date must be from 06/03/2026 to 01/05/2026',
    ]);
    expect(check({ cartType: 'purchase_sip', item: { ...sip, sip_start_date: '2026-03-10' } })).toEqual([]);
  });

  it('refuses a SIP in a fund that takes none', () => {
    expect(check({ cartType: 'purchase_sip', item: sip, scheme: LIQUID })).toEqual(['This fund does not take SIPs']);
  });

  it('keeps an instalment within the mandate', () => {
    expect(check({ cartType: 'purchase_sip', item: sip, mandateLimitPaise: 500_00 })).toEqual([
      'This mandate covers instalments up to ₹500',
    ]);
  });

  it('finds the first start date on the chosen day at least 4 days ahead', () => {
    expect(sipStartDate(10, '2026-03-02')).toBe('2026-03-10');
    expect(sipStartDate(3, '2026-03-02')).toBe('2026-04-03');
  });
});

describe('KYC', () => {
  it('stops every order while on hold, redemptions included', () => {
    expect(check({ kycStatus: 'on_hold', holding: HELD })).toEqual(['Your KYC is on hold, so no orders can be placed until it is fixed']);
    const redeem = { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' as const };
    expect(check({ kycStatus: 'on_hold', cartType: 'redemption', item: redeem, holding: HELD })).toHaveLength(1);
  });

  it('lets a registered KYC add to a fund held but not buy a new one', () => {
    expect(check({ kycStatus: 'registered', holding: HELD })).toEqual([]);
    expect(check({ kycStatus: 'registered' })).toEqual([
      'Your KYC lets you add to funds you already hold; complete a KYC modification to invest in a new fund',
    ]);
  });

  it('asks for a KYC when there is none, or it was rejected', () => {
    expect(check({ kycStatus: 'not_started' })).toEqual(['Complete your KYC to invest']);
    expect(check({ kycStatus: 'rejected' })).toEqual(['Complete your KYC to invest']);
  });
});

describe('redemptions', () => {
  const redeem = (item: Partial<ItemCheckInput['item']>, holding = HELD) =>
    check({ cartType: 'redemption', item: { scheme_code: 1, folio_no: 'F1', ...item }, holding });

  it('accepts a partial redemption that leaves the minimum balance, and all units', () => {
    expect(redeem({ redeem_by: 'units', units: '10' })).toEqual([]);
    expect(redeem({ redeem_by: 'all' })).toEqual([]);
    expect(redeem({ redeem_by: 'amount', amount_paise: 2_000_00 })).toEqual([]);
  });

  it('refuses more units than the folio holds', () => {
    expect(redeem({ redeem_by: 'units', units: '100.0001' })).toEqual(['You can redeem at most 100.0000 units from this folio']);
  });

  it('answers an amount typed in rupees in rupees, not in units', () => {
    expect(redeem({ redeem_by: 'amount', amount_paise: 10_000_01 })).toEqual(['You can redeem at most ₹10,000 from this folio, the value of its units']);
    expect(redeem({ amount_paise: 20_000_00 })).toEqual(['You can redeem at most ₹10,000 from this folio, the value of its units']);
  });

  it('keeps the redemption minimum and the balance left', () => {
    expect(redeem({ redeem_by: 'amount', amount_paise: 400_00 })).toEqual(['Minimum redemption is ₹500']);
    expect(redeem({ redeem_by: 'units', units: '96' })).toEqual(['At least ₹500 must stay invested, or redeem all units']);
  });

  it('keeps ELSS units in their lock-in', () => {
    const locked = { ...HELD, lockedUnits: '50.0000', lockInUntil: '2028-03-31' };
    expect(redeem({ redeem_by: 'units', units: '50' }, locked)).toEqual([]);
    expect(redeem({ redeem_by: 'units', units: '60' }, locked)).toEqual([
      'These units are in their 3-year ELSS lock-in until 31/03/2028',
    ]);
  });

  it('asks for the folio and the quantity', () => {
    expect(check({ cartType: 'redemption', item: { scheme_code: 1 } })).toEqual(['Please choose a folio']);
    expect(redeem({ redeem_by: 'units' })).toEqual(['Please enter the units to redeem']);
  });
});

describe('units still free to sell (issue 31, item 7)', () => {
  const all = { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' as const };
  const sell = (item: ItemCheckInput['item'], pending: NonNullable<ItemCheckInput['holding']['pending']>, cartType: ItemCheckInput['cartType'] = 'redemption') =>
    check({ cartType, item, holding: { ...HELD, pending } });

  it('refuses a second "redeem all" while the first is pending, naming none free', () => {
    expect(sell(all, [])).toEqual([]);
    expect(sell(all, [{ allUnits: true }])).toEqual([
      'No units of this folio are free to sell: they are all in orders or carts not yet completed',
    ]);
  });

  it('takes only the units not pending, by units and by amount, and names how many are free', () => {
    const pending = [{ units: '60.0000' }];
    expect(sell({ scheme_code: 1, folio_no: 'F1', redeem_by: 'units', units: '40' }, pending)).toEqual([]);
    expect(sell({ scheme_code: 1, folio_no: 'F1', redeem_by: 'units', units: '40.0001' }, pending)).toEqual([
      'Only 40.0000 units of this folio are free to sell; the rest are in orders or carts not yet completed',
    ]);
    // ₹100 a unit: a pending ₹6,000 holds 60 units, so ₹4,500 (45 units) is more than is free.
    // Typed in rupees, so answered in rupees: the 40 free units are worth ₹4,000.
    expect(sell({ scheme_code: 1, folio_no: 'F1', amount_paise: 4_500_00 }, [{ amountPaise: 6_000_00 }])).toEqual([
      'Only ₹4,000 of this folio is free to sell; the rest is in orders or carts not yet completed',
    ]);
  });

  it('lets "all units" take the free units, and counts STP and SWP instalments as pending', () => {
    expect(sell(all, [{ units: '60.0000' }])).toEqual([]);
    const swp = { scheme_code: 1, folio_no: 'F1', amount_paise: 1_000_00, sip_day: 5, sip_installments: 6 };
    expect(sell(swp, [{ amountPaise: 9_500_00 }], 'swp')).toEqual([
      'Only ₹500 of this folio is free to sell; the rest is in orders or carts not yet completed',
    ]);
  });

  it('refuses "all units" from a folio holding none', () => {
    expect(check({ cartType: 'redemption', item: all, holding: { ...HELD, units: '0', valuePaise: 0 } })).toEqual([
      'You hold no units of this fund in this folio',
    ]);
  });
});

describe('switches and STPs', () => {
  const target = { scheme: { ...FLEXI, name: 'HDFC Mid-Cap Opportunities Fund' }, holdsScheme: false };

  it('moves within one fund house, meeting the target minimum', () => {
    expect(check({ cartType: 'switch', item: { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, holding: HELD, target })).toEqual([]);
    expect(
      check({ cartType: 'switch', item: { scheme_code: 1, folio_no: 'F1', amount_paise: 600_00 }, holding: HELD, target }),
    ).toEqual(['Minimum first investment in this fund is ₹1,000']);
  });

  it('refuses a switch into a Direct plan, and lets units of a Direct plan go out', () => {
    const intoDirect = { scheme: { ...FLEXI, plan: 'Direct', name: 'HDFC Mid-Cap Opportunities Fund' }, holdsScheme: false };
    expect(check({ cartType: 'switch', item: { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, holding: HELD, target: intoDirect })).toEqual([
      'This is a Direct plan, bought from the fund house with no distributor: invest in the Regular plan through ZF',
    ]);
    const fromDirect = { ...FLEXI, plan: 'Direct' };
    expect(check({ cartType: 'redemption', item: { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, scheme: fromDirect, holding: HELD })).toEqual([]);
  });

  it('refuses a switch or STP across fund houses', () => {
    const across = { scheme: OTHER_HOUSE, holdsScheme: false };
    expect(check({ cartType: 'switch', item: { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, holding: HELD, target: across })).toEqual([
      'Switches and STPs stay within one fund house',
    ]);
    const stp = { scheme_code: 1, folio_no: 'F1', amount_paise: 1_000_00, sip_day: 5, sip_installments: 6 };
    expect(check({ cartType: 'stp', item: stp, holding: HELD, target: across })).toEqual(['Switches and STPs stay within one fund house']);
    expect(check({ cartType: 'stp', item: stp, holding: HELD, target })).toEqual([]);
  });

  it('refuses a switch or STP into the scheme it comes from', () => {
    const same = { scheme: FLEXI, holdsScheme: true };
    expect(check({ cartType: 'switch', item: { scheme_code: 1, target_scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, holding: HELD, target: same })).toEqual([
      'Choose a different scheme to switch into',
    ]);
    const stp = { scheme_code: 1, target_scheme_code: 1, folio_no: 'F1', amount_paise: 1_000_00, sip_day: 5, sip_installments: 6 };
    expect(check({ cartType: 'stp', item: stp, holding: HELD, target: same })).toEqual(['Choose a different scheme to transfer into']);
  });

  it('asks for the target fund', () => {
    expect(check({ cartType: 'switch', item: { scheme_code: 1, folio_no: 'F1', redeem_by: 'all' }, holding: HELD })).toEqual([
      'Please choose the fund to move into',
    ]);
  });
});

describe('SWP and step-ups', () => {
  it('checks an SWP instalment like a redemption with a schedule', () => {
    const swp = { scheme_code: 1, folio_no: 'F1', amount_paise: 1_000_00, sip_day: 5, sip_installments: 3 };
    expect(check({ cartType: 'swp', item: swp, holding: HELD })).toEqual(['A SIP needs at least 6 instalments']);
  });

  it('needs the SIP and the step-up', () => {
    expect(check({ cartType: 'new_stepup', item: { scheme_code: 1 } })).toEqual([
      'Please choose the SIP to step up',
      'Give the step-up as an amount or a percentage',
    ]);
    const sipId = '00000000-0000-4000-8000-000000000001';
    expect(check({ cartType: 'modify_stepup', item: { scheme_code: 1, sip_id: sipId, step_up_percent: 10 } })).toEqual([]);
  });
});

describe('step-ups within limits (issue 31, item 8)', () => {
  const sipId = '00000000-0000-4000-8000-000000000001';
  const running = { amountPaise: 5_000_00, status: 'active' as const, endDate: null, instalmentsLeft: null };
  const stepUp = (fields: Record<string, number>, sip: ItemCheckInput['sip'] = running) =>
    check({ cartType: 'new_stepup', item: { scheme_code: 1, sip_id: sipId, ...fields }, sip });

  it('refuses a step-up that carries the instalment past the mandate by year 10, and takes one within it', () => {
    expect(stepUp({ step_up_amount_paise: 99_99_999_00 })).toEqual([
      'With this step-up the instalment reaches ₹9,00,04,991 in year 10; its mandate covers instalments up to ₹1,00,00,000',
    ]);
    expect(stepUp({ step_up_percent: 100 }, { ...running, mandateLimitPaise: 1_00_000_00 })).toEqual([
      'With this step-up the instalment reaches ₹25,60,000 in year 10; its mandate covers instalments up to ₹1,00,000',
    ]);
    expect(stepUp({ step_up_percent: 10 }, { ...running, mandateLimitPaise: 1_00_000_00 })).toEqual([]);
    // A SIP with 13 instalments left has one step-up to come: year 2.
    expect(stepUp({ step_up_amount_paise: 96_000_00 }, { ...running, instalmentsLeft: 13, mandateLimitPaise: 1_00_000_00 })).toEqual([
      'With this step-up the instalment reaches ₹1,01,000 in year 2; its mandate covers instalments up to ₹1,00,000',
    ]);
  });

  it('refuses a step-up of a cancelled or ended SIP', () => {
    expect(stepUp({ step_up_percent: 10 }, { ...running, status: 'cancelled' })).toEqual(['This SIP is cancelled, so it cannot be stepped up']);
    expect(stepUp({ step_up_percent: 10 }, { ...running, endDate: '2026-01-05', instalmentsLeft: 0 })).toEqual([
      'This SIP has ended, so it cannot be stepped up',
    ]);
  });

  it('keeps a new SIP with a step-up within the mandate chosen at checkout', () => {
    const item = { scheme_code: 1, amount_paise: 50_000_00, sip_day: 5, sip_installments: 120, step_up_percent: 10 };
    expect(check({ cartType: 'purchase_sip', item, mandateLimitPaise: 1_00_000_00 })).toEqual([
      'With this step-up the instalment reaches ₹1,17,897 in year 10; its mandate covers instalments up to ₹1,00,000',
    ]);
    expect(check({ cartType: 'purchase_sip', item })).toEqual([]);
  });
});
