/**
 * The registered-advisor rule: an advisor counts as registered when
 *   - arn_status is 'validated' and arn_valid_till (DD/MM/YYYY) is not before today, or
 *   - any certification's name contains 'nism' (any case) and its url is not empty.
 * `today` is injectable (a Date read by its local calendar day, or 'YYYY-MM-DD') so the edges
 * (expires today, expired yesterday) can be tested without faking the clock.
 */
import { parseDob, toCalendarDate, type CalendarDate } from './dates/dob';

export type ArnStatus = 'pending' | 'validated';

/** The badge text wherever the rule holds (expert listings, dashboards). */
export const REGISTERED_ADVISOR_LABEL = 'Registered expert';

export interface Certification {
  name?: string | null;
  url?: string | null;
}

export interface AdvisorLike {
  arn_status?: string | null;
  arn_valid_till?: string | null;
  certifications?: readonly Certification[] | null;
}

/** parseDob reads exactly DD/MM/YYYY and refuses impossible dates such as 31/02/2026. */
export function parseArnValidTill(text: string | null | undefined): CalendarDate | null {
  return parseDob(typeof text === 'string' ? text.trim() : text);
}

function dayKey(d: CalendarDate): number {
  return d.year * 10_000 + d.month * 100 + d.day;
}

/** Validated ARN whose validity runs to today or later; an unreadable date is not valid. */
export function hasValidArn(advisor: AdvisorLike, today: Date | string = new Date()): boolean {
  if ((advisor.arn_status ?? '').trim().toLowerCase() !== 'validated') return false;
  const till = parseArnValidTill(advisor.arn_valid_till);
  if (!till) return false;
  return dayKey(till) >= dayKey(toCalendarDate(today));
}

export function hasNismCertification(advisor: AdvisorLike): boolean {
  return (advisor.certifications ?? []).some(
    (c) =>
      typeof c?.name === 'string' &&
      c.name.toLowerCase().includes('nism') &&
      typeof c.url === 'string' &&
      c.url.trim() !== '',
  );
}

export function isRegisteredAdvisor(
  advisor: AdvisorLike | null | undefined,
  today: Date | string = new Date(),
): boolean {
  if (!advisor) return false;
  return hasValidArn(advisor, today) || hasNismCertification(advisor);
}

/** 'validated' or 'pending' (the spec's default when the server says nothing else). */
export function arnStatusOf(advisor: AdvisorLike | null | undefined): ArnStatus {
  return (advisor?.arn_status ?? '').trim().toLowerCase() === 'validated' ? 'validated' : 'pending';
}
