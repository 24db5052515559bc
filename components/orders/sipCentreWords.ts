// How the SIP centre says a SIP's facts: its mandate, instalments and bounces, in the screens' words.
import { formatPaise } from '@/utils/money';
import type { SipCentreRow, SipMandate } from '@/utils/orders/sipCentre';
import { formatDay } from '@/utils/portfolio/display';

const MANDATE_KINDS: Record<SipMandate['kind'], string> = { upi_autopay: 'UPI AutoPay', enach: 'e-NACH' };
const MANDATE_STATUS: Record<SipMandate['status'], string> = {
  pending: 'pending',
  registering: 'registering',
  active: 'active',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
};

export function mandateWords(m: SipMandate | null): { line: string; limit: string | null; expiry: string | null } {
  if (!m) return { line: 'No mandate on record', limit: null, expiry: null };
  return {
    line: `${MANDATE_KINDS[m.kind]}, ${MANDATE_STATUS[m.status]}`,
    limit: `up to ${formatPaise(m.limit_paise)}`,
    expiry: m.expires_on ? `ends ${formatDay(m.expires_on)}` : null,
  };
}

export const instalmentWords = (s: SipCentreRow) =>
  s.instalments_total === null ? `${s.instalments_done} done` : `${s.instalments_done} of ${s.instalments_total}`;

export const bounceWords = (s: SipCentreRow) =>
  s.bounces === 0 ? 'None' : `${s.bounces}, last on ${formatDay(s.last_bounce_on)}`;

export const scheduleWords = (s: SipCentreRow) => `${formatPaise(s.amount_paise)} ${s.frequency === 'monthly' ? 'a month' : s.frequency}, on day ${s.day}`;

export function nextWords(s: SipCentreRow): string {
  if (s.status === 'paused') return `Paused; next ${formatDay(s.paused_until ?? s.next_due_date)}`;
  return s.next_due_date ? formatDay(s.next_due_date) : '—';
}

/** A mandate that ends within 30 days of `today` (both YYYY-MM-DD). */
export function mandateEndsSoon(m: SipMandate | null, today: string): boolean {
  if (!m?.expires_on) return false;
  const days = (Date.parse(m.expires_on) - Date.parse(today)) / 86_400_000;
  return days >= 0 && days <= 30;
}
