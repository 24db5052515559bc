// The reminder loop of the expert layout: today's follow-ups polled every 5 minutes, checked every 13 seconds.
// A follow-up due within 2 minutes either side is claimed on the server; only the call that wins the claim shows
// the 10-second toast, so two open tabs remind once. One more than 2 minutes past is claimed silently.
import { useCallback, useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTodaysFollowUpsQuery, useMarkFollowUpNotifiedMutation } from '@/store/api/desk';
import { FOLLOW_UP_POLL_MS, REMINDER_CHECK_MS, REMINDER_TOAST_MS, dueReminders } from '@/utils/desk/reminders';
import type { FollowUpView } from '@/utils/desk/wire';
import { showToast } from '@/utils/toast';

export function reminderText(f: FollowUpView): string {
  return `Follow-up now: ${f.name} (${f.contact}) at ${f.follow_up.time}`;
}

export function useFollowUpReminders(rmId: string | null, now: () => number = Date.now): void {
  const { data } = useGetTodaysFollowUpsQuery(rmId ?? skipToken, { pollingInterval: FOLLOW_UP_POLL_MS });
  const [markNotified] = useMarkFollowUpNotifiedMutation();
  // Claimed (or being claimed) by this tab: never asked twice, whatever the next poll still says.
  const claimed = useRef(new Set<string>());

  const check = useCallback(() => {
    for (const { followUp, action } of dueReminders(data ?? [], now())) {
      if (claimed.current.has(followUp.id)) continue;
      claimed.current.add(followUp.id);
      markNotified(followUp.id)
        .unwrap()
        .then((answer) => {
          if (action === 'remind' && answer.won) showToast(reminderText(followUp), 'info', { autoCloseMs: REMINDER_TOAST_MS });
        })
        // A failed claim is tried again at the next check; the reminder window is 4 minutes wide.
        .catch(() => claimed.current.delete(followUp.id));
    }
  }, [data, markNotified, now]);

  useEffect(() => {
    check();
  }, [check]);

  useEffect(() => {
    if (!rmId) return undefined;
    const timer = window.setInterval(check, REMINDER_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [rmId, check]);
}
