// Market data: every AMFI scheme with its latest NAV, and the NAV history behind charts and returns.
// NAVs are `numeric` without a fixed scale: AMFI publishes from 0 to 8 decimals and 7 integer digits, and an
// unconstrained numeric keeps each value exactly as published ('103.2500' stays '103.2500').
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const funds = pgTable(
  'funds',
  {
    schemeCode: integer('scheme_code').primaryKey(),
    isinGrowth: text('isin_growth'),
    isinReinvestment: text('isin_reinvestment'),
    name: text('name').notNull(),
    /** 'Direct' | 'Regular', null when AMFI does not say */
    plan: text('plan'),
    /** 'Growth' | 'IDCW' | 'Bonus', null when AMFI does not say */
    option: text('option'),
    /** the option as AMFI wrote it, e.g. 'Monthly IDCW Payout' */
    optionLabel: text('option_label'),
    fundHouse: text('fund_house'),
    schemeType: text('scheme_type'),
    category: text('category'),
    subCategory: text('sub_category'),
    nav: numeric('nav'),
    navDate: date('nav_date', { mode: 'string' }),
    /** URL name, fixed at first import so that links keep working when AMFI renames a scheme */
    slug: text('slug').notNull(),
    // Cached trailing returns (fractions, 6 decimals) so that the fund list can sort by them; refreshed by
    // every import from the NAV history, with the same maths as GET /funds/{code}/returns.
    return1y: numeric('return_1y'),
    return3y: numeric('return_3y'),
    return5y: numeric('return_5y'),
    returnsAsOf: date('returns_as_of', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funds_slug_key').on(t.slug),
    index('funds_category_idx').on(t.category, t.subCategory),
    index('funds_plan_option_idx').on(t.plan, t.option),
    // The fund list's orders (ties by name then code), whole, within a category and within a fund house: a page
    // is then read straight off an index instead of sorting every match. Ascending orders keep funds without a
    // figure last, which no backward walk of a descending index gives: they have indexes of their own.
    index('funds_return_1y_idx').on(t.return1y.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_return_1y_asc_idx').on(t.return1y.asc().nullsLast(), t.name, t.schemeCode),
    index('funds_return_3y_idx').on(t.return3y.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_return_3y_asc_idx').on(t.return3y.asc().nullsLast(), t.name, t.schemeCode),
    index('funds_return_5y_idx').on(t.return5y.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_return_5y_asc_idx').on(t.return5y.asc().nullsLast(), t.name, t.schemeCode),
    index('funds_category_return_1y_idx').on(t.category, t.return1y.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_fund_house_return_1y_idx').on(t.fundHouse, t.return1y.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_nav_idx').on(t.nav.desc().nullsLast(), t.name, t.schemeCode),
    index('funds_nav_asc_idx').on(t.nav.asc().nullsLast(), t.name, t.schemeCode),
    index('funds_name_idx').on(t.name, t.schemeCode),
    index('funds_name_desc_idx').on(t.name.desc().nullsLast(), t.schemeCode),
    // pg_trgm: fuzzy and substring search on names for `q` (the extension is created by the migrations).
    index('funds_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('funds_nav_not_negative', sql`${t.nav} >= 0`),
  ],
);

export const navHistory = pgTable(
  'nav_history',
  {
    schemeCode: integer('scheme_code')
      .notNull()
      .references(() => funds.schemeCode, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    nav: numeric('nav').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeCode, t.date] }), check('nav_history_nav_not_negative', sql`${t.nav} >= 0`)],
);

/**
 * One row, bumped by every import that changes funds or NAVs. The market service keys its response cache on it,
 * so that a daily import made by another process (the CLI) is seen at once.
 */
export const marketDataVersion = pgTable(
  'market_data_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('market_data_version_single_row', sql`${t.id} = 1`)],
);

export type FundRow = typeof funds.$inferSelect;
export type NewFundRow = typeof funds.$inferInsert;
export type NavHistoryRow = typeof navHistory.$inferSelect;
