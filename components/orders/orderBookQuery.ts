// The order book's filters live in the URL (a filtered view can be bookmarked, shared and reloaded): read them from
// the router's query, keeping only values the backend accepts, and write them back without the empty ones.
import { ORDER_STATUSES, ORDER_TYPES, type OrderBookQuery } from '@/utils/orders/book';

export const BOOK_PAGE_SIZE = 20;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A user id's characters (the backend checks it is a UUID of the advisor's client). */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

type RouterQuery = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function bookQueryFromUrl(query: RouterQuery): OrderBookQuery {
  const page = Number(one(query.page));
  const from = one(query.from);
  const to = one(query.to);
  const client = one(query.client);
  const q = one(query.q).trim().slice(0, 60);
  return {
    client: USER_ID.test(client) ? client : undefined,
    q: q || undefined,
    status: oneOf(ORDER_STATUSES, one(query.status)),
    type: oneOf(ORDER_TYPES, one(query.type)),
    from: ISO_DATE.test(from) ? from : undefined,
    to: ISO_DATE.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    size: BOOK_PAGE_SIZE,
  };
}

/** The URL's query for these filters: empty ones and page 1 left out, so the plain book has a plain address. */
export function bookQueryToUrl(q: OrderBookQuery): Record<string, string> {
  const entries = Object.entries({ ...q, size: undefined, page: q.page && q.page > 1 ? q.page : undefined });
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}
