// Checkouts, payments, mandates, cart links, order numbers and fixed deposits: the tables that move money
// (docs/CART.md). Orders themselves stay in portfolio.ts beside the folios they end in.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { actorKind, actorUserId, createdAt, id, paise, updatedAt } from './columns';
import { experts, users } from './users';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const expertRef = () => uuid('expert_id').references(() => experts.id, { onDelete: 'set null' });

/** 'cart_changed': the cart no longer held what the SMS named when the code came back, so the code confirms nothing. */
export type CheckoutStatus = 'otp_sent' | 'confirmed' | 'expired' | 'cancelled' | 'cart_changed';

/**
 * One confirmation of a collection (new-type carts) or a session (old-type cart): the OTP sent to the investor's
 * registered mobile, and once confirmed the orders it made. Confirming twice makes the orders once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    userId: userRef(),
    expertId: expertRef(),
    /** Exactly one of the two is set. */
    collectionId: uuid('collection_id'),
    sessionId: text('session_id'),
    paymentMode: text('payment_mode').$type<PaymentMode>(),
    mandateId: uuid('mandate_id'),
    status: text('status').$type<CheckoutStatus>().notNull().default('otp_sent'),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    /**
     * sha256 of the lines the SMS named, with their payment mode and mandate (utils/orders/checkoutDigest.ts);
     * confirming places the cart only while it still gives this digest. Null on checkouts started before it existed:
     * those are treated as changed, so the investor starts again.
     */
    linesDigest: text('lines_digest'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checkouts_user_idx').on(t.userId, t.createdAt)],
);

export type PaymentMode = 'upi_collect' | 'upi_qr' | 'netbanking' | 'mandate';
export type PaymentStatus = 'created' | 'pending' | 'success' | 'failed' | 'abandoned';

/** One payment for the purchase orders of one checkout (or one fixed deposit booking). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: userRef(),
    checkoutId: uuid('checkout_id'),
    fdBookingId: uuid('fd_booking_id'),
    mode: text('mode').$type<PaymentMode>().notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The provider's reference (sandbox: 'SBX…'); unique so one provider event maps to one payment. */
    providerRef: text('provider_ref').notNull().unique(),
    vpa: text('vpa'),
    bankCode: text('bank_code'),
    failureReason: text('failure_reason'),
    /** When a pending payment counts as abandoned if nobody answers (the collect request's or bank page's expiry). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_checkout_idx').on(t.checkoutId)],
);

export type MandateType = 'upi_autopay' | 'enach';
export type MandateStatus = 'pending' | 'registering' | 'active' | 'rejected' | 'cancelled' | 'expired';

/** Standing instructions that pay SIP instalments: UPI AutoPay (real-time) or eNACH (a few working days). */
export const mandates = pgTable(
  'mandates',
  {
    id: id(),
    userId: userRef(),
    mandateType: text('mandate_type').$type<MandateType>().notNull(),
    limitPaise: paise('limit_paise').notNull(),
    bankAccountId: uuid('bank_account_id'),
    vpa: text('vpa'),
    status: text('status').$type<MandateStatus>().notNull().default('pending'),
    providerRef: text('provider_ref').notNull().unique(),
    /** eNACH: when the sponsor bank is expected to have registered it. */
    registersAt: timestamp('registers_at', { withTimezone: true }),
    /** When the standing instruction ends (the investor chose it at registration); the desk warns 15 days before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mandates_user_idx').on(t.userId)],
);

/**
 * A cart an advisor sends to a client to confirm and pay: the token is stored hashed, works once, and expires.
 */
export const cartLinks = pgTable(
  'cart_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef(),
    expertId: expertRef(),
    collectionId: uuid('collection_id'),
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who sent the link: the advisor, or a manager acting for him. */
    sentBy: actorKind('sent_by'),
    sentByUserId: actorUserId('sent_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('cart_links_user_idx').on(t.userId)],
);

/** Per-day counters behind the exchange-style unique transaction number YYYYMMDD000001. */
export const orderSequences = pgTable('order_sequences', {
  day: date('day', { mode: 'string' }).primaryKey(),
  last: integer('last').notNull().default(0),
});

/** Fixed-deposit products offered through the FD provider's sandbox (clearly demo issuers). */
export const fdProducts = pgTable('fd_products', {
  id: text('id').primaryKey(),
  issuer: text('issuer').notNull(),
  name: text('name').notNull(),
  /** Credit rating and agency, e.g. 'AAA (CRISIL)'. */
  rating: text('rating'),
  minAmountPaise: paise('min_amount_paise').notNull(),
  maxAmountPaise: paise('max_amount_paise').notNull(),
  /** [{months, rate_bps, senior_rate_bps}] */
  rates: jsonb('rates').$type<{ months: number; rate_bps: number; senior_rate_bps: number }[]>().notNull(),
  /** cumulative, monthly, quarterly, half_yearly, yearly */
  payoutOptions: jsonb('payout_options').$type<string[]>().notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export type FdBookingStatus = 'created' | 'payment_pending' | 'booked' | 'failed' | 'cancelled';

export const fdBookings = pgTable(
  'fd_bookings',
  {
    id: id(),
    userId: userRef(),
    expertId: expertRef(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    rateBps: integer('rate_bps').notNull(),
    senior: text('senior').$type<'yes' | 'no'>().notNull().default('no'),
    payout: text('payout').notNull(),
    maturityPaise: paise('maturity_paise'),
    status: text('status').$type<FdBookingStatus>().notNull().default('created'),
    paymentId: uuid('payment_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fd_bookings_user_idx').on(t.userId),
    uniqueIndex('fd_bookings_cart_uq').on(t.cartId).where(sql`${t.cartId} is not null`),
  ],
);
