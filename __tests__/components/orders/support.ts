// The set-up of the order screen tests: the portfolio, cart and order handlers of the shared mock backend, plus the
// calls only these screens make (a fund house's schemes, SIP detail and cancel) and an add-to-cart answer that
// carries the session id an old-type cart has.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { isOldCartType, isPurchaseVariant } from '@/utils/cart';
import type { FundSummary } from '@/utils/funds/types';
import type { AddToCartBody } from '@/utils/orders/wire';
import { cartGroupFixture, cartHandlers, cartItemFixture, resetCart } from '../../mocks/handlers/cart';
import { at } from '../../mocks/handlers/at';
import { ordersHandlers, resetOrders } from '../../mocks/handlers/orders';
import { portfolioHandlers, resetPortfolio } from '../../mocks/handlers/portfolio';
import { setupMockServer } from '../../mocks/server';
import { authed } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { serveFeature } from '../../support/session';

export const SESSION_ID = 'sess-redeem-0000000001';
export const COLLECTION_ID = '7d0f4c1e-5b1a-4f7e-9a57-2f1d7c1c0a11';

export const orderMock = {
  adds: [] as AddToCartBody[],
  fundQueries: [] as Record<string, string>[],
  cancels: [] as unknown[],
  /** A 400 the next add answers with, as the cart service refuses an item. */
  refuse: null as null | { message: string; errors?: { path: string; message: string }[] },
};

function fund(code: number, name: string, fundHouse: string, category = 'Equity Scheme - Large Cap Fund', plan: 'Direct' | 'Regular' = 'Direct'): FundSummary {
  return {
    scheme_code: code, slug: `f-${code}`, name, plan, option: 'Growth', option_label: 'Growth', fund_house: fundHouse,
    scheme_type: 'Open Ended Schemes', category, sub_category: null, isin_growth: null, isin_reinvestment: null,
    nav: '100.0000', nav_date: '2026-11-20', return_1y: null, return_3y: null, return_5y: null, returns_as_of: null,
  };
}

/** The market answers a mix on purpose: the form must offer only the folio's fund house, never its own scheme. */
export const FUNDS: FundSummary[] = [
  fund(118989, 'HDFC Mid-Cap Opportunities Fund - Direct Growth', 'HDFC Mutual Fund'),
  fund(119062, 'HDFC Corporate Bond Fund - Direct Growth', 'HDFC Mutual Fund', 'Debt Scheme - Corporate Bond Fund'),
  // The one Regular plan: what an advisor may choose, and a switch may move into.
  fund(119018, 'HDFC Large Cap Fund', 'HDFC Mutual Fund', 'Equity Scheme - Large Cap Fund', 'Regular'),
  fund(120716, 'UTI Nifty 50 Index Fund - Direct Growth', 'UTI Mutual Fund'),
  fund(120503, 'Axis ELSS Tax Saver Fund - Direct Growth', 'Axis Mutual Fund', 'Equity Scheme - ELSS'),
];

const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });

export const SIP_DETAIL = {
  sip: {
    id: 'sip-1', scheme_code: 118989, scheme_name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth', folio_no: '2211903/45',
    amount_paise: 500_000, day: 5, status: 'active', next_due_date: '2026-12-05', step_up_percent: null, step_up_amount_paise: null,
  },
  instalments: [],
  next_due_date: '2026-12-05',
  step_up: null,
};

const orderHandlers = [
  http.get(at('market', '/funds'), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams.entries());
    orderMock.fundQueries.push(query);
    const q = (query.q ?? '').toLowerCase();
    const items = q ? FUNDS.filter((f) => f.name.toLowerCase().includes(q)) : FUNDS;
    return ok({ total: items.length, page: 1, limit: 100, items });
  }),
  http.post(
    at('py', '/cart/v1/cashier'),
    authed(async ({ request }) => {
      const body = (await request.clone().json()) as AddToCartBody;
      orderMock.adds.push(body);
      if (orderMock.refuse) return HttpResponse.json({ status: 'failed', ...orderMock.refuse }, { status: 400 });
      // Purchases go on to the shared cart handler; old types get their session and step-ups their collection here.
      if (isPurchaseVariant(body.cart_type)) return undefined;
      const old = isOldCartType(body.cart_type);
      const item = cartItemFixture({
        cart_type: body.cart_type,
        session_id: old ? SESSION_ID : null,
        collection_id: old ? null : COLLECTION_ID,
      });
      return ok({ cart: cartGroupFixture(body.cart_type, [item]), item_ids: [item.id] }, 201);
    }),
  ),
  http.post(at('node', '/cart/sipdetail'), authed(() => ok(SIP_DETAIL))),
  http.post(
    at('node', '/cart/cancelpendingsipbyid'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { sip_id: string };
      orderMock.cancels.push(body);
      return ok({ sip_id: body.sip_id, status: 'cancelled', effective_from: '2026-11-26' });
    }),
  ),
];

function resetOrderMock() {
  orderMock.adds = [];
  orderMock.fundQueries = [];
  orderMock.cancels = [];
  orderMock.refuse = null;
  resetPortfolio();
  resetCart();
  resetOrders();
}

export function serveOrders() {
  setupMockServer();
  serveFeature([...orderHandlers, ...portfolioHandlers, ...cartHandlers, ...ordersHandlers], resetOrderMock);
  beforeEach(() => resetRouter());
}
