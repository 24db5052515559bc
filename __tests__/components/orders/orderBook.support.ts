// The order book screen's mock backend: GET /node/orders/book answers the rows a test sets (filtered by status as
// the server would), the CSV and the resend and cancel calls are recorded; the client picker uses the portfolio
// handlers' client listing. An advisor is logged in before each test.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { OrderBookRow } from '@/utils/orders/book';
import type { OrderEventView } from '@/utils/orders/wire';
import { at } from '../../mocks/handlers/at';
import { portfolioHandlers, resetPortfolio } from '../../mocks/handlers/portfolio';
import { setupMockServer } from '../../mocks/server';
import { authed } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { serveFeature } from '../../support/session';
import { logInExpert } from '../portfolio/support';

export const bookMock = {
  rows: [] as OrderBookRow[],
  /** The history every order's detail answers. */
  history: [] as OrderEventView[],
  /** A status the next book call fails with (the error state). */
  failWith: null as number | null,
  calls: [] as { path: string; query: Record<string, string>; body?: unknown }[],
};

export function bookRow(overrides: Partial<OrderBookRow> = {}): OrderBookRow {
  return {
    id: 'ord-1', order_no: '20261120000001', order_type: 'purchase', status: 'completed', scheme_code: 118989,
    scheme_name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth', target_scheme_code: null, target_scheme_name: null,
    folio_no: '2211903/45', amount_paise: 5_000_00, units: null, all_units: false, expected_nav_date: '2026-11-20',
    nav_date: '2026-11-20', nav: '150.1234', cancellable_until: null, cancellable: false, payment_mode: 'upi_qr',
    payment_id: null, checkout_id: null, arn: 'ARN-101101', euin: null, execution_only: false, failure_reason: null,
    placed_at: '2026-11-20T04:30:00Z', user_id: 'u-1', client_name: 'Asha Verma', client_mobile_masked: 'XXXXXX0001',
    payment_status: null, prepared_by: null, nav_carried_from: null, exit_load_paise: 0, ...overrides,
  };
}

const ok = (data: JsonBodyType) => HttpResponse.json({ status: 'success', data });
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

const handlers = [
  http.get(at('node', '/orders/book'), authed(({ request }) => {
    const query = queryOf(request);
    bookMock.calls.push({ path: 'book', query });
    if (bookMock.failWith) return HttpResponse.json({ status: 'failed', message: 'The order book is resting' }, { status: bookMock.failWith });
    const rows = bookMock.rows.filter((r) => !query.status || r.status === query.status);
    return ok({ orders: rows, total: rows.length, total_exact: true, page: Number(query.page ?? 1), size: Number(query.size ?? 20) });
  })),
  http.get(at('node', '/orders/book.csv'), authed(({ request }) => {
    bookMock.calls.push({ path: 'book.csv', query: queryOf(request) });
    return new HttpResponse('Order no,Placed at (IST),Client\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  })),
  http.post(at('node', '/orders/book/:id/resend-payment'), authed(({ params }) => {
    bookMock.calls.push({ path: `resend/${String(params.id)}`, query: {} });
    return ok({ sent_to: 'XXXXXX0001' });
  })),
  http.get(at('node', '/orders/order/:id'), authed(({ params }) => {
    const row = bookMock.rows.find((r) => r.id === params.id);
    if (!row) return HttpResponse.json({ status: 'failed', message: 'Not found' }, { status: 404 });
    return ok({ ...row, history: bookMock.history });
  })),
  http.post(at('node', '/orders/order/:id/cancel'), authed(async ({ params, request }) => {
    const body = await request.json();
    bookMock.calls.push({ path: `cancel/${String(params.id)}`, query: {}, body });
    const row = bookMock.rows.find((r) => r.id === params.id)!;
    Object.assign(row, { status: 'cancelled', cancellable: false });
    return ok(row);
  })),
];

export function serveOrderBook() {
  setupMockServer();
  serveFeature([...handlers, ...portfolioHandlers], () => {
    resetPortfolio();
    Object.assign(bookMock, { rows: [bookRow()], history: [], failWith: null, calls: [] });
  });
  beforeEach(() => {
    resetRouter();
    logInExpert();
  });
}
