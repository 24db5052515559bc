import { EMPTY_ORDER_VALUES, folioOrderItem, orderFieldOf } from '@/components/orders/folioOrder';
import { stepUpCartType, stepUpItem, stepUpProblem, stepUpProjection } from '@/components/orders/stepUp';
import { serverFieldOf } from '@/components/orders/folioChecks';
import { placeServerErrors } from '@/components/orders/serverErrors';
import { sipView } from '@/components/orders/sipView';
import { stepUpSipSchedule } from '@/utils/calculators/sip';

const FOLIO = { schemeCode: 118989, folioNo: '2211903/45' };
const TODAY = new Date(2026, 10, 24);

describe('folio order items', () => {
  it('turns rupees into paise and keeps units as typed', () => {
    const byAmount = folioOrderItem('redemption', { ...EMPTY_ORDER_VALUES, amount: '1500' }, FOLIO, 'ref-12345678');
    expect(byAmount.item).toEqual({ scheme_code: 118989, folio_no: '2211903/45', client_ref: 'ref-12345678', redeem_by: 'amount', amount_paise: 150000 });
    const byUnits = folioOrderItem('redemption', { ...EMPTY_ORDER_VALUES, by: 'units', units: '12.5' }, FOLIO, 'ref-12345678');
    expect(byUnits.item).toMatchObject({ redeem_by: 'units', units: '12.5' });
    expect(byUnits.item?.amount_paise).toBeUndefined();
  });

  it('refuses paise, more than 4 decimals of units and a plan without its day', () => {
    expect(folioOrderItem('redemption', { ...EMPTY_ORDER_VALUES, amount: '10.50' }, FOLIO, 'r-12345678').errors).toEqual({ amount: 'Amount must be in whole rupees' });
    expect(folioOrderItem('switch', { ...EMPTY_ORDER_VALUES, by: 'units', units: '1.23456' }, FOLIO, 'r-12345678').errors).toEqual({
      units: 'Units must be a number with up to 4 decimal places',
      target: 'Please choose a fund',
    });
    expect(folioOrderItem('swp', { ...EMPTY_ORDER_VALUES, amount: '1000', instalments: '12' }, FOLIO, 'r-12345678').errors).toEqual({ day: 'SIP date must be a day from 1 to 28' });
  });

  it('starts an STP on the first allowed date of its day, at least four days ahead', () => {
    const values = { ...EMPTY_ORDER_VALUES, amount: '1000', day: '25', instalments: '12', target: '119018' };
    expect(folioOrderItem('stp', values, FOLIO, 'r-12345678', TODAY).item).toMatchObject({ sip_day: 25, sip_start_date: '2026-12-25', target_scheme_code: 119018 });
    expect(folioOrderItem('stp', { ...values, day: '30' }, FOLIO, 'r-12345678', TODAY).errors).toEqual({ day: 'SIP date must be a day from 1 to 28' });
  });

  it('maps server paths to fields', () => {
    expect(orderFieldOf('items.0.sip_installments')).toBe('instalments');
    expect(orderFieldOf('items.0.target_scheme_code')).toBe('target');
    expect(orderFieldOf('user_id')).toBeUndefined();
  });
});

describe('step-up', () => {
  it('projects a percentage step-up exactly as the step-up SIP calculator does', () => {
    const rows = stepUpProjection(5000, { by: 'percent', value: '10' });
    const calculator = stepUpSipSchedule(5000, 12, 10, 10);
    expect(rows.map((r) => Math.round(r.withStepUp))).toEqual(calculator.map((y) => Math.round(y.value)));
    expect(rows[9].withStepUp).toBeGreaterThan(rows[9].withoutStepUp);
  });

  it('raises the instalment by a fixed amount each year for an amount step-up', () => {
    const rows = stepUpProjection(5000, { by: 'amount', value: '500' });
    expect(rows.map((r) => r.instalment).slice(0, 3)).toEqual([5000, 5500, 6000]);
  });

  it('checks the choice with the shared messages and picks add or edit by whether the SIP has one', () => {
    expect(stepUpProblem({ by: 'percent', value: '150' })).toBe('Step-up percentage must be from 1 to 100');
    expect(stepUpProblem({ by: 'amount', value: '' })).toBe('Please enter an amount');
    expect(stepUpProblem({ by: 'amount', value: '500' })).toBeNull();
    const sip = { sipId: 'sip-1', schemeCode: 118989, folioNo: null, hasStepUp: false };
    expect(stepUpCartType(sip)).toBe('new_stepup');
    expect(stepUpCartType({ ...sip, hasStepUp: true })).toBe('modify_stepup');
    expect(stepUpItem(sip, { by: 'amount', value: '500' }, 'r-12345678')).toEqual({
      scheme_code: 118989, sip_id: 'sip-1', step_up_amount_paise: 50000, step_up_frequency: 'yearly', client_ref: 'r-12345678',
    });
  });

  it('reads a SIP row whose step-up percentage PostgreSQL sent as text', () => {
    const view = sipView({ sip: { id: 's', scheme_code: '118989', amount_paise: 500000, step_up_percent: '10.00' }, step_up: null });
    expect(view).toMatchObject({ schemeCode: 118989, stepUpPercent: 10, stepUpAmountPaise: null });
  });
});

describe("the cart service's refusals", () => {
  const refusal = (errors: { path: string; message: string }[]) => ({ status: 400, data: { status: 'failed', message: errors[0]?.message ?? 'Refused', errors } });
  const switchByUnits = { scheme_code: 1, redeem_by: 'units' as const, units: '1' };

  it('puts the first message under its field and says the rest for the form, as the real service lists them', () => {
    const placed = placeServerErrors(
      refusal([
        { path: 'items.0', message: 'Minimum redemption is ₹500' },
        { path: 'items.0', message: 'Minimum first investment in this fund is ₹1,000' },
      ]),
      serverFieldOf(switchByUnits),
    );
    expect(placed).toEqual({ fields: { units: 'Minimum redemption is ₹500' }, message: 'Minimum first investment in this fund is ₹1,000' });
  });

  it('places schema errors by their path and falls back to the answer when it lists none', () => {
    expect(placeServerErrors(refusal([{ path: 'items.0.sip_day', message: 'SIP date must be a day from 1 to 28' }]), serverFieldOf(switchByUnits)))
      .toEqual({ fields: { day: 'SIP date must be a day from 1 to 28' }, message: null });
    expect(placeServerErrors({ status: 422, data: { status: 'failed', message: 'You cannot place orders on this folio' } }, serverFieldOf(switchByUnits)))
      .toEqual({ fields: {}, message: 'You cannot place orders on this folio' });
  });
});
