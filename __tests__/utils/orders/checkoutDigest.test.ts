// The digest a checkout OTP is bound to: equal terms give equal digests whatever their order, and every field that
// changes money, units or where they go gives another.
import { type CheckoutLine, type CheckoutTerms, canonicalJson, checkoutDigest } from '../../../utils/orders/checkoutDigest';

const line = (change: Partial<CheckoutLine> = {}): CheckoutLine => ({
  order_type: 'purchase',
  scheme_code: 109830,
  plan: 'Regular',
  target_scheme_code: null,
  folio_no: null,
  amount_paise: 500_000,
  units: null,
  redeem_by: null,
  sip_day: null,
  sip_frequency: null,
  sip_start_date: null,
  sip_end_date: null,
  sip_installments: null,
  step_up_amount_paise: null,
  step_up_percent: null,
  sip_id: null,
  ...change,
});

const sip = line({ order_type: 'sip', amount_paise: 200_000, sip_day: 10, sip_frequency: 'monthly', sip_start_date: '2026-12-10', sip_installments: 12 });
const terms = (change: Partial<CheckoutTerms> = {}): CheckoutTerms => ({ payment_mode: 'upi_collect', mandate_id: 'm-1', lines: [line(), sip], ...change });

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes undefined as null', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { f: 'x', e: null }] } })).toBe('{"a":{"c":[2,{"e":null,"f":"x"}],"d":null},"b":1}');
  });
});

describe('checkoutDigest', () => {
  it('is a sha256 in hex, the same for the same terms', () => {
    expect(checkoutDigest(terms())).toMatch(/^[0-9a-f]{64}$/);
    expect(checkoutDigest(terms())).toBe(checkoutDigest(terms()));
  });

  it('does not depend on the order of the lines or of their fields', () => {
    const shuffled = Object.fromEntries(Object.entries(sip).reverse()) as unknown as CheckoutLine;
    expect(checkoutDigest(terms({ lines: [shuffled, line()] }))).toBe(checkoutDigest(terms()));
  });

  const changes: [string, Partial<CheckoutLine>][] = [
    ['the amount', { amount_paise: 9_900_000 }],
    ['the scheme', { scheme_code: 120716 }],
    ['the plan', { plan: 'Direct' }],
    ['the order type', { order_type: 'sip' }],
    ['the folio', { folio_no: '12345/67' }],
    ['the units', { units: '10.0000' }],
    ['how a redemption is counted', { redeem_by: 'all' }],
    ['the target scheme', { target_scheme_code: 120716 }],
    ['the SIP day', { sip_day: 11 }],
    ['the SIP start', { sip_start_date: '2027-01-10' }],
    ['the SIP end', { sip_end_date: '2030-01-10' }],
    ['the instalments', { sip_installments: 24 }],
    ['the step-up amount', { step_up_amount_paise: 50_000 }],
    ['the step-up percent', { step_up_percent: 10 }],
    ['the SIP stepped up', { sip_id: 's-1' }],
  ];
  it.each(changes)('changes with %s of a line', (_what, change) => {
    expect(checkoutDigest(terms({ lines: [line(change), sip] }))).not.toBe(checkoutDigest(terms()));
  });

  it('changes with a line added or removed, even an identical one', () => {
    expect(checkoutDigest(terms({ lines: [line()] }))).not.toBe(checkoutDigest(terms()));
    expect(checkoutDigest(terms({ lines: [line(), line(), sip] }))).not.toBe(checkoutDigest(terms()));
  });

  it('changes with the payment mode or the mandate', () => {
    expect(checkoutDigest(terms({ payment_mode: 'netbanking' }))).not.toBe(checkoutDigest(terms()));
    expect(checkoutDigest(terms({ mandate_id: 'm-2' }))).not.toBe(checkoutDigest(terms()));
    expect(checkoutDigest(terms({ mandate_id: null }))).not.toBe(checkoutDigest(terms()));
  });
});
