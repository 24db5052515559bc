// The advisor's SIP and mandate centre: a page of their clients' SIPs with counts per tab. Only an advisor asks
// (403 for any other session); a named client must be mapped to them (404 otherwise).
import { type Identity, assertExpertMapped } from '../../../auth';
import { maskMobileLast4 } from '../../../../utils/orders/book';
import type { SipCentrePage, SipCentreRow, SipCentreStatus, SipMandate, SipPendingRequest } from '../../../../utils/orders/sipCentre';
import { todayIn } from '../portfolio/portfolio.deps';
import { advisorOf } from './book.service';
import type { OrdersDeps } from './orders.deps';
import { sipCounts, sipPage } from './sipCentre.repo';
import type { SipCentreQueryIn } from './sipCentre.schemas';

const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Whole months from the first instalment to the last, plus one: a monthly SIP's instalments in all. */
function monthlyTotal(start: string, end: string): number {
  const [ys, ms] = start.split('-').map(Number);
  const [ye, me] = end.split('-').map(Number);
  return (ye - ys) * 12 + (me - ms) + 1;
}

function toRow(r: Record<string, unknown>): SipCentreRow {
  const status = String(r.status) as SipCentreStatus;
  const end = str(r.end_date);
  const mandate: SipMandate | null = r.mandate_type
    ? {
        kind: r.mandate_type as SipMandate['kind'],
        status: r.mandate_status as SipMandate['status'],
        limit_paise: num(r.mandate_limit_paise),
        expires_on: str(r.mandate_expires_on),
      }
    : null;
  const request: SipPendingRequest | null = r.request_kind
    ? {
        kind: r.request_kind as SipPendingRequest['kind'],
        summary: String(r.request_summary ?? ''),
        expires_at: new Date(r.request_expires_at as string | Date).toISOString(),
      }
    : null;
  return {
    id: String(r.id),
    user_id: String(r.user_id),
    client_name: str(r.client_name) ?? 'Client',
    client_mobile_masked: maskMobileLast4(String(r.client_mobile ?? '')),
    scheme_code: num(r.scheme_code),
    scheme_name: str(r.scheme_name) ?? `Scheme ${num(r.scheme_code)}`,
    amount_paise: num(r.amount_paise),
    frequency: String(r.frequency),
    day: num(r.day),
    status,
    start_date: String(r.start_date),
    end_date: end,
    next_due_date: str(r.next_due_date),
    paused_until: str(r.paused_until),
    instalments_done: num(r.done),
    instalments_total: end && status !== 'cancelled' && r.frequency === 'monthly' ? monthlyTotal(String(r.start_date), end) : null,
    bounces: num(r.bounces),
    last_bounce_on: str(r.last_bounce_on),
    mandate,
    pending_request: request,
  };
}

export async function sipCentre(deps: OrdersDeps, identity: Identity, q: SipCentreQueryIn): Promise<SipCentrePage> {
  const expertId = advisorOf(identity);
  if (q.client) await assertExpertMapped(deps.db, expertId, q.client);
  const now = deps.now();
  const today = todayIn(now);
  const scope = { expertId, client: q.client, today, monthStart: `${today.slice(0, 7)}-01`, now };
  const counts = await sipCounts(deps.db, scope);
  const rows = await sipPage(deps.db, scope, q.tab, q.page, q.size);
  return { sips: rows.map(toRow), total: counts[q.tab], page: q.page, size: q.size, counts };
}
