// The advisor's analytics rollups (docs/ANALYTICS.md): each view reads a few dozen rows per advisor instead of
// aggregating a book of a million transactions on every request.
import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paise } from './columns';
import { experts } from './users';

/**
 * Whether an advisor's rollups still describe their book. Rebuilt when the client books or client list changed
 * (expert_listing_state.changes, counted by migration 0015's triggers), when SIPs, orders, commissions or a
 * client's KYC changed (`changes`, counted by migration 0019's triggers), on a new day, or on new market data.
 */
export const analyticsState = pgTable('analytics_state', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  /** The key the rollups were built for: `changes:listingChanges:day:marketVersion`; null before the first build. */
  builtFor: text('built_for'),
  builtAt: timestamp('built_at', { withTimezone: true }),
});

/**
 * One figure of an advisor's book: a metric (aum, txn, sip_started, commission_amc, ...) for a month (the first
 * day; the current month for snapshot metrics) and a key within it (a transaction type, a fund house, a client).
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    key: text('key').notNull().default(''),
    label: text('label'),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    amountPaise: paise('amount_paise').notNull().default(0),
    aumPaise: paise('aum_paise').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.metric, t.month, t.key] })],
);
