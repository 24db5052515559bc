// Portfolio statements shared by a one-time link (docs/PORTFOLIO.md "Statement"): the token is stored only as its
// SHA-256; the PDF itself is kept here (never on one backend's disk) from the moment it is shared until it is
// downloaded once or the link expires, then its bytes are cleared and the row stays as the record of who shared what.
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actorKind, actorUserId, createdAt, id } from './columns';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const statementLinks = pgTable(
  'statement_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Whose statement it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The period and financial year the statement covers (YYYY-MM-DD, 2025-26). */
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    fy: text('fy').notNull(),
    filename: text('filename').notNull(),
    /** Null once downloaded or expired. */
    pdf: bytea('pdf'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who asked for the link: the investor, the advisor, or a manager acting for him. */
    createdBy: actorKind('created_by').notNull(),
    createdByUserId: actorUserId('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_links_creator_idx').on(t.createdByUserId, t.createdAt),
    index('statement_links_user_idx').on(t.userId),
  ],
);
