// The /node/fds calls for the FD screen tests: a two-product catalogue, a quote worked by the shared FD rules, and
// bookings kept per test (the investor 'u-1' is 65, so the senior rate applies to her).
import { http, HttpResponse } from 'msw';
import { fdFigures, rateFor } from '@/utils/fds/figures';
import type { FdBookingInput, FdBookingView, FdPayBody, FdProductView } from '@/utils/fds/wire';
import { at } from './at';

export const FD_INVESTOR = 'u-1';
const TODAY = '2026-11-24';

export const DEMO_FD: FdProductView = {
  id: 'demo-finance-secure',
  issuer: 'Demo Finance Ltd (sandbox)',
  name: 'Demo Finance Secure Deposit',
  rating: 'AAA (Demo Ratings, sandbox)',
  min_amount_paise: 10_000_00,
  max_amount_paise: 5_00_00_000_00,
  multiple_paise: 1_000_00,
  rates: [
    { months: 12, rate_bps: 725, senior_rate_bps: 750 },
    { months: 24, rate_bps: 750, senior_rate_bps: 775 },
  ],
  payout_options: ['cumulative', 'monthly'],
  premature: { lock_in_months: 3, penalty_bps: 100, text: 'No withdrawal in the first 3 months.' },
  sandbox: true,
};

const OTHER_FD: FdProductView = { ...DEMO_FD, id: 'example-capital-growth', issuer: 'Example Capital Ltd (sandbox)', name: 'Example Capital Growth Deposit' };

export const fdMock = {
  bookings: [] as FdBookingView[],
  pays: [] as FdPayBody[],
};

export function resetFds() {
  fdMock.bookings = [];
  fdMock.pays = [];
}

function figuresOf(input: FdBookingInput) {
  const rate = rateFor(DEMO_FD.rates, input.tenure_months, true) as number;
  return fdFigures({ amountPaise: input.amount_paise, rateBps: rate, months: input.tenure_months, payout: input.payout, senior: true, startDay: TODAY });
}

export const fdHandlers = [
  http.get(at('node', '/fds/products'), () => HttpResponse.json({ status: 'success', data: [DEMO_FD, OTHER_FD] })),
  http.get(at('node', '/fds/product/:id'), ({ params }) => {
    const product = [DEMO_FD, OTHER_FD].find((p) => p.id === params.id);
    if (!product) return HttpResponse.json({ status: 'failed', message: 'This fixed deposit is not offered' }, { status: 404 });
    return HttpResponse.json({ status: 'success', data: product });
  }),
  http.post(at('node', '/fds/quote'), async ({ request }) => {
    const input = (await request.json()) as FdBookingInput;
    return HttpResponse.json({ status: 'success', data: { product: DEMO_FD, figures: figuresOf(input) } });
  }),
  http.post(at('node', '/fds/bookings'), async ({ request }) => {
    const input = (await request.json()) as FdBookingInput;
    const booking: FdBookingView = {
      ...figuresOf(input),
      id: `b-${fdMock.bookings.length + 1}`,
      user_id: input.user_id,
      product_id: input.product_id,
      issuer: DEMO_FD.issuer,
      product_name: DEMO_FD.name,
      amount_paise: input.amount_paise,
      tenure_months: input.tenure_months,
      payout: input.payout,
      status: 'created',
      payment_id: null,
      payment_status: null,
      can_pay: true,
      payment_failure_reason: null,
      booked_at: null,
      created_at: `${TODAY}T10:00:00.000Z`,
    };
    fdMock.bookings.push(booking);
    return HttpResponse.json({ status: 'success', data: booking }, { status: 201 });
  }),
  http.get(at('node', '/fds/bookings/:userId'), ({ params }) =>
    HttpResponse.json({ status: 'success', data: fdMock.bookings.filter((b) => b.user_id === params.userId) }),
  ),
  http.get(at('node', '/fds/booking/:id'), ({ params }) => {
    const booking = fdMock.bookings.find((b) => b.id === params.id);
    if (!booking) return HttpResponse.json({ status: 'failed', message: 'No such booking' }, { status: 404 });
    return HttpResponse.json({ status: 'success', data: booking });
  }),
  http.post(at('node', '/fds/bookings/:id/pay'), async ({ params, request }) => {
    const body = (await request.json()) as FdPayBody;
    fdMock.pays.push(body);
    const booking = fdMock.bookings.find((b) => b.id === params.id) as FdBookingView;
    Object.assign(booking, { status: 'payment_pending', payment_id: 'p-1', payment_status: 'pending', can_pay: false });
    const page = `/api/node/orders/sandbox/pay/p-1`;
    const payment = {
      id: 'p-1',
      mode: body.mode,
      status: 'pending',
      amount_paise: booking.amount_paise,
      redirect_url: body.mode === 'netbanking' ? page : null,
      upi_uri: null,
      vpa: body.vpa ?? null,
      expires_at: `${TODAY}T10:15:00.000Z`,
      failure_reason: null,
      sandbox_url: page,
    };
    return HttpResponse.json({ status: 'success', data: { booking, payment } });
  }),
];
