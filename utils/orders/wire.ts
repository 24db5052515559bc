/**
 * The shapes of the cart and order calls on the wire (docs/CART.md), shared by the backend and the web app.
 * Money is integer paise (`*_paise`; the cart state's spec names `amount` and `total_amount` hold paise too), units
 * and NAVs decimal strings with 4 places, dates YYYY-MM-DD, instants ISO 8601.
 */
import type { ActorView } from '../session/actors';
import type { CartType } from '../cart';
import type { LumpsumPaymentMode, MandateKind } from './paymentLimits';

export type OrderStatus = 'placed' | 'payment_pending' | 'paid' | 'sent_to_amc' | 'completed' | 'failed' | 'cancelled';
export type CartStatus = 'created' | 'link_sent' | 'checked_out' | 'completed' | 'cancelled';

/** One line of a cart as GET get_all_carts and the node cart calls return it. */
export interface CartItemView {
  id: string;
  cart_id: string;
  cart_type: CartType;
  /** ISO instant; the active cart is the one holding the newest item. */
  createdAt: string;
  collection_id: string | null;
  session_id: string | null;
  scheme_code: number;
  scheme_name: string;
  fund_house: string | null;
  plan: string | null;
  target_scheme_code: number | null;
  target_scheme_name: string | null;
  folio_no: string | null;
  /** Paise; 0 for a redemption by units or all units and for a switch of all units. */
  amount: number;
  units: string | null;
  redeem_by: 'amount' | 'units' | 'all' | null;
  sip_day: number | null;
  sip_frequency: string | null;
  sip_start_date: string | null;
  sip_end_date: string | null;
  sip_installments: number | null;
  step_up_amount_paise: number | null;
  step_up_percent: number | null;
  step_up_frequency: string | null;
  sip_id: string | null;
  /** What the order would get if confirmed now (utils/orders/navDate.ts), for the cart screens. */
  expected_nav_date: string | null;
  /** Yearly trail commission ZF earns on this regular plan, in basis points (0 on a direct plan). */
  trail_bps: number;
  /** Problems that stop checkout (a minimum no longer met, KYC on hold); empty when the item can go. */
  issues: string[];
}

export interface CartGroupView {
  id: string;
  cart_type: CartType;
  collection_id: string | null;
  session_id: string | null;
  status: CartStatus;
  items: CartItemView[];
  count: number;
  /** Paise. */
  total_amount: number;
}

/** data.data of GET /py/cart/v1/cashier/get_all_carts/{user}/{expert}: the open carts keyed by cart type. */
export type AllCartsData = Partial<Record<CartType, CartGroupView>>;

/** Fields of one item to add (POST /py/cart/v1/cashier and POST /node/cart/add/cartdetails). */
export interface CartItemInput {
  scheme_code: number;
  /** Paise. Purchases, SIPs, STP/SWP instalments, redemption by amount. */
  amount_paise?: number;
  units?: string;
  redeem_by?: 'amount' | 'units' | 'all';
  folio_no?: string;
  target_scheme_code?: number;
  sip_day?: number;
  sip_frequency?: 'monthly';
  sip_start_date?: string;
  sip_installments?: number;
  step_up_amount_paise?: number;
  step_up_percent?: number;
  step_up_frequency?: 'yearly';
  sip_id?: string;
  /** Idempotency key: the same key twice adds one item. */
  client_ref?: string;
}

export interface AddToCartBody {
  user_id: string;
  cart_type: CartType;
  items: CartItemInput[];
}

export interface AddToCartResult {
  cart: CartGroupView;
  /** The ids of the items this call added (or found already added under the same client_ref). */
  item_ids: string[];
}

export interface OrderView {
  id: string;
  /** The exchange-style unique transaction number: YYYYMMDD followed by 6 digits. */
  order_no: string;
  order_type: 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp';
  status: OrderStatus;
  scheme_code: number;
  scheme_name: string;
  target_scheme_code: number | null;
  target_scheme_name: string | null;
  folio_no: string | null;
  amount_paise: number | null;
  units: string | null;
  all_units: boolean;
  expected_nav_date: string | null;
  nav_date: string | null;
  nav: string | null;
  /** Sandbox only: the market data had no NAV for nav_date, so the NAV of this earlier day was carried forward. */
  nav_carried_from: string | null;
  /** A completed sale within the scheme's exit-load period: what the fund house kept of its value (0 otherwise). */
  exit_load_paise: number;
  cancellable_until: string | null;
  /** True while the investor may still cancel it. */
  cancellable: boolean;
  payment_mode: string | null;
  payment_id: string | null;
  /** The checkout that placed it: the orders confirmed together (a payment's lumpsums and their SIPs). */
  checkout_id: string | null;
  arn: string | null;
  euin: string | null;
  execution_only: boolean;
  failure_reason: string | null;
  placed_at: string;
  /** Who prepared it (put its line in the cart); the investor confirmed it. Null on orders from before this was kept. */
  prepared_by: ActorView | null;
}

/** One change of an order's status and who made it. */
export interface OrderEventView {
  from_status: OrderStatus | null;
  status: OrderStatus;
  at: string;
  by: ActorView;
  note: string | null;
}

/** GET /node/orders/order/{id}: the order with every change of its status, oldest first. */
export interface OrderDetailView extends OrderView {
  history: OrderEventView[];
}

export interface CheckoutStart {
  /** A collection (new-type carts) or a session (an old-type cart). */
  collection_id?: string;
  session_id?: string;
  user_id: string;
  /** Lumpsum purchases only; omitted when the checkout has no lumpsum. */
  payment_mode?: LumpsumPaymentMode;
  /** SIPs and step-ups: an active or new mandate. */
  mandate_id?: string;
  mandate_type?: MandateKind;
  vpa?: string;
}

export interface CheckoutStarted {
  checkout_id: string;
  /** '98XXXXXX01': where the OTP went. */
  otp_sent_to: string;
  orders_preview: Pick<OrderView, 'order_type' | 'scheme_name' | 'amount_paise' | 'units' | 'expected_nav_date' | 'cancellable_until'>[];
  total_payable_paise: number;
}

export interface PaymentView {
  id: string;
  mode: LumpsumPaymentMode | 'mandate';
  status: 'created' | 'pending' | 'success' | 'failed' | 'abandoned';
  amount_paise: number;
  /** Net banking: the sandbox bank's page to open. */
  redirect_url: string | null;
  /** UPI QR: the upi:// intent the QR encodes. */
  upi_uri: string | null;
  vpa: string | null;
  expires_at: string;
  failure_reason: string | null;
  /** The sandbox's own page where a tester approves, declines or abandons this payment. */
  sandbox_url: string | null;
  /** A failed or abandoned payment that a new one may replace: some of its orders still wait (none were all cancelled). */
  can_retry: boolean;
}

export interface CheckoutConfirmed {
  checkout_id: string;
  orders: OrderView[];
  /** Null when nothing is to be paid now (redemptions, switches, STP, SWP; SIPs on an active mandate). */
  payment: PaymentView | null;
}

/** A step-up a checkout applied to one of the investor's SIPs (it makes no order of its own). */
export interface StepUpApplied {
  sip_id: string;
  scheme_code: number;
  scheme_name: string;
  cart_type: 'new_stepup' | 'modify_stepup';
  step_up_amount_paise: number | null;
  step_up_percent: number | null;
}

/**
 * GET /node/orders/checkout/{id}: everything a confirmed checkout did, for its receipt at a stable address
 * (`/cart/summary?checkout={id}`), read by the investor or his advisor: its orders, the latest payment of its
 * lumpsums (a retry's, once retried), the mandate its SIPs use and the step-ups it applied.
 */
export interface CheckoutReceipt {
  checkout_id: string;
  user_id: string;
  confirmed_at: string;
  orders: OrderView[];
  payment: PaymentView | null;
  mandate: MandateView | null;
  step_ups: StepUpApplied[];
}

export interface MandateView {
  id: string;
  mandate_type: MandateKind;
  /** expired: a UPI AutoPay mandate not approved within a day (issue 31, item 4). */
  status: 'pending' | 'registering' | 'active' | 'rejected' | 'cancelled' | 'expired';
  limit_paise: number;
  registers_at: string | null;
  sandbox_url: string | null;
}
