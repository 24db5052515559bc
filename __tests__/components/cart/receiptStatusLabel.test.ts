// The receipt's status words: a completed sale is "Units redeemed", not "Units allotted" (issue 33, item 19).
import { receiptStatusLabel } from '@/components/cart/checkout/OrderReceipt';

it('says what a completed order did, by its type', () => {
  expect(receiptStatusLabel({ status: 'completed', order_type: 'purchase' })).toBe('Units allotted');
  expect(receiptStatusLabel({ status: 'completed', order_type: 'sip' })).toBe('Units allotted');
  expect(receiptStatusLabel({ status: 'completed', order_type: 'redemption' })).toBe('Units redeemed');
  expect(receiptStatusLabel({ status: 'completed', order_type: 'swp' })).toBe('Units redeemed');
  expect(receiptStatusLabel({ status: 'completed', order_type: 'switch' })).toBe('Units switched');
  expect(receiptStatusLabel({ status: 'paid', order_type: 'redemption' })).toBe('Paid');
});
