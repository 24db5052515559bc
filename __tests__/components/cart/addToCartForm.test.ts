import { EMPTY_VALUES, itemFromValues, marketErrors, newClientRef, serverErrors } from '@/components/cart/addToCartForm';
import { CART_MESSAGES } from '@/utils/validation/cart';

const ELSS = { category: 'Equity Scheme', subCategory: 'ELSS', schemeType: 'Open Ended Schemes', plan: 'Regular Plan', name: 'Axis ELSS Tax Saver', fundHouse: 'Axis Mutual Fund' };

describe('the add-to-cart form values', () => {
  it('turns a SIP until cancelled into an item without instalments, in paise', () => {
    const { item, errors } = itemFromValues('sip', 120503, { ...EMPTY_VALUES, amount: '1,500', sipDate: '2026-12-05', untilCancelled: true });
    expect(errors).toEqual({});
    expect(item).toEqual({ scheme_code: 120503, amount_paise: 150000, sip_day: 5, sip_start_date: '2026-12-05', sip_frequency: 'monthly' });
  });

  it('puts field rules under their fields', () => {
    const { item, errors } = itemFromValues('sip', 1, { ...EMPTY_VALUES, amount: '12.5', installments: 'x', stepUpPercent: '300' });
    expect(item).toBeUndefined();
    expect(errors).toMatchObject({
      amount: CART_MESSAGES.amountWhole,
      sipDate: "SIP date must be one of the fund's SIP dates",
      installments: 'Number of instalments must be a whole number',
      stepUp: CART_MESSAGES.stepUpPercent,
    });
  });

  it("places the fund's refusals: an ELSS multiple under the amount, short instalments under their field", () => {
    const errors = marketErrors('sip', { scheme_code: 1, amount_paise: 70000, sip_day: 5, sip_installments: 3 }, ELSS, true, '2026-11-24');
    expect(errors).toEqual({ amount: 'Amount must be in multiples of ₹500', installments: 'A SIP needs at least 6 instalments' });
  });

  it("reads a 400's field errors by their last path segment, else its message", () => {
    const withFields = { data: { message: 'm', errors: [{ path: 'items.0.sip_day', message: 'day' }] } };
    expect(serverErrors(withFields, 'fallback')).toEqual({ sipDate: 'day' });
    expect(serverErrors({ data: { message: 'KYC on hold' } }, 'fallback')).toEqual({ form: 'KYC on hold' });
    expect(serverErrors({}, 'fallback')).toEqual({ form: 'fallback' });
  });

  it('makes a new client_ref that the cart schema accepts each time', () => {
    const a = newClientRef();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientRef()).not.toBe(a);
  });
});
