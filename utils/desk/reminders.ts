// The reminder rule: a follow-up is reminded once within 2 minutes either side of its start, then marked notified;
// one already more than 2 minutes past is marked notified without a reminder. Pure, so each boundary is tested.
export const REMINDER_WINDOW_MS = 2 * 60_000;
export const FOLLOW_UP_POLL_MS = 5 * 60_000;
export const REMINDER_CHECK_MS = 13_000;
export const REMINDER_TOAST_MS = 10_000;

export interface ReminderCandidate {
  id: string;
  starts_at: string;
  notified: boolean;
}

/** remind: claim it and show the toast if the claim is won; silent: claim it, no toast; wait: not yet. */
export type ReminderAction = 'remind' | 'silent' | 'wait';

export function reminderAction(followUp: ReminderCandidate, now: number): ReminderAction {
  if (followUp.notified) return 'wait';
  const start = Date.parse(followUp.starts_at);
  if (Number.isNaN(start)) return 'wait';
  if (now < start - REMINDER_WINDOW_MS) return 'wait';
  if (now > start + REMINDER_WINDOW_MS) return 'silent';
  return 'remind';
}

/** The follow-ups to claim now, each with what to do once claimed. */
export function dueReminders<T extends ReminderCandidate>(list: readonly T[], now: number): { followUp: T; action: 'remind' | 'silent' }[] {
  return list.flatMap((followUp) => {
    const action = reminderAction(followUp, now);
    return action === 'wait' ? [] : [{ followUp, action }];
  });
}
