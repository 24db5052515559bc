// The advisor dashboard's tiles on the wire (GET /analytics/reports/dashboard, docs/ANALYTICS.md "Dashboard"): each
// figure is read by the same code as the page its tile links to, so the two cannot disagree on the same day.

export interface DashboardTiles {
  /** Today's AUM, as the AUM and summary views give it. */
  aum_paise: number;
  /** Today's AUM less the AUM at the end of last month (the AUM view's two last points). */
  aum_change_paise: number;
  /** The monthly SIP book: what the active SIPs collect in a month (the SIPs view). */
  sip_book_paise: number;
  active_sips: number;
  /** SIP instalments that bounced this month (the SIPs view for this month). */
  sip_bounces_this_month: number;
  /** Clients whose KYC is not validated (the clients view's KYC statuses other than validated). */
  kyc_pending: number;
  /** Orders placed today (the order book from today to today). */
  orders_today: number;
  /** Orders waiting for the client's payment (the order book's "Payment pending"). */
  payments_pending: number;
  /** Running SIPs whose mandate ends within 30 days (the SIP centre's "Mandate ending in 30 days" tab). */
  sips_mandate_ending_30d: number;
  /** Clients whose birthday falls in the next seven days, today included (the Pro Zone's list). */
  birthdays_7d: number;
  /** Today's follow-ups not yet done. */
  follow_ups_today: number;
  /** India's date the figures are for, and its month (YYYY-MM). */
  as_of: string;
  month: string;
}
