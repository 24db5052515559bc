// The set-up of the cart screen tests: the mock backend with the cart and order handlers (fresh carts per test),
// a portfolio summary with no holdings, the mock router at rest, and log-ins for Asha (u-1) or an advisor.
import { http, HttpResponse } from 'msw';
import { writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { cartHandlers, resetCart } from '../../mocks/handlers/cart';
import { ordersHandlers, resetOrders } from '../../mocks/handlers/orders';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

const noHoldings = http.get(at('node', '/portfolio/summary/:id'), () =>
  HttpResponse.json({ status: 'success', data: { summary: {}, internal: [], external: [], nav_date: null, valued_at: '' } }),
);

export function serveCart() {
  setupMockServer();
  serveFeature([...cartHandlers, ...ordersHandlers, noHoldings], () => {
    resetCart();
    resetOrders();
  });
  beforeEach(() => resetRouter());
}

export { logInInvestor };

export function logInExpert(clientId?: string, transactionAllowed = true) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', transactionAllowed);
  if (clientId) writeSession('SELECTED_USER_ID', clientId);
}
