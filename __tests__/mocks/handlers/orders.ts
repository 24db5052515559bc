// Contract-shaped handlers for the order and payment calls of docs/CART.md (/node/orders). The OTP is always
// 123456; confirming makes one order per item of the checked-out cart and, for a purchase, a UPI payment that
// stays pending until a test sets `ordersMock.paymentStatus`. Tests add them with serveFeature(ordersHandlers,
// resetOrders) beside the cart handlers.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { MandateView, OrderView, PaymentView } from '@/utils/orders/wire';
import { authed } from '../session';
import { at } from './at';
import { cartMock } from './cart';

export const MOCK_OTP = '123456';
export const WRONG_OTP_MESSAGE = 'Incorrect OTP';

export const ordersMock = {
  /** What GET /payment answers next; a test moves it from pending to success or failed. */
  paymentStatus: 'pending' as PaymentView['status'],
  orders: [] as OrderView[],
  /** A checkout that names a mandate type starts one (pending until the sandbox approves it). */
  mandates: [] as MandateView[],
  calls: [] as { method: string; path: string; body: unknown }[],
  /** The mode and UPI ID a retry chose: the payments after it use them. */
  retriedWith: {} as Partial<Pick<PaymentView, 'mode' | 'vpa'>>,
  /** Whose checkout chk-1 is (the demo investor's unless a test says otherwise). */
  receiptUserId: 'u-1',
};

export function resetOrders() {
  ordersMock.paymentStatus = 'pending';
  ordersMock.orders = [];
  ordersMock.mandates = [];
  ordersMock.calls = [];
  ordersMock.retriedWith = {};
  ordersMock.receiptUserId = 'u-1';
}

const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });
const failed = (message: string, status: number) => HttpResponse.json({ status: 'failed', message }, { status });

async function record(request: Request, path: string) {
  const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
  ordersMock.calls.push({ method: request.method, path, body });
  return body;
}

let paymentSeq = 0;

export function paymentFixture(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: `pay-${paymentSeq}`,
    mode: 'upi_qr',
    status: ordersMock.paymentStatus,
    amount_paise: ordersMock.orders.reduce((s, o) => s + (o.amount_paise ?? 0), 0),
    redirect_url: null,
    upi_uri: 'upi://pay?pa=zf.sandbox@upi&am=5000.00&tr=pay-1',
    vpa: null,
    expires_at: '2026-11-24T10:10:00Z',
    failure_reason: ordersMock.paymentStatus === 'failed' ? 'Declined in the UPI app' : null,
    sandbox_url: '/api/node/orders/sandbox/upi/pay-1',
    can_retry: ordersMock.paymentStatus === 'failed' || ordersMock.paymentStatus === 'abandoned',
    ...ordersMock.retriedWith,
    ...overrides,
  };
}

function orderFrom(item: { scheme_code: number; scheme_name: string; amount: number; sip_day: number | null }, n: number): OrderView {
  return {
    id: `ord-${n}`,
    order_no: `20261124${String(n).padStart(6, '0')}`,
    order_type: item.sip_day === null ? 'purchase' : 'sip',
    status: 'payment_pending',
    scheme_code: item.scheme_code,
    scheme_name: item.scheme_name,
    target_scheme_code: null,
    target_scheme_name: null,
    folio_no: null,
    amount_paise: item.amount,
    units: null,
    all_units: false,
    expected_nav_date: '2026-08-21',
    nav_date: null,
    nav: null,
    cancellable_until: '2026-11-24T08:00:00Z',
    cancellable: true,
    payment_mode: 'upi_qr',
    payment_id: 'pay-1',
    checkout_id: 'chk-1',
    arn: 'ARN-212345',
    euin: null,
    execution_only: true,
    failure_reason: null,
    placed_at: '2026-11-24T06:00:00Z',
    prepared_by: { kind: 'investor', name: 'Asha Verma', for_name: null },
    nav_carried_from: null,
    exit_load_paise: 0,
  };
}

export const ordersHandlers = [
  http.post(
    at('node', '/orders/checkout'),
    authed(async ({ request }) => {
      const body = (await record(request, 'checkout')) as { user_id: string; mandate_type?: MandateView['mandate_type'] };
      if (body.mandate_type) {
        const sandbox_url = '/api/node/orders/sandbox/mandate/man-1';
        ordersMock.mandates = [{ id: 'man-1', mandate_type: body.mandate_type, status: 'pending', limit_paise: 1_00_000_00, registers_at: null, sandbox_url }];
      }
      const items = Object.values(cartMock.carts[body.user_id] ?? {}).flatMap((g) => g?.items ?? []);
      return ok({
        checkout_id: 'chk-1',
        otp_sent_to: '90XXXXXX01',
        orders_preview: [],
        total_payable_paise: items.reduce((s, i) => s + i.amount, 0),
      }, 201);
    }),
  ),
  http.post(
    at('node', '/orders/checkout/:id/confirm'),
    authed(async ({ request }) => {
      const { otp } = (await record(request, 'confirm')) as { otp: string };
      if (otp !== MOCK_OTP) return failed(WRONG_OTP_MESSAGE, 400);
      const own = Object.values(cartMock.carts).flatMap((c) => Object.values(c).flatMap((g) => g?.items ?? []));
      // A cart the advisor sent by link is checked out from the link's carts.
      const sent = Object.values(cartMock.shared).flatMap((s) => ('carts' in s ? s.carts.flatMap((g) => g.items) : []));
      const items = own.length > 0 ? own : sent;
      ordersMock.orders = items.map((item, i) => orderFrom(item, i + 1));
      // The carts are checked out: they leave the open carts, as on the backend.
      cartMock.carts = {};
      paymentSeq = 1;
      return ok({ checkout_id: 'chk-1', orders: ordersMock.orders, payment: paymentFixture() });
    }),
  ),
  http.get(
    at('node', '/orders/checkout/:id'),
    authed(async ({ request, params }) => {
      await record(request, 'receipt');
      // The one checkout the mock confirms; before its confirmation, as for a stranger, the server's 404.
      if (params.id !== 'chk-1' || ordersMock.orders.length === 0) return failed('Not found', 404);
      return ok({
        checkout_id: 'chk-1',
        user_id: ordersMock.receiptUserId,
        confirmed_at: '2026-11-24T08:00:00Z',
        orders: ordersMock.orders,
        payment: ordersMock.orders.some((o) => o.order_type === 'purchase') ? paymentFixture() : null,
        mandate: ordersMock.mandates[0] ?? null,
        step_ups: [],
      });
    }),
  ),
  http.get(
    at('node', '/orders/payment/:id'),
    authed(async ({ request }) => {
      await record(request, 'payment');
      return ok(paymentFixture());
    }),
  ),
  http.post(
    at('node', '/orders/payment/:id/retry'),
    authed(async ({ request }) => {
      const choice = (await record(request, 'retry')) as { payment_mode?: PaymentView['mode']; vpa?: string } | null;
      if (choice?.payment_mode) ordersMock.retriedWith = { mode: choice.payment_mode, vpa: choice.vpa ?? null };
      ordersMock.paymentStatus = 'pending';
      paymentSeq += 1;
      return ok(paymentFixture());
    }),
  ),
  http.get(
    at('node', '/orders/list/:userId'),
    authed(() => ok({ orders: ordersMock.orders, total: ordersMock.orders.length })),
  ),
  http.post(
    at('node', '/orders/order/:id/cancel'),
    authed(async ({ request, params }) => {
      await record(request, 'cancel');
      const order = ordersMock.orders.find((o) => o.id === params.id);
      if (!order) return failed('Order not found', 404);
      Object.assign(order, { status: 'cancelled', cancellable: false });
      return ok(order);
    }),
  ),
  http.get(at('node', '/orders/mandates/:userId'), authed(() => ok(ordersMock.mandates))),
  http.post(
    at('node', '/orders/mandates'),
    authed(async ({ request }) => {
      const body = (await record(request, 'mandates')) as { mandate_type: MandateView['mandate_type']; limit_paise: number };
      return ok({ id: 'man-1', mandate_type: body.mandate_type, status: 'pending', limit_paise: body.limit_paise, registers_at: null, sandbox_url: '/api/node/orders/sandbox/mandate/man-1' }, 201);
    }),
  ),
];
