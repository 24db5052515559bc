// The analytics period (from/to months), checked the same way by the period filter and the backend.
import { z } from './z';
import { monthSpan } from '../analytics/months';

export const ANALYTICS_MESSAGES = {
  month: 'Choose a month as YYYY-MM',
  order: 'Choose a start month before the end month',
  tooLong: 'Choose a period of at most 60 months',
} as const;

export const MAX_PERIOD_MONTHS = 60;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, ANALYTICS_MESSAGES.month);

export const periodSchema = z
  .object({ from: month.optional(), to: month.optional() })
  .superRefine((p, ctx) => {
    if (!p.from || !p.to) return;
    if (p.from > p.to) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.order });
    else if (monthSpan(p.from, p.to) > MAX_PERIOD_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.tooLong });
  });

export type PeriodQuery = z.infer<typeof periodSchema>;
