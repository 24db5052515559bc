// How far a SIP may be paused, and which instalments a pause skips. Fund houses let an investor pause a monthly SIP
// for a few instalments (commonly 1 to 6, e.g. AMC "SIP Pause" forms; DOMAIN.md names no figure, so ZF takes the
// common 6) and the SIP resumes by itself on the SIP's day after the pause. Shared by the backend's rule and the
// screens' preview, so both say the same dates.
import { monthsAfter } from './sipSchedule';
import { formatDay } from '../portfolio/display';

export const MAX_PAUSE_INSTALMENTS = 6;

export const SIP_CHANGE_MESSAGES = {
  cancelled: 'This SIP is already cancelled',
  ended: 'This SIP has ended',
  alreadyPaused: (until: string) => `This SIP is already paused until ${formatDay(until)}`,
  notStarted: 'This SIP has not started yet, so it cannot be paused: cancel it instead',
  tooLong: `A SIP can be paused for at most ${MAX_PAUSE_INSTALMENTS} instalments`,
  beforeNext: (next: string) => `The next instalment is on ${formatDay(next)}: choose a date on or after it`,
  pastEnd: (last: string) => `This SIP's last instalment is on ${formatDay(last)}, before the pause would end: cancel it instead`,
  noNextDate: 'This SIP has no instalment left to pause',
} as const;

export interface PauseSip {
  status: string;
  day: number;
  nextDueDate: string | null;
  endDate: string | null;
  pausedUntil: string | null;
}

export type PauseInput = { instalments: number; until?: undefined } | { until: string; instalments?: undefined };

export type PausePlan = { ok: true; skipped: string[]; resumesOn: string } | { ok: false; message: string; conflict: boolean };

/**
 * The instalments a pause skips (from the next one) and the day the SIP takes its next instalment again; or why it
 * cannot be paused (`conflict`: the SIP's state, a 409; otherwise the pause asked for, a 422).
 */
export function planPause(sip: PauseSip, input: PauseInput): PausePlan {
  if (sip.status === 'cancelled') return { ok: false, message: SIP_CHANGE_MESSAGES.cancelled, conflict: true };
  if (sip.status === 'completed') return { ok: false, message: SIP_CHANGE_MESSAGES.ended, conflict: true };
  if (sip.status === 'paused') return { ok: false, message: SIP_CHANGE_MESSAGES.alreadyPaused(sip.pausedUntil ?? sip.nextDueDate ?? ''), conflict: true };
  if (sip.status !== 'active') return { ok: false, message: SIP_CHANGE_MESSAGES.notStarted, conflict: true };
  const next = sip.nextDueDate;
  if (!next) return { ok: false, message: SIP_CHANGE_MESSAGES.noNextDate, conflict: true };
  let count = input.instalments ?? 0;
  if (input.until !== undefined) {
    if (input.until < next) return { ok: false, message: SIP_CHANGE_MESSAGES.beforeNext(next), conflict: false };
    count = 0;
    while (count <= MAX_PAUSE_INSTALMENTS && monthsAfter(next, count, sip.day) <= input.until) count += 1;
  }
  if (count > MAX_PAUSE_INSTALMENTS) return { ok: false, message: SIP_CHANGE_MESSAGES.tooLong, conflict: false };
  const skipped = Array.from({ length: count }, (_, i) => monthsAfter(next, i, sip.day));
  const resumesOn = monthsAfter(next, count, sip.day);
  if (sip.endDate && resumesOn > sip.endDate) {
    return { ok: false, message: SIP_CHANGE_MESSAGES.pastEnd(sip.endDate), conflict: false };
  }
  return { ok: true, skipped, resumesOn };
}
