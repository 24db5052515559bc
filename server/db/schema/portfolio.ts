// Orders, folios, holdings, transactions, SIPs and the commissions experts earn on them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { actorKind, actorUserId, createdAt, decimal4, id, paise, updatedAt } from './columns';
import { experts, users } from './users';

export type OrderType = 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp';
/**
 * An order's life (docs/CART.md "Order life cycle"): a purchase waits for its payment; a redemption, switch, STP or
 * SWP needs none and is placed straight away. 'completed' means units allotted (or paid out) at the NAV of nav_date.
 */
export type OrderStatus =
  'placed' | 'payment_pending' | 'paid' | 'sent_to_amc' | 'completed' | 'failed' | 'cancelled';
export type TransactionType =
  | 'purchase'
  | 'sip'
  | 'redemption'
  | 'switch_in'
  | 'switch_out'
  | 'stp_in'
  | 'stp_out'
  | 'swp'
  | 'dividend_reinvest'
  // The rest come only from imported statements (CAS): cash paid out, charges, a reversed purchase.
  | 'dividend_payout'
  | 'stamp_duty'
  | 'stt'
  | 'tds'
  | 'reversal';
export type SipStatus = 'pending' | 'active' | 'paused' | 'cancelled' | 'completed';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const expertRef = () => uuid('expert_id').references(() => experts.id, { onDelete: 'set null' });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: text('order_no').notNull().unique(),
    userId: userRef(),
    expertId: expertRef(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    schemeCode: integer('scheme_code').notNull(),
    targetSchemeCode: integer('target_scheme_code'),
    folioNo: text('folio_no'),
    orderType: text('order_type').$type<OrderType>().notNull(),
    amountPaise: paise('amount_paise'),
    units: decimal4('units'),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentMode: text('payment_mode'),
    paymentRef: text('payment_ref'),
    /** The payment that pays for this order (purchases); several orders of one checkout share one payment. */
    paymentId: uuid('payment_id'),
    checkoutId: uuid('checkout_id'),
    /** Redemption by units or all units: the amount is known only at allotment. */
    allUnits: boolean('all_units').notNull().default(false),
    /** fresh (first purchase in this scheme and folio) or additional. */
    purchaseKind: text('purchase_kind').$type<'fresh' | 'additional'>(),
    /** The NAV date expected when the order was placed (utils/orders/navDate.ts), and the NAV actually applied. */
    expectedNavDate: date('expected_nav_date', { mode: 'string' }),
    navDate: date('nav_date', { mode: 'string' }),
    nav: decimal4('nav'),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }),
    /** The exchange order fields: the distributor's ARN, the employee's EUIN, or the execution-only flag. */
    arn: text('arn'),
    euin: text('euin'),
    executionOnly: boolean('execution_only').notNull().default(false),
    subBrokerArn: text('sub_broker_arn'),
    sipId: uuid('sip_id'),
    mandateId: uuid('mandate_id'),
    bankAccountId: uuid('bank_account_id'),
    /** The switch/STP target's NAV date and NAV when they differ from the source leg's. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    /** Who prepared the order (put its line in the cart); the investor always confirms it with his OTP. */
    preparedBy: actorKind('prepared_by'),
    preparedByUserId: actorUserId('prepared_by_user_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_expert_idx').on(t.expertId, t.placedAt),
    // The advisor's order book filtered by status, newest first, over a book of 100,000 orders.
    index('orders_expert_status_idx').on(t.expertId, t.status, t.placedAt),
    // The fund-house step claims work by status; the partial index keeps that claim cheap as orders pile up.
    index('orders_open_status_idx')
      .on(t.status, t.expectedNavDate)
      .where(sql`${t.status} in ('paid', 'sent_to_amc', 'placed')`),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_payment_idx').on(t.paymentId),
    // A SIP's instalments (its detail page; the instalment step reads the first one's ARN and EUIN).
    index('orders_sip_idx').on(t.sipId),
  ],
);

/**
 * Every change of an order's status, with who made it (issue 31's money rule): the investor placing or cancelling, the
 * advisor or a manager for him, or the system (the payment gateway, the fund house, allotment). Written by
 * server/services/node/orders/orderEvents.repo.ts in the same transaction as the change itself.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    status: text('status').$type<OrderStatus>().notNull(),
    actedBy: actorKind('acted_by').notNull(),
    actedByUserId: actorUserId('acted_by_user_id'),
    /** Why, in words a person reads: a failure reason, "Cancelled by the investor", the payment reference. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const folios = pgTable(
  'folios',
  {
    id: id(),
    folioNo: text('folio_no').notNull(),
    userId: userRef(),
    expertId: expertRef(),
    /** Fund house (AMC); folio numbers are unique only within one AMC. */
    amc: text('amc').notNull(),
    /** internal: bought through this platform; external: imported from elsewhere (external portfolio). */
    source: text('source').$type<'internal' | 'external'>().notNull().default('internal'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('folios_amc_folio_user_uq').on(t.amc, t.folioNo, t.userId),
    index('folios_user_idx').on(t.userId),
    // The folio ZF opens for a first purchase at a fund house ('ZF' + 8 digits): one per investor and fund house, even
    // with two backend copies allotting at once (issue 31, item 12). Folios the investor already had there (seeded
    // from his history, or imported) may be several, as they are at the registrar.
    uniqueIndex('folios_one_opened_per_amc_uq')
      .on(t.userId, t.amc)
      .where(sql`${t.source} = 'internal' and ${t.folioNo} like 'ZF%'`),
  ],
);

export const holdings = pgTable(
  'holdings',
  {
    id: id(),
    folioId: uuid('folio_id')
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    userId: userRef(),
    schemeCode: integer('scheme_code').notNull(),
    units: decimal4('units').notNull().default('0'),
    /** Net cost of the units still held. */
    costPaise: paise('cost_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('holdings_folio_scheme_uq').on(t.folioId, t.schemeCode),
    index('holdings_user_idx').on(t.userId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: userRef(),
    expertId: expertRef(),
    folioId: uuid('folio_id')
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    schemeCode: integer('scheme_code').notNull(),
    txnType: text('txn_type').$type<TransactionType>().notNull(),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    nav: decimal4('nav').notNull(),
    units: decimal4('units').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    stampDutyPaise: paise('stamp_duty_paise').notNull().default(0),
    /**
     * On a sale (redemption, switch, STP or SWP out): what the fund house kept as exit load out of `amount_paise`, the
     * sale's value (utils/orders/exitLoad.ts). The investor received, or the switch moved, the difference.
     */
    exitLoadPaise: paise('exit_load_paise').notNull().default(0),
    /**
     * The sandbox fund house's stand-in (issue 31, item 13): when the market data has no NAV for txn_date (the demo's
     * data ends on its last import), it allots at the latest NAV before it, dated txn_date all the same, and keeps that
     * NAV's own date here, so every screen can say "carried forward: sandbox". Null for a NAV of the day itself.
     */
    navCarriedFrom: date('nav_carried_from', { mode: 'string' }),
    /**
     * An imported (CAS) row's fingerprint: scheme, date, type, amount, units and which repeat of those it is in
     * its statement. Unique per folio, so importing the same or an overlapping statement again adds nothing twice.
     */
    importKey: text('import_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_folio_import_key_uq')
      .on(t.folioId, t.importKey)
      .where(sql`${t.importKey} is not null`),
    index('transactions_user_date_idx').on(t.userId, t.txnDate),
    index('transactions_folio_idx').on(t.folioId),
    index('transactions_expert_date_idx').on(t.expertId, t.txnDate),
  ],
);

export const sips = pgTable(
  'sips',
  {
    id: id(),
    userId: userRef(),
    expertId: expertRef(),
    folioId: uuid('folio_id').references(() => folios.id, { onDelete: 'set null' }),
    schemeCode: integer('scheme_code').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    day: integer('day').notNull(),
    frequency: text('frequency').notNull().default('monthly'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    status: text('status').$type<SipStatus>().notNull().default('pending'),
    stepUpAmountPaise: paise('step_up_amount_paise'),
    stepUpPercent: numeric('step_up_percent', { precision: 5, scale: 2 }),
    stepUpFrequency: text('step_up_frequency'),
    mandateId: text('mandate_id'),
    /**
     * A paused SIP's first instalment after the pause (also its next_due_date): the instalment step makes it active
     * again on that day. Null when not paused.
     */
    pausedUntil: date('paused_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sips_user_idx').on(t.userId),
    index('sips_expert_idx').on(t.expertId, t.status),
    // The instalment step claims the active SIPs due by today, a batch at a time, over a book of many thousands.
    index('sips_due_idx').on(t.nextDueDate).where(sql`${t.status} = 'active'`),
  ],
);

export type SipEventAction = 'paused' | 'resumed' | 'cancelled' | 'pause_requested' | 'cancel_requested';

/**
 * Every pause, resume and cancellation of a SIP, and every advisor's request for one sent to the client to confirm:
 * who acted (the client confirming an advisor's request is the investor; `requested_by_expert_id` names the advisor
 * who asked), with what it did (`detail`: instalments skipped, the resume date, the day it ends).
 */
export const sipEvents = pgTable(
  'sip_events',
  {
    id: id(),
    sipId: uuid('sip_id')
      .notNull()
      .references(() => sips.id, { onDelete: 'cascade' }),
    action: text('action').$type<SipEventAction>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actedBy: actorKind('acted_by').notNull(),
    actedByUserId: actorUserId('acted_by_user_id'),
    requestedByExpertId: uuid('requested_by_expert_id'),
    createdAt: createdAt(),
  },
  (t) => [index('sip_events_sip_idx').on(t.sipId, t.createdAt)],
);

export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    schemeCode: integer('scheme_code'),
    amc: text('amc'),
    /** First day of the month the commission is for. */
    period: date('period', { mode: 'string' }).notNull(),
    commissionType: text('commission_type').$type<'trail' | 'upfront'>().notNull().default('trail'),
    aumPaise: paise('aum_paise').notNull().default(0),
    /** Yearly rate in basis points (1 bp = 0.01%). */
    rateBps: integer('rate_bps'),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'accrued' | 'paid'>().notNull().default('accrued'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('commissions_expert_period_idx').on(t.expertId, t.period)],
);

/**
 * How many times each investor's book (folios, holdings, transactions) has changed: triggers bump it in the writer's
 * own transaction (migration 0014), so a stored position knows whether it was computed from the current book.
 */
// No foreign key: the trigger also fires while a user's rows are being deleted with the user.
export const clientBooks = pgTable('client_books', {
  userId: uuid('user_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * Each investor's portfolio figures as of a day, a market-data version and a book version, so that an advisor's
 * listing of thousands of clients ranks and pages without valuing every holding on every request. A row is a cache:
 * it is stale when the day, the market data or the investor's book has moved on, and the listing recomputes stale
 * rows exactly (FIFO cost, NAV value, XIRR) before reading.
 */
export const clientPositions = pgTable(
  'client_positions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    investedPaise: paise('invested_paise').notNull(),
    currentValuePaise: paise('current_value_paise').notNull(),
    gainPaise: paise('gain_paise').notNull(),
    xirrPct: numeric('xirr_pct', { precision: 12, scale: 2 }),
    valuedOn: date('valued_on', { mode: 'string' }).notNull(),
    marketVersion: integer('market_version').notNull(),
    bookVersion: integer('book_version').notNull(),
    updatedAt: updatedAt(),
  },
  // The listing's value sorts walk these instead of sorting a 10,000-client book on every page.
  (t) => [
    index('client_positions_value_idx').on(t.currentValuePaise.desc(), t.userId),
    index('client_positions_invested_idx').on(t.investedPaise.desc(), t.userId),
    index('client_positions_gain_idx').on(t.gainPaise.desc(), t.userId),
  ],
);

/**
 * Whether an expert's stored positions may be trusted without checking each client: triggers count every change to
 * the books of the expert's clients and to the expert's client list (`changes`, bumped in the writer's transaction);
 * the listing remembers the count it last checked against (`checked_changes`, read before the check) with the day
 * and the market-data version. Equal counts, same day, same version: nothing to revalue.
 */
export const expertListingState = pgTable('expert_listing_state', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  checkedChanges: bigint('checked_changes', { mode: 'number' }).notNull().default(-1),
  checkedOn: date('checked_on', { mode: 'string' }),
  checkedMarketVersion: integer('checked_market_version'),
});

/**
 * An investor's whole portfolio summary as the summary call answers it, for a day, a market-data version and a book
 * version (client_books): a repeat call reads one row instead of valuing every transaction again.
 */
export const portfolioSummaries = pgTable('portfolio_summaries', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  valuedOn: date('valued_on', { mode: 'string' }).notNull(),
  marketVersion: integer('market_version').notNull(),
  bookVersion: integer('book_version').notNull(),
  updatedAt: updatedAt(),
});
