// The advisor's client book, one row per mapped client (expert_clients) holding what the book shows and sorts by.
// Triggers of migration 0021 keep every row equal to the view client_book_source (the live tables), so a book of
// 10,000 clients is ranked and paged on one narrow table through its per-advisor indexes instead of joining users,
// KYC, positions and SIPs for every client on every call (bench/clients.ts).
import { type ExtraConfigColumn, bigint, index, integer, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paise } from './columns';
import { experts, users } from './users';

export const clientBookKeys = pgTable(
  'client_book_keys',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** lower(name): the name sort's key and what the name search matches (ILIKE lowercases both sides the same way). */
    nameKey: text('name_key'),
    mobileNo: text('mobile_no').notNull(),
    panLast4: text('pan_last4'),
    kycStatus: text('kyc_status').notNull(),
    /** How far the client is from investing: verified 1 … not started 7 (client_book_kyc_rank). */
    kycRank: smallint('kyc_rank').notNull(),
    /** client_positions.current_value_paise, 0 without a position. */
    aumPaise: paise('aum_paise').notNull(),
    /** Active SIPs. */
    sipCount: integer('sip_count').notNull(),
    /** expert_clients.created_at. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expertId, t.userId] }),
    index('client_book_keys_user_idx').on(t.userId),
    // Each sort in each direction in the book's own order (key, nulls last, then user id ascending), so that a page
    // is a walk along one index.
    ...sortIndexes(t, 'name', t.nameKey),
    ...sortIndexes(t, 'aum', t.aumPaise),
    ...sortIndexes(t, 'sips', t.sipCount),
    ...sortIndexes(t, 'kyc', t.kycRank),
    ...sortIndexes(t, 'added', t.addedAt),
    // The search (migration 0022): a term of 3 characters or more finds its names and mobiles through their
    // trigrams (pg_trgm answers LIKE '%term%' from them), and a PAN's last 4 through this advisor's PANs, so a
    // search reads the matching rows only. Shorter terms have no trigram: see book.repo.ts.
    index('client_book_keys_name_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    index('client_book_keys_mobile_trgm_idx').using('gin', t.mobileNo.op('gin_trgm_ops')),
    index('client_book_keys_pan_idx').on(t.expertId, t.panLast4),
  ],
);

function sortIndexes(t: { expertId: ExtraConfigColumn; userId: ExtraConfigColumn }, name: string, key: ExtraConfigColumn) {
  return [
    index(`client_book_keys_${name}_asc_idx`).on(t.expertId, key.asc().nullsLast(), t.userId),
    index(`client_book_keys_${name}_desc_idx`).on(t.expertId, key.desc().nullsLast(), t.userId),
  ];
}

/** The advisor's number of mapped clients (rows of client_book_keys), kept by a trigger: the book's total without a search. */
export const clientBookSizes = pgTable('client_book_sizes', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  clients: integer('clients').notNull().default(0),
  /**
   * A new number from client_book_search_versions each time a row of this advisor's book is added or removed or its
   * name, mobile or PAN last 4 changes (triggers of migration 0022): a search's total counted at one version is the
   * total for as long as the version stays (book.repo.ts keeps such totals).
   */
  searchVersion: bigint('search_version', { mode: 'number' }).notNull().default(0),
});

/** Never repeats, so a version seen once is never seen again for other rows (even after an advisor is re-created). */
export const clientBookSearchVersions = pgSequence('client_book_search_versions');
