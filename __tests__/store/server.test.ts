/**
 * @jest-environment node
 */
import { cartsLoaded } from '@/store/cartSlice';
import { makeStore, startPersistence } from '@/store';

describe('store on the server', () => {
  it('builds per request, works without storage, and does not start persistence', async () => {
    const store = makeStore();
    store.dispatch(cartsLoaded({ carts: {}, userId: 'u-1' }));
    expect(store.getState().cart.cart_user_id).toBe('u-1');
    expect(await startPersistence(store)).toBeNull();
    expect(makeStore().getState().cart.cart_user_id).toBeNull();
  });
});
