import { addToCart, deleteCartItem, deleteCartsByCartType, getAllCarts } from '@/services/cart.api';
import { cancelOrder, confirmCheckout, startCheckout } from '@/services/orders.api';
import {
  ASHA_ID,
  MIN_FIRST_PURCHASE_MESSAGE,
  cartGroupFixture,
  cartHandlers,
  cartItemFixture,
  cartMock,
  resetCart,
  seedCarts,
  sipItemFixture,
} from '../mocks/handlers/cart';
import { MOCK_OTP, WRONG_OTP_MESSAGE, ordersHandlers, ordersMock, resetOrders } from '../mocks/handlers/orders';
import { server, setupMockServer } from '../mocks/server';
import { logInInvestor, serveFeature } from '../support/session';

setupMockServer();
serveFeature([...cartHandlers, ...ordersHandlers], () => {
  resetCart();
  resetOrders();
});
beforeEach(() => logInInvestor(ASHA_ID));

describe('cart calls', () => {
  it("reads an investor's own carts with expert id null and no ExpertHeader event", async () => {
    seedCarts(ASHA_ID, [cartGroupFixture('purchase_sip', [sipItemFixture()])]);
    const carts = await getAllCarts(ASHA_ID, null);
    expect(carts.purchase_sip?.count).toBe(1);
    expect(cartMock.calls[0]).toMatchObject({ eventType: null });
  });

  it("sends the ExpertHeader event when an advisor reads a client's carts", async () => {
    await getAllCarts(ASHA_ID, 'e-1');
    expect(cartMock.calls[0].eventType).toBe('ExpertHeader');
  });

  it('adds with POST to the spec path itself (no trailing slash, so no redirect on the way)', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => urls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    try {
      await addToCart({ user_id: ASHA_ID, cart_type: 'purchase_lumpsum', items: [{ scheme_code: 1, amount_paise: 500000 }] });
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(urls).toEqual(['POST /api/py/cart/v1/cashier']);
  });

  it('adds an item once per client_ref', async () => {
    const body = { user_id: ASHA_ID, cart_type: 'purchase_lumpsum' as const, items: [{ scheme_code: 1, amount_paise: 500000, client_ref: 'ref-abcdef12' }] };
    await addToCart(body);
    const again = await addToCart(body);
    expect(again.cart.count).toBe(1);
  });

  it('rejects with the field errors of a 400', async () => {
    const body = { user_id: ASHA_ID, cart_type: 'purchase_lumpsum' as const, items: [{ scheme_code: 1, amount_paise: 10000 }] };
    await expect(addToCart(body)).rejects.toMatchObject({
      response: { status: 400, data: { errors: [{ path: 'items.0', message: MIN_FIRST_PURCHASE_MESSAGE }] } },
    });
  });

  it('deletes an item with the body of DELETE deletedirect and clears purchase variants together', async () => {
    const lump = cartItemFixture();
    seedCarts(ASHA_ID, [cartGroupFixture('purchase_lumpsum', [lump]), cartGroupFixture('purchase_sip', [sipItemFixture()])]);
    expect(await deleteCartItem({ user_id: ASHA_ID, item_id: lump.id })).toEqual({ deleted: true, cart_removed: true });
    expect(await deleteCartsByCartType({ user_id: ASHA_ID, cart_type: 'purchase' })).toEqual({ deleted: 1 });
    expect(await getAllCarts(ASHA_ID, null)).toEqual({});
  });
});

describe('order calls', () => {
  it('starts a checkout, refuses a wrong OTP and cancels an order', async () => {
    seedCarts(ASHA_ID, [cartGroupFixture('purchase_lumpsum', [cartItemFixture()])]);
    const started = await startCheckout({ user_id: ASHA_ID, collection_id: 'col-1', payment_mode: 'upi_qr' });
    await expect(confirmCheckout(started.checkout_id, '000000')).rejects.toMatchObject({
      response: { data: { message: WRONG_OTP_MESSAGE } },
    });
    const confirmed = await confirmCheckout(started.checkout_id, MOCK_OTP);
    expect(confirmed.orders).toHaveLength(1);
    expect((await cancelOrder(confirmed.orders[0].id, ASHA_ID)).status).toBe('cancelled');
    expect(ordersMock.calls.map((c) => c.path)).toEqual(['checkout', 'confirm', 'confirm', 'cancel']);
  });
});
