// The advisor's order book in the database: only the advisor's own orders, and only of clients still mapped to
// them (the join on expert_clients), newest first. Conditions lead with expert_id and, when given, status, so
// that orders_expert_status_idx (expert, status, placed_at) or orders_expert_idx (expert, placed_at) serves
// both the filter and the order.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { expertClients, orders, payments, trackedEvents, users } from '../../../db/schema';
import type { Tx } from './orders.deps';
import type { OrderRow } from './orders.view';
import type { BookFilters } from './book.schemas';
import { searchFilter } from '../portfolio/listing.repo';

const DAY_MS = 86_400_000;
/** The start of a calendar day in India (UTC+05:30, no daylight saving). */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function bookWhere(expertId: string, f: BookFilters): SQL | undefined {
  return and(
    eq(orders.expertId, expertId),
    f.status ? eq(orders.status, f.status) : undefined,
    f.client ? eq(orders.userId, f.client) : undefined,
    // The same search as the client book's (name, mobile number or PAN's last 4).
    f.q ? sql`${orders.userId} in (select u.id from users u left join kyc_records k on k.user_id = u.id where ${searchFilter(f.q)})` : undefined,
    f.type ? eq(orders.orderType, f.type) : undefined,
    f.from ? gte(orders.placedAt, istDayStart(f.from)) : undefined,
    f.to ? lt(orders.placedAt, new Date(istDayStart(f.to).getTime() + DAY_MS)) : undefined,
  );
}

export interface BookRow {
  order: OrderRow;
  clientName: string | null;
  clientMobile: string;
  paymentStatus: (typeof payments.$inferSelect)['status'] | null;
}

const bookColumns = {
  order: orders,
  clientName: users.name,
  clientMobile: users.mobileNo,
  paymentStatus: payments.status,
};

/** Only orders of clients still mapped to the advisor. */
function withBookMapping<T extends PgSelect>(query: T) {
  return query.innerJoin(expertClients, and(eq(expertClients.expertId, orders.expertId), eq(expertClients.userId, orders.userId)));
}

/** The book's orders with the client's name and the payment's status beside them. */
function withBookJoins<T extends PgSelect>(query: T) {
  return withBookMapping(query)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.id, orders.paymentId));
}

const newestFirst = [desc(orders.placedAt), desc(orders.id)];

/**
 * Counting is bounded: a page says how many orders match up to ten pages past it ("200+" beyond that), so that
 * the first page of a 100,000-order book costs what it costs for a small one. Counting every row to print an
 * exact total was 25 times slower on such a book and tells the advisor nothing they page through.
 */
export const COUNT_PAGES_AHEAD = 10;

/** One page, and how many orders match up to `countCap` (a subquery of the same statement). */
export function bookPageQuery(tx: Tx, expertId: string, f: BookFilters, page: number, size: number, countCap: number) {
  const capped = cappedMatches(tx, expertId, f, countCap);
  const query = tx.select({ ...bookColumns, matched: sql<number>`(select count(*) from ${capped} as capped)`.mapWith(Number) }).from(orders).$dynamic();
  return withBookJoins(query)
    .where(bookWhere(expertId, f))
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
}

export async function readBookPage(tx: Tx, expertId: string, f: BookFilters, page: number, size: number) {
  const countCap = (page + COUNT_PAGES_AHEAD) * size + 1;
  const rows = await bookPageQuery(tx, expertId, f, page, size, countCap);
  // Past the last page no row carries the count: count on its own (rare: a stale link or a typed page number).
  const matched = rows[0]?.matched ?? (page > 1 ? await countBook(tx, expertId, f, countCap) : 0);
  return { rows: rows as BookRow[], total: Math.min(matched, countCap - 1), exact: matched < countCap };
}

/** The matching orders, at most `cap` of them: what the bounded count counts. */
function cappedMatches(tx: Tx, expertId: string, f: BookFilters, cap: number) {
  return withBookMapping(tx.select({ one: sql`1` }).from(orders).$dynamic()).where(bookWhere(expertId, f)).limit(cap);
}

/** How many orders the book shows for these filters, up to `cap` (the dashboard's tiles count as the book pages do). */
export async function countBook(tx: Tx, expertId: string, f: BookFilters, cap: number): Promise<number> {
  const capped = cappedMatches(tx, expertId, f, cap);
  const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped.as('capped'));
  return row.n;
}

export interface BookCursor {
  placedAt: Date;
  id: string;
}

/** The next `limit` orders after `cursor` in book order (keyset paging, so a long export never uses OFFSET). */
export async function readBookBatch(tx: Tx, expertId: string, f: BookFilters, cursor: BookCursor | null, limit: number): Promise<BookRow[]> {
  const after = cursor
    ? or(lt(orders.placedAt, cursor.placedAt), and(eq(orders.placedAt, cursor.placedAt), lt(orders.id, cursor.id)))
    : undefined;
  const rows = await withBookJoins(tx.select(bookColumns).from(orders).$dynamic())
    .where(and(bookWhere(expertId, f), after))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows as BookRow[];
}

/** Locks the order's row so that two resends of one order are counted one after the other. */
/** Locks the order's row until the transaction ends; answers its status as locked. */
export async function lockOrder(tx: Tx, orderId: string): Promise<string | undefined> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row?.status;
}

export const RESEND_EVENT = 'order_payment_link_resent';

/** When this order's payment link was sent again since `since`, oldest first (the limiter counts these). */
export async function resendTimes(tx: Tx, orderId: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: trackedEvents.createdAt })
    .from(trackedEvents)
    .where(and(eq(trackedEvents.eventType, RESEND_EVENT), gte(trackedEvents.createdAt, since), sql`${trackedEvents.properties}->>'order_id' = ${orderId}`))
    .orderBy(trackedEvents.createdAt);
  return rows.map((r) => r.at);
}

export async function recordResend(tx: Tx, e: { orderId: string; paymentId: string; expertUserId: string; at: Date }): Promise<void> {
  await tx.insert(trackedEvents).values({
    eventType: RESEND_EVENT,
    userId: e.expertUserId,
    properties: { order_id: e.orderId, payment_id: e.paymentId },
    createdAt: e.at,
  });
}

export async function mobileOf(tx: Tx, userId: string): Promise<{ mobileNo: string; name: string | null } | undefined> {
  const [row] = await tx.select({ mobileNo: users.mobileNo, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}
