// The booking page's address: what the product page's calculator chose travels in the query, so a reload or a
// shared link shows the same review.
import { FD_PAYOUTS, type FdPayout } from '@/utils/fds/wire';

export const BOOKING_PATH = '/cart/fixed-deposit';

export interface BookingChoice {
  productId: string;
  amountRupees: number;
  months: number;
  payout: FdPayout;
}

export function bookingHref(choice: BookingChoice): string {
  const query = new URLSearchParams({
    product: choice.productId,
    amount: String(choice.amountRupees),
    tenure: String(choice.months),
    payout: choice.payout,
  });
  return `${BOOKING_PATH}?${query.toString()}`;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The choice in a query, or null when something is missing or malformed. */
export function readBookingChoice(query: Record<string, string | string[] | undefined>): BookingChoice | null {
  const productId = first(query.product);
  const amountRupees = Number(first(query.amount));
  const months = Number(first(query.tenure));
  const payout = first(query.payout) as FdPayout | undefined;
  if (!productId || !Number.isSafeInteger(amountRupees) || amountRupees <= 0) return null;
  if (!Number.isInteger(months) || months <= 0 || !payout || !FD_PAYOUTS.includes(payout)) return null;
  return { productId, amountRupees, months, payout };
}
