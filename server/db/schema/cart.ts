// Carts of every cart type (purchase variants, redemption, switch, stp, swp, step-up) and health-insurance carts.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorKind, actorUserId, createdAt, decimal4, id, paise, updatedAt } from './columns';
import { experts, users } from './users';

export type CartType =
  | 'purchase'
  | 'purchase_sip'
  | 'purchase_lumpsum'
  | 'redemption'
  | 'switch'
  | 'stp'
  | 'swp'
  | 'new_stepup'
  | 'modify_stepup';

export type CartStatus = 'created' | 'link_sent' | 'checked_out' | 'completed' | 'cancelled';

export const carts = pgTable(
  'carts',
  {
    id: id(),
    /** New-type carts are addressed by collection id (cart summary ?cid=). */
    collectionId: uuid('collection_id').notNull().defaultRandom(),
    /** Old-type carts (redemption, switch, stp, swp) carry a session id. */
    sessionId: text('session_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    cartType: text('cart_type').$type<CartType>().notNull(),
    status: text('status').$type<CartStatus>().notNull().default('created'),
    createdBy: text('created_by'),
    /** The fixed-deposit cart's product and its booking details (cart_type purchase, product fd); null for funds. */
    productType: text('product_type').notNull().default('mutual_fund'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_user_expert_idx').on(t.userId, t.expertId),
    index('carts_collection_idx').on(t.collectionId),
    index('carts_session_idx').on(t.sessionId),
    // At most one open cart of each type for an investor and the advisor acting (or not) for them: two tabs adding
    // at once meet on this index instead of making two carts.
    uniqueIndex('carts_one_open_per_type_uq')
      .on(t.userId, sql`coalesce(${t.expertId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.cartType, t.productType)
      .where(sql`${t.status} = 'created'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** AMFI scheme code of the fund (see the funds table); the target of a switch or STP below. */
    schemeCode: integer('scheme_code').notNull(),
    targetSchemeCode: integer('target_scheme_code'),
    folioNo: text('folio_no'),
    amountPaise: paise('amount_paise'),
    units: decimal4('units'),
    sipDay: integer('sip_day'),
    sipFrequency: text('sip_frequency'),
    sipStartDate: date('sip_start_date', { mode: 'string' }),
    sipEndDate: date('sip_end_date', { mode: 'string' }),
    sipInstallments: integer('sip_installments'),
    stepUpAmountPaise: paise('step_up_amount_paise'),
    stepUpPercent: numeric('step_up_percent', { precision: 5, scale: 2 }),
    stepUpFrequency: text('step_up_frequency'),
    /** The SIP a modify_stepup item changes. */
    sipId: uuid('sip_id'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** redemption: amount, units or all (docs/CART.md). */
    redeemBy: text('redeem_by').$type<'amount' | 'units' | 'all'>(),
    /**
     * The caller's idempotency key for this add (a UUID the browser makes per click): the same key twice in one
     * cart adds one item, so a double click or a retried request never doubles an order.
     */
    clientRef: text('client_ref'),
    /** Who put the line in the cart: the investor, his advisor, a manager for the advisor, a sub-agent. */
    addedBy: actorKind('added_by'),
    addedByUserId: actorUserId('added_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    uniqueIndex('cart_items_client_ref_uq').on(t.cartId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);

export interface InsuredMember {
  name: string;
  dob: string;
  gender?: string;
  relation?: string;
}

/** The spec's health-insurance cart payload, column for column; amounts are paise. */
export const healthInsuranceCarts = pgTable(
  'health_insurance_carts',
  {
    id: id(),
    userName: text('user_name'),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertUuid: uuid('expert_uuid').references(() => experts.id, { onDelete: 'set null' }),
    cartType: text('cart_type').notNull().default('purchase'),
    productType: text('product_type').notNull().default('health_insurance'),
    cartStatus: text('cart_status').notNull().default('created'),
    createdBy: text('created_by').notNull().default('user'),
    updatedBy: text('updated_by').notNull().default('user'),
    products: jsonb('products').$type<Record<string, unknown>>(),
    insuranceCoverAmountPaise: paise('insurance_cover_amount_paise'),
    insuranceHolderDetails: jsonb('insurance_holder_details').$type<InsuredMember[]>().notNull().default([]),
    /** Sum-insured key with the count of adults (A) and children (C), e.g. {sum_insured: '5L', A: 2, C: 1}. */
    insuranceSkew: jsonb('insurance_skew').$type<Record<string, unknown>>(),
    premiums: jsonb('premiums').$type<Record<string, unknown>>(),
    noOfChildren: text('no_of_children'),
    noOfAdults: text('no_of_adults'),
    companyInfo: jsonb('company_info').$type<{ logo?: string; display_name?: string; insurance_provider?: string }>(),
    nomineeDetails: jsonb('nominee_details').$type<Record<string, unknown>>(),
    paymentOption: text('payment_option').notNull().default('yearly'),
    appName: text('app_name'),
    appVersion: text('app_version'),
    eventType: text('event_type'),
    cartLink: text('cart_link'),
    /** The plan id of the insurer provider; the server prices from it, never from the browser's premium. */
    planId: text('plan_id'),
    /** 'individual' or 'floater'. */
    coverType: text('cover_type'),
    /** What the chosen payment option charges now (the first instalment, or the whole term), priced by the server. */
    premiumPaise: paise('premium_paise'),
    /** An advisor's cart: sha256 of the client's confirmation token, and when it stops working. */
    linkTokenHash: text('link_token_hash').unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** When the client confirmed an advisor's cart with the OTP sent to their own mobile. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The insurer's payment reference (its sandbox page echoes it in the signed callback). */
    paymentRef: text('payment_ref').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    policyNumber: text('policy_number').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('health_insurance_carts_user_idx').on(t.userUuid), index('health_insurance_carts_expert_idx').on(t.expertUuid)],
);

/**
 * The funnel as a person fills it, kept so that they can leave and return: one per person filling it (the
 * investor, or an advisor) and person covered (the investor, or the advisor's client).
 */
export const healthInsuranceDrafts = pgTable(
  'health_insurance_drafts',
  {
    id: id(),
    /** Who is filling the funnel (an investor, or an advisor's user id). */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whose cover it is: the owner, or the advisor's selected client. */
    forUserId: uuid('for_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'cascade' }),
    /** The spec's draft fields (clientName, clientDob, …), validated on write. */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('health_insurance_drafts_owner_for_uq').on(t.ownerUserId, t.forUserId)],
);
