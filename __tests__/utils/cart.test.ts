import {
  CART_CHART_COLOURS,
  CART_TYPES,
  CART_TYPE_LABELS,
  cartChartColour,
  cartTypeLabel,
  isCartType,
  isNewCartType,
  isOldCartType,
  isPurchaseVariant,
  mergedCartType,
} from '@/utils/cart';

describe('cart types', () => {
  it('lists the nine cart types of the spec', () => {
    expect([...CART_TYPES].sort()).toEqual(
      ['purchase', 'purchase_sip', 'purchase_lumpsum', 'redemption', 'switch', 'stp', 'swp', 'new_stepup', 'modify_stepup'].sort(),
    );
  });

  it.each([
    ['purchase', 'Purchase'],
    ['purchase_sip', 'SIP Purchase'],
    ['purchase_lumpsum', 'Lumpsum Purchase'],
    ['redemption', 'Redemption'],
    ['switch', 'Switch'],
    ['stp', 'STP'],
    ['swp', 'SWP'],
    ['new_stepup', 'Step-Up Addition'],
    ['modify_stepup', 'Step-Up Edit'],
  ])('labels %p as %p', (type, label) => {
    expect(cartTypeLabel(type)).toBe(label);
  });

  it('has a label for every type and shows an unknown type as given', () => {
    expect(Object.keys(CART_TYPE_LABELS).sort()).toEqual([...CART_TYPES].sort());
    expect(cartTypeLabel('gold')).toBe('gold');
  });

  it('splits new and old types; every type is exactly one of them', () => {
    for (const type of ['purchase', 'purchase_sip', 'purchase_lumpsum', 'new_stepup', 'modify_stepup']) {
      expect([type, isNewCartType(type), isOldCartType(type)]).toEqual([type, true, false]);
    }
    for (const type of ['redemption', 'switch', 'stp', 'swp']) {
      expect([type, isNewCartType(type), isOldCartType(type)]).toEqual([type, false, true]);
    }
    expect(isNewCartType('gold') || isOldCartType('gold')).toBe(false);
  });

  it('recognises purchase variants only', () => {
    expect(['purchase', 'purchase_sip', 'purchase_lumpsum'].every(isPurchaseVariant)).toBe(true);
    expect(['redemption', 'new_stepup', 'Purchase', '', undefined, 1].some(isPurchaseVariant)).toBe(false);
  });

  it('merges purchase variants into purchase and leaves the rest', () => {
    expect(mergedCartType('purchase_sip')).toBe('purchase');
    expect(mergedCartType('purchase_lumpsum')).toBe('purchase');
    expect(mergedCartType('switch')).toBe('switch');
  });

  it('guards unknown values', () => {
    expect(isCartType('stp')).toBe(true);
    expect(isCartType('STP')).toBe(false);
    expect(isCartType(null)).toBe(false);
  });
});

describe('cart chart colours', () => {
  it.each([
    ['purchase', '#03A87C'],
    ['redemption', '#C8353B'],
    ['switch', '#FFAE00'],
    ['modify_stepup', '#052F5F'],
    ['new_stepup', '#005FCB'],
    ['swp', '#E69C9C'],
    ['stp', '#90C694'],
  ])('draws %p in %p', (type, colour) => {
    expect(cartChartColour(type)).toBe(colour);
  });

  it('draws SIP and lumpsum purchases in the purchase colour', () => {
    expect(cartChartColour('purchase_sip')).toBe('#03A87C');
    expect(cartChartColour('purchase_lumpsum')).toBe('#03A87C');
  });

  it('has seven distinct colours and none for unknown types', () => {
    expect(new Set(Object.values(CART_CHART_COLOURS)).size).toBe(7);
    expect(cartChartColour('gold')).toBeUndefined();
  });
});
