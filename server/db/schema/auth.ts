// One-time passwords, their send log (rate limits), the demo SMS outbox and refresh-token families.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** 'token': a one-time login token for the mobile app's web views (verifybytoken), kept like an OTP; 'claim': a
 * code sent to a listing's registered number to confirm a claim of it; 'insurance': a client confirming an
 * advisor's health insurance cart (the challenge's name holds the cart id); 'checkout': an investor confirming
 * orders (only in the send log: the code itself is kept on the checkout). */
export type OtpPurpose = 'login' | 'signup' | 'token' | 'claim' | 'insurance' | 'kyc_consent' | 'checkout';
export type OtpRole = 'user' | 'expert';

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** The role asked for ('expert' from the advisor pages); null for a plain investor request. */
    role: text('role').$type<OtpRole>(),
    /** The name given at signup, kept until the OTP is verified and the user row is created. */
    name: text('name'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_mobile_idx').on(t.mobileNo, t.createdAt)],
);

/**
 * Every send attempt (also refused ones), counted per number and per client address for rate limits. The address
 * is kept only as a keyed hash (server/http/viewer.ts addressKey), never as the address itself.
 */
export const otpSendLog = pgTable(
  'otp_send_log',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    addressKey: text('address_key'),
    /** The account the code was for, where limits are also counted per account (checkout codes). */
    userId: uuid('user_id'),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_send_log_mobile_idx').on(t.mobileNo, t.createdAt),
    index('otp_send_log_address_idx').on(t.addressKey, t.createdAt),
    index('otp_send_log_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Messages the outbox SMS provider "sent": the demo has no gateway, so the text is kept here for the dev route
 * GET /node/dev/otp/{mobile}. Only written while SMS_PROVIDER=outbox, which production refuses by default.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobileNo, t.createdAt)],
);

/**
 * Refresh tokens are random, stored only as a hash, and rotated on every use. All tokens of one login share a
 * family: presenting a spent token again revokes the whole family (stolen-token detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Fixed when the family starts: a session ends after 30 days whatever happens. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
