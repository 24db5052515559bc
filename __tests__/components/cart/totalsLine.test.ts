import { totalsLine } from '@/components/cart/CartTotals';
import type { CartGroupView, CartItemView } from '@/utils/orders/wire';

const item = (amount: number, sipDay: number | null = null) => ({ amount, sip_day: sipDay }) as CartItemView;
const group = (cart_type: CartGroupView['cart_type'], items: CartItemView[]) =>
  ({ cart_type, items, count: items.length, total_amount: items.reduce((s, i) => s + i.amount, 0) }) as CartGroupView;

describe('the cart totals line', () => {
  it('never adds a monthly SIP to what is paid now', () => {
    const line = totalsLine([group('purchase', [item(30_000_00), item(5_000_00), item(5_000_00, 10)])]);
    expect(line).toBe('3 items: ₹35,000 to pay now, then ₹5,000 a month by SIP.');
  });

  it('says orders out of folios apart, and step-ups add nothing', () => {
    expect(totalsLine([group('redemption', [item(2_000_00)]), group('new_stepup', [item(500_00)])])).toBe('2 items: ₹2,000 out of your folios.');
    expect(totalsLine([group('purchase_sip', [item(1_000_00, 5)])])).toBe('1 item: ₹1,000 a month by SIP.');
  });
});
