/**
 * The advisor's order book on the wire (docs/CLIENTS.md "Order book"), shared by the backend and the web app:
 * the filters, the row, and the labels the table and the CSV both print.
 */
import type { OrderStatus, OrderView, PaymentView } from './wire';

export const ORDER_STATUSES = ['placed', 'payment_pending', 'paid', 'sent_to_amc', 'completed', 'failed', 'cancelled'] as const satisfies readonly OrderStatus[];
export const ORDER_TYPES = ['purchase', 'sip', 'redemption', 'switch', 'stp', 'swp'] as const satisfies readonly OrderView['order_type'][];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  payment_pending: 'Payment pending',
  paid: 'Paid',
  sent_to_amc: 'Sent to fund house',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const ORDER_TYPE_LABELS: Record<OrderView['order_type'], string> = {
  purchase: 'Purchase',
  sip: 'SIP',
  redemption: 'Redemption',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
};

export type PaymentStatus = PaymentView['status'];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not paid yet',
  pending: 'Awaiting payment',
  success: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
};

/** A payment link may be sent again only while the payment can still be made or retried. */
export const RESENDABLE_PAYMENTS: readonly PaymentStatus[] = ['created', 'pending', 'failed'];

/** The filters of GET /node/orders/book and /book.csv; dates are the placed day in India (YYYY-MM-DD). */
export interface OrderBookFilters {
  client?: string;
  /** The clients found by name, mobile number or PAN's last 4 ("Find a client"). */
  q?: string;
  status?: OrderStatus;
  type?: OrderView['order_type'];
  from?: string;
  to?: string;
}

export interface OrderBookQuery extends OrderBookFilters {
  page?: number;
  size?: number;
}

export interface OrderBookRow extends OrderView {
  /** The client's user id: what the cancel call names, and the client filter's value. */
  user_id: string;
  client_name: string;
  /** 'XXXXXX0001': enough for the advisor to recognise the number, not to copy it. */
  client_mobile_masked: string;
  /** The status of the order's payment; null for orders paid by mandate or needing no payment. */
  payment_status: PaymentStatus | null;
}

export interface OrderBookPage {
  orders: OrderBookRow[];
  /** Matching orders, counted up to ten pages past this one: with total_exact false there are more than this. */
  total: number;
  total_exact: boolean;
  page: number;
  size: number;
}

/** '9000000001' -> 'XXXXXX0001' */
export function maskMobileLast4(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** Orders that still wait for their money: a cancelled (or paid) order is never sent a payment link. */
export const ORDERS_AWAITING_PAYMENT: readonly string[] = ['payment_pending', 'failed'];

/** Whether the book offers "Resend payment link" for this row (the backend decides again). */
export function canResendPayment(row: Pick<OrderBookRow, 'payment_id' | 'payment_status' | 'status'>): boolean {
  return (
    row.payment_id !== null &&
    row.payment_status !== null &&
    RESENDABLE_PAYMENTS.includes(row.payment_status) &&
    ORDERS_AWAITING_PAYMENT.includes(row.status)
  );
}
