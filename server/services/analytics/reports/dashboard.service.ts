// The advisor dashboard's tiles (docs/ANALYTICS.md "Dashboard"). Each figure comes from the code behind the page its
// tile links to (the analytics views, the order book's and the SIP centre's counts, the Pro Zone's birthdays, today's
// follow-ups), asked
// the same question, so a tile and its page agree on the same day by construction; a test holds them to it.
import type { DashboardTiles } from '../../../../utils/analytics/wire';
import { BIRTHDAY_DAYS_DEFAULT } from '../../../../utils/prozone/birthdays';
import { addMonths } from '../../../../utils/analytics/months';
import type { AppConfig } from '../../../config';
import { countBook } from '../../node/orders/book.repo';
import { upcomingBirthdays } from '../../node/prozone/prozone.service';
import { todaysFollowUps } from '../desk/followUps.service';
import { sipCounts } from '../../node/orders/sipCentre.repo';
import type { Period, ReportsDeps } from './reports.period';
import { resolvePeriod } from './reports.period';
import { aumView, clientsView, sipsView, summaryView } from './reports.service';

/** The order counts stop here (the book's bounded count); no advisor's day comes near it. */
const ORDER_COUNT_CAP = 10_000;

export async function dashboardView(deps: ReportsDeps & { config: AppConfig }, expertId: string): Promise<DashboardTiles> {
  const now = deps.now();
  const month = resolvePeriod({}, now).current;
  const thisMonth: Period = resolvePeriod({ from: month, to: month }, now);
  const lastAndThis: Period = resolvePeriod({ from: addMonths(month, -1), to: month }, now);
  const today = thisMonth.today;
  // The views share the rollups (built once, under their lock), so these reads are a few dozen rows each.
  const summary = await summaryView(deps, expertId, thisMonth);
  const aum = await aumView(deps, expertId, lastAndThis);
  const sips = await sipsView(deps, expertId, thisMonth);
  const clients = await clientsView(deps, expertId, thisMonth);
  const [ordersToday, paymentsPending, sipCentre, birthdays, followUps] = await Promise.all([
    countBook(deps.db, expertId, { from: today, to: today }, ORDER_COUNT_CAP),
    countBook(deps.db, expertId, { status: 'payment_pending' }, ORDER_COUNT_CAP),
    sipCounts(deps.db, { expertId, today, monthStart: `${month}-01`, now }),
    upcomingBirthdays(deps, expertId, BIRTHDAY_DAYS_DEFAULT),
    todaysFollowUps(deps, expertId),
  ]);
  const [endOfLastMonth, todays] = aum.series;
  return {
    aum_paise: summary.aum_paise,
    aum_change_paise: (todays?.aum_paise ?? 0) - (endOfLastMonth?.aum_paise ?? 0),
    sip_book_paise: sips.book_paise,
    active_sips: sips.active,
    sip_bounces_this_month: sips.bounced,
    kyc_pending: clients.by_kyc_status.filter((k) => k.status !== 'verified').reduce((n, k) => n + k.clients, 0),
    orders_today: ordersToday,
    payments_pending: paymentsPending,
    sips_mandate_ending_30d: sipCentre.mandate_expiring,
    birthdays_7d: birthdays.length,
    follow_ups_today: followUps.filter((f) => !f.done_at).length,
    as_of: today,
    month,
  };
}
