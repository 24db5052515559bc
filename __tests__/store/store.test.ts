import { loginSucceeded } from '@/store/authSlice';
import { activeCartChanged, cartsLoaded } from '@/store/cartSlice';
import { kycRecordLoaded } from '@/store/kycSlice';
import { makeStore, startPersistence } from '@/store';
import { clientSelected, portfolioModalOpened, sortChosen } from '@/store/portfolioSlice';
import { authModalOpened } from '@/store/uiSlice';
import { saveLoginSession } from '@/utils/storage';
import { persisted } from '../support/persist';
import { http, HttpResponse } from 'msw';
import { at } from '../mocks/handlers';
import { server, setupMockServer } from '../mocks/server';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});


const kyc = {
  pancard_no: 'ABCDE1234F',
  name: 'Ravi Kumar',
  kyc_status: 'verified',
  dob: null,
  id: 'k-1',
  mobile_no: null,
  navigate_to: null,
  digilocker_status: null,
  e_sign: null,
  user_id: 'u-1',
  fd_mobile_number: null,
};

describe('makeStore', () => {
  it('has the eight state keys and gives a fresh store each call', () => {
    const a = makeStore();
    const b = makeStore();
    expect(Object.keys(a.getState()).sort()).toEqual(
      ['auth', 'cart', 'content', 'insurance', 'kyc', 'portfolio', 'profile', 'ui'].sort(),
    );
    a.dispatch(authModalOpened('login'));
    expect(a.getState().ui.authModal.open).toBe(true);
    expect(b.getState().ui.authModal.open).toBe(false);
  });

  it('does not write anything before persistence is started', async () => {
    const store = makeStore();
    store.dispatch(cartsLoaded({ carts: {}, userId: 'u-1' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(localStorage.length).toBe(0);
  });
});

describe('persistence', () => {
  it('keeps the cart in localStorage and the portfolio view in sessionStorage', async () => {
    const store = makeStore();
    const persistor = await persisted(store);
    store.dispatch(
      cartsLoaded({
        carts: {
          purchase: { items: [], count: 2, total_amount: 900000, id: 'c-1', navigation: null },
        },
        userId: 'u-1',
      }),
    );
    store.dispatch(
      activeCartChanged({
        cart_type: 'purchase',
        cart_count: 2,
        cart_amount: 900000,
        navigation: null,
      }),
    );
    store.dispatch(kycRecordLoaded(kyc));
    store.dispatch(sortChosen({ name: 'Returns', value: 'returns' }));
    store.dispatch(portfolioModalOpened('share'));
    await persistor.flush();

    const cart = JSON.parse(localStorage.getItem('persist:cart') ?? '{}');
    expect(Object.keys(cart).sort()).toEqual([
      '_persist',
      'activeCart',
      'allCarts',
      'cart_user_id',
      'kycData',
    ]);
    expect(JSON.parse(cart.cart_user_id)).toBe('u-1');
    expect(sessionStorage.getItem('persist:cart')).toBeNull();
    const portfolio = JSON.parse(sessionStorage.getItem('persist:portfolio') ?? '{}');
    expect(JSON.parse(portfolio.sortBy)).toEqual({ name: 'Returns', value: 'returns' });
    expect(portfolio.showShareModal).toBeUndefined();
    expect(localStorage.getItem('persist:portfolio')).toBeNull();
  });

  it('restores persisted slices into a new store after a reload', async () => {
    const first = makeStore();
    const p1 = await persisted(first);
    first.dispatch(cartsLoaded({ carts: {}, userId: 'u-7' }));
    first.dispatch(sortChosen({ name: 'Returns', value: 'returns' }));
    await p1.flush();

    const second = makeStore();
    expect(second.getState().cart.cart_user_id).toBeNull();
    await persisted(second);
    expect(second.getState().cart.cart_user_id).toBe('u-7');
    expect(second.getState().portfolio.sortBy.value).toBe('returns');
  });

  it('never puts tokens or the auth slice into persisted state', async () => {
    const store = makeStore();
    const persistor = await persisted(store);
    const result = { id: 'u-1', name: 'Ravi Kumar', role: ['user'], mobile_no: '9000000001' };
    saveLoginSession(result, {
      'access-token': 'tok-SECRET-a1',
      'refresh-token': 'tok-SECRET-r1',
      roke: 'rk',
    });
    store.dispatch(loginSucceeded(result));
    store.dispatch(cartsLoaded({ carts: {}, userId: 'u-1' }));
    store.dispatch(clientSelected({ id: 'u-1' }));
    await persistor.flush();

    const persistedEntries = [localStorage, sessionStorage].flatMap((area) =>
      Object.keys(area)
        .filter((k) => k.startsWith('persist:'))
        .map((k) => [k, area.getItem(k) ?? ''] as const),
    );
    expect(persistedEntries.map(([k]) => k).sort()).toEqual(['persist:cart', 'persist:insurance', 'persist:portfolio']);
    for (const [, value] of persistedEntries) {
      expect(value).not.toContain('tok-SECRET');
      expect(value).not.toMatch(/access-token|refresh-token|"token"/);
    }
    // The token is where utils/storage keeps it, and the store only knows that it exists.
    expect(localStorage.getItem('access-token')).toBe('tok-SECRET-a1');
    expect(store.getState().auth.token).toBe(true);
  });

  it('starts only once per store', async () => {
    const store = makeStore();
    expect(await startPersistence(store)).toBe(await startPersistence(store));
  });
});

describe('logout', () => {
  it('is one event that every slice with session state answers, the data layer included', async () => {
    const { loggedOut } = await import('@/store/events');
    const { accountsApi } = await import('@/store/api/accounts');
    const store = makeStore();
    store.dispatch(loginSucceeded({ id: 'u-1', name: 'Ravi Kumar', role: ['user'] }));
    store.dispatch(cartsLoaded({ carts: {}, userId: 'u-1' }));
    store.dispatch(kycRecordLoaded(kyc));
    store.dispatch(sortChosen({ name: 'Returns', value: 'returns' }));
    // The node api joins this store as it loads; its state is read by its own hooks, not typed on RootState.
    const cachedAccounts = () =>
      Object.keys((store.getState() as unknown as { nodeApi: { queries: object } }).nodeApi.queries);
    server.use(
      http.get(at('node', '/user/detailnew/:id'), () =>
        HttpResponse.json({ status: 'success', data: { id: 'u-1', name: 'Ravi Kumar' } }),
      ),
    );
    await store.dispatch(accountsApi.endpoints.getUserDetail.initiate('u-1', { subscribe: false }));
    expect(cachedAccounts()).toEqual(['getUserDetail("u-1")']);

    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.auth.loggedIn).toBe(false);
    expect(state.cart.cart_user_id).toBeNull();
    expect(state.kyc.record).toBeNull();
    expect(state.portfolio.sortBy.value).toBe('currentValue');
    expect(cachedAccounts()).toEqual([]);
  });
});
