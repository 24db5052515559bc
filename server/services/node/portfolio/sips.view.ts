// A SIP of a folio as the folio call answers it.
import type { sips } from '../../../db/schema';

export function sipView(s: typeof sips.$inferSelect) {
  return {
    id: s.id,
    amount_paise: s.amountPaise,
    day: s.day,
    frequency: s.frequency,
    start_date: s.startDate,
    end_date: s.endDate,
    next_due_date: s.nextDueDate,
    status: s.status,
    step_up_percent: s.stepUpPercent === null ? null : Number(s.stepUpPercent),
    step_up_amount_paise: s.stepUpAmountPaise,
  };
}
