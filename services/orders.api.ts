// The order and payment calls of docs/CART.md ("Orders and payment") on the main node client.
import type { SipCentrePage, SipCentreQuery, SipChangeAnswer } from '@/utils/orders/sipCentre';
import type { SipPauseBody } from '@/utils/validation/sipCentre';
import type {
  CheckoutConfirmed,
  CheckoutReceipt,
  CheckoutStart,
  CheckoutStarted,
  MandateView,
  OrderStatus,
  OrderDetailView,
  OrderView,
  PaymentView,
} from '@/utils/orders/wire';
import type { OrderBookFilters, OrderBookPage, OrderBookQuery } from '@/utils/orders/book';
import type { MandateKind } from '@/utils/orders/paymentLimits';
import type { PaymentRetry } from '@/utils/validation/cart';
import { nodeClient } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);

async function get<T>(path: string, params?: object, signal?: AbortSignal): Promise<T> {
  const { data } = await nodeClient.get<Envelope<T>>(path, { params, signal });
  return data.data;
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  const { data } = await nodeClient.post<Envelope<T>>(path, body ?? {});
  return data.data;
}

/** Starts a checkout of a collection or session: the OTP goes to the investor's registered mobile. */
export function startCheckout(body: CheckoutStart) {
  return post<CheckoutStarted>('/orders/checkout', body);
}

/** Places the orders (idempotent: a second confirm answers the same orders) and starts the payment, if any. */
export function confirmCheckout(checkoutId: string, otp: string) {
  return post<CheckoutConfirmed>(`/orders/checkout/${seg(checkoutId)}/confirm`, { otp });
}

/** A confirmed checkout's receipt: its orders, payment, mandate and step-ups (the investor or his advisor). */
export function getCheckoutReceipt(checkoutId: string, signal?: AbortSignal) {
  return get<CheckoutReceipt>(`/orders/checkout/${seg(checkoutId)}`, undefined, signal);
}

export interface OrderListQuery {
  status?: OrderStatus;
  page?: number;
}

export function listOrders(userId: string, query: OrderListQuery = {}, signal?: AbortSignal) {
  return get<{ orders: OrderView[]; total: number }>(`/orders/list/${seg(userId)}`, query, signal);
}

export function getOrder(orderId: string, signal?: AbortSignal) {
  return get<OrderDetailView>(`/orders/order/${seg(orderId)}`, undefined, signal);
}

export function cancelOrder(orderId: string, userId: string) {
  return post<OrderView>(`/orders/order/${seg(orderId)}/cancel`, { user_id: userId });
}

export function getPayment(paymentId: string, signal?: AbortSignal) {
  return get<PaymentView>(`/orders/payment/${seg(paymentId)}`, undefined, signal);
}

/** A new payment for the same orders after a failure or abandonment, by another mode or UPI ID if chosen. */
export function retryPayment(paymentId: string, choice?: PaymentRetry) {
  return post<PaymentView>(`/orders/payment/${seg(paymentId)}/retry`, choice);
}

export function createMandate(body: { user_id: string; mandate_type: MandateKind; limit_paise: number; vpa?: string }) {
  return post<MandateView>('/orders/mandates', body);
}

export function listMandates(userId: string, signal?: AbortSignal) {
  return get<MandateView[]>(`/orders/mandates/${seg(userId)}`, undefined, signal);
}

/** The advisor's order book: their clients' orders, filtered and paged by the server, newest first. */
export function getOrderBook(query: OrderBookQuery = {}, signal?: AbortSignal) {
  return get<OrderBookPage>('/orders/book', query, signal);
}

/** Every order matching the filters as a CSV file. */
export async function downloadOrderBook(filters: OrderBookFilters = {}): Promise<Blob> {
  const { data } = await nodeClient.get<Blob>('/orders/book.csv', { params: filters, responseType: 'blob' });
  return data;
}

/** Texts the client the link to the order's waiting payment; answers the masked number it went to. */
/** The advisor's SIP and mandate centre: a page of one tab, with the counts of every tab. */
export function getSipCentre(query: SipCentreQuery = {}, signal?: AbortSignal) {
  return get<SipCentrePage>('/orders/sips', query, signal);
}

/** Pause a SIP (the investor's done at once; an advisor's sent to the client to confirm). */
export function pauseSip(sipId: string, body: SipPauseBody) {
  return post<SipChangeAnswer>(`/orders/sips/${seg(sipId)}/pause`, body);
}

export function cancelSip(sipId: string) {
  return post<SipChangeAnswer>(`/orders/sips/${seg(sipId)}/cancel`, {});
}

export function resendPaymentLink(orderId: string) {
  return post<{ sent_to: string }>(`/orders/book/${seg(orderId)}/resend-payment`);
}
