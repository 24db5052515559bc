// Orders and payments in the browser. Confirming a checkout, paying and cancelling change the cart, the orders and
// (once units are allotted) the portfolio, so they invalidate all three tags for the investor; a polled payment
// that reaches an end does the same. Components import this module statically.
import type * as OrderCalls from '@/services/orders.api';
import type { OrderListQuery } from '@/services/orders.api';
import type { OrderBookPage, OrderBookQuery } from '@/utils/orders/book';
import type { SipCentrePage, SipCentreQuery, SipChangeAnswer } from '@/utils/orders/sipCentre';
import type { SipPauseBody } from '@/utils/validation/sipCentre';
import type { MandateKind } from '@/utils/orders/paymentLimits';
import type {
  CheckoutConfirmed,
  CheckoutReceipt,
  CheckoutStart,
  CheckoutStarted,
  MandateView,
  OrderDetailView,
  OrderView,
  PaymentView,
} from '@/utils/orders/wire';
import type { PaymentRetry } from '@/utils/validation/cart';
import { statusOf } from '@/services/http/errors';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof OrderCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/orders.api'), signal);

const orderTag = (userId: string) => ({ type: 'Order' as const, id: userId });
/** Everything an order touches for one investor. */
export const moneyMovedTags = (userId: string) => [
  { type: 'Cart' as const, id: userId },
  orderTag(userId),
  { type: 'Portfolio' as const, id: userId },
];
const mandatesTag = (userId: string) => ({ type: 'Order' as const, id: `mandates-${userId}` });
const paymentTag = (paymentId: string) => ({ type: 'Order' as const, id: `payment-${paymentId}` });
const ENDED: readonly PaymentView['status'][] = ['success', 'failed', 'abandoned'];

type ForUser<T> = T & { userId: string };

export const ordersApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    startCheckout: build.mutation<CheckoutStarted, CheckoutStart>({
      query: (body) => call((c) => c.startCheckout(body)),
      // A checkout naming a mandate type registers that mandate.
      invalidatesTags: (_a, error, { user_id, mandate_type }) => (error || !mandate_type ? [] : [mandatesTag(user_id)]),
    }),
    confirmCheckout: build.mutation<CheckoutConfirmed, ForUser<{ checkoutId: string; otp: string }>>({
      query: ({ checkoutId, otp }) => call((c) => c.confirmCheckout(checkoutId, otp)),
      // A 409 says the cart changed after the SMS (or the checkout closed): read the cart again to show what it holds now.
      invalidatesTags: (_a, error, { userId }) =>
        error ? (statusOf(error) === 409 ? [{ type: 'Cart' as const, id: userId }] : []) : moneyMovedTags(userId),
    }),
    /** The receipt at /cart/summary?checkout=: tagged by its investor, so a cancel, a retry or a payment's end refresh it. */
    getCheckoutReceipt: build.query<CheckoutReceipt, string>({
      query: (checkoutId) => call((c, signal) => c.getCheckoutReceipt(checkoutId, signal)),
      providesTags: (receipt, _e, checkoutId) => [{ type: 'Order' as const, id: `checkout-${checkoutId}` }, ...(receipt ? [orderTag(receipt.user_id)] : [])],
    }),
    listOrders: build.query<{ orders: OrderView[]; total: number }, ForUser<OrderListQuery>>({
      query: ({ userId, ...query }) => call((c, signal) => c.listOrders(userId, query, signal)),
      providesTags: (_a, _e, { userId }) => [orderTag(userId)],
    }),
    getOrder: build.query<OrderDetailView, ForUser<{ orderId: string }>>({
      query: ({ orderId }) => call((c, signal) => c.getOrder(orderId, signal)),
      providesTags: (_a, _e, { userId }) => [orderTag(userId)],
    }),
    cancelOrder: build.mutation<OrderView, ForUser<{ orderId: string }>>({
      query: ({ orderId, userId }) => call((c) => c.cancelOrder(orderId, userId)),
      invalidatesTags: (_a, error, { userId }) => (error ? [] : moneyMovedTags(userId)),
    }),
    /** Polled every 3 s by the receipt while the payment is pending. */
    getPayment: build.query<PaymentView, ForUser<{ paymentId: string }>>({
      query: ({ paymentId }) => call((c, signal) => c.getPayment(paymentId, signal)),
      providesTags: (_a, _e, { paymentId }) => [paymentTag(paymentId)],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (ENDED.includes(data.status)) dispatch(ordersApi.util.invalidateTags(moneyMovedTags(userId)));
        } catch {
          // The failure is the query's own result.
        }
      },
    }),
    /** `choice`: another mode or UPI ID for the new payment; without it the same ones as before. */
    retryPayment: build.mutation<PaymentView, ForUser<{ paymentId: string; choice?: PaymentRetry }>>({
      query: ({ paymentId, choice }) => call((c) => c.retryPayment(paymentId, choice)),
      invalidatesTags: (_a, error, { userId }) => (error ? [] : [orderTag(userId)]),
    }),
    createMandate: build.mutation<MandateView, { user_id: string; mandate_type: MandateKind; limit_paise: number; vpa?: string }>({
      query: (body) => call((c) => c.createMandate(body)),
      invalidatesTags: (_a, error, { user_id }) => (error ? [] : [mandatesTag(user_id)]),
    }),
    /** The advisor's book: tagged by each client on the page, so cancelling one of their orders refreshes it. */
    getOrderBook: build.query<OrderBookPage, OrderBookQuery>({
      query: (q) => call((c, signal) => c.getOrderBook(q, signal)),
      providesTags: (page) => [{ type: 'Order' as const, id: 'book' }, ...[...new Set(page?.orders.map((o) => o.user_id))].map(orderTag)],
    }),
    /** The advisor's SIP centre: tagged by each client on the page, so a change to one of their SIPs refreshes it. */
    getSipCentre: build.query<SipCentrePage, SipCentreQuery>({
      query: (q) => call((c, signal) => c.getSipCentre(q, signal)),
      providesTags: (page) => [{ type: 'Order' as const, id: 'sips' }, ...[...new Set(page?.sips.map((s) => s.user_id))].map(orderTag)],
    }),
    pauseSip: build.mutation<SipChangeAnswer, ForUser<{ sipId: string; body: SipPauseBody }>>({
      query: ({ sipId, body }) => call((c) => c.pauseSip(sipId, body)),
      invalidatesTags: (_a, error, { userId }) => (error ? [] : [orderTag(userId), { type: 'Portfolio' as const, id: userId }]),
    }),
    cancelSip: build.mutation<SipChangeAnswer, ForUser<{ sipId: string }>>({
      query: ({ sipId }) => call((c) => c.cancelSip(sipId)),
      invalidatesTags: (_a, error, { userId }) => (error ? [] : [orderTag(userId), { type: 'Portfolio' as const, id: userId }]),
    }),
    resendPaymentLink: build.mutation<{ sent_to: string }, { orderId: string }>({
      query: ({ orderId }) => call((c) => c.resendPaymentLink(orderId)),
    }),
    listMandates: build.query<MandateView[], string>({
      query: (userId) => call((c, signal) => c.listMandates(userId, signal)),
      providesTags: (_a, _e, userId) => [mandatesTag(userId)],
    }),
  }),
});

export const {
  useStartCheckoutMutation,
  useConfirmCheckoutMutation,
  useListOrdersQuery,
  useGetCheckoutReceiptQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useGetPaymentQuery,
  useRetryPaymentMutation,
  useCreateMandateMutation,
  useListMandatesQuery,
  useGetOrderBookQuery,
  useResendPaymentLinkMutation,
  useGetSipCentreQuery,
  usePauseSipMutation,
  useCancelSipMutation,
} = ordersApi;
