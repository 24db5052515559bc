// Rows as the FD calls answer them (utils/fds/wire.ts).
import type { FdBookingView, FdPayout, FdPrematureTerms, FdProductView } from '../../../../utils/fds/wire';
import { fdFigures } from '../../../../utils/fds/figures';
import { istParts } from '../../../../utils/orders/navDate';
import { isLive } from './fds.payment';
import type { FdBookingRow, FdProductRow, PaymentRow } from './fds.repo';

const NO_TERMS: FdPrematureTerms = { lock_in_months: 0, penalty_bps: 0, text: '' };

export function productView(row: FdProductRow): FdProductView {
  const details = row.details as { multiple_paise?: number; premature?: FdPrematureTerms; sandbox?: boolean };
  return {
    id: row.id,
    issuer: row.issuer,
    name: row.name,
    rating: row.rating,
    min_amount_paise: row.minAmountPaise,
    max_amount_paise: row.maxAmountPaise,
    multiple_paise: details.multiple_paise ?? 100,
    rates: [...row.rates].sort((a, b) => a.months - b.months),
    payout_options: row.payoutOptions as FdPayout[],
    premature: details.premature ?? NO_TERMS,
    sandbox: details.sandbox !== false,
  };
}

/** Deposits start on the day in India the money came in. */
const isoDay = (at: Date) => istParts(at).date;

export function bookingView(
  row: FdBookingRow,
  product: Pick<FdProductRow, 'issuer' | 'name'> | undefined,
  payment: PaymentRow | undefined,
  now: Date,
): FdBookingView {
  // The figures follow from what the booking stored (its rate included), so a later rate change cannot alter them.
  const figures = fdFigures({
    amountPaise: row.amountPaise,
    rateBps: row.rateBps,
    months: row.tenureMonths,
    payout: row.payout as FdPayout,
    senior: row.senior === 'yes',
    startDay: isoDay(row.bookedAt ?? row.createdAt),
  });
  return {
    id: row.id,
    user_id: row.userId,
    product_id: row.productId,
    issuer: product?.issuer ?? '',
    product_name: product?.name ?? row.productId,
    amount_paise: row.amountPaise,
    tenure_months: row.tenureMonths,
    payout: row.payout as FdPayout,
    ...figures,
    status: row.status,
    payment_id: row.paymentId,
    payment_status: payment?.status ?? null,
    payment_failure_reason: payment?.status === 'failed' ? payment.failureReason : null,
    // A payment that expired or was abandoned leaves the booking pending until it is paid for again.
    can_pay: row.status === 'created' || row.status === 'failed' || (row.status === 'payment_pending' && !isLive(payment, now)),
    booked_at: row.bookedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
