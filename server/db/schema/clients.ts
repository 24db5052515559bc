// The advisor's client book beyond the plain mapping (expert_clients): requests to add a client, which need the
// investor's consent, and the advisor's employees (EUINs) for the orders they advise.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { leads } from './rm';
import { experts, users } from './users';

/**
 * link: an existing investor with no advisor confirms with an OTP sent to their own mobile.
 * transfer: an investor who already has an advisor approves a change of distributor on their own dashboard.
 * invite: a number nobody uses; the investor is created and invited by SMS.
 */
export type ClientRequestKind = 'link' | 'transfer' | 'invite';
export type ClientRequestStatus = 'otp_sent' | 'pending' | 'linked' | 'approved' | 'rejected' | 'expired' | 'invited';

export const clientRequests = pgTable(
  'client_requests',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The advisor the investor had when a transfer was asked (null for link and invite). */
    fromExpertId: uuid('from_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    mobileNo: text('mobile_no').notNull(),
    /** The name the advisor typed; the investor's own name is never overwritten by it. */
    name: text('name').notNull(),
    kind: text('kind').$type<ClientRequestKind>().notNull(),
    status: text('status').$type<ClientRequestStatus>().notNull(),
    /** The OTP of a link request: hashed, never stored plain. */
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    /** The advisor's lead this request converts ("Convert to client"): marked converted when the client is linked. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_requests_user_idx').on(t.userId, t.status),
    index('client_requests_expert_idx').on(t.expertId, t.createdAt),
    // At most one open request per advisor and investor: a double click or a second tab meets the first.
    uniqueIndex('client_requests_open_uq')
      .on(t.expertId, t.userId)
      .where(sql`status in ('otp_sent', 'pending')`),
  ],
);

/** The advisor's employees who advise clients: each order they advise carries their EUIN. */
export const expertEmployees = pgTable(
  'expert_employees',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    euin: text('euin').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('expert_employees_expert_euin_uq').on(t.expertId, t.euin)],
);
