// The period filter lives in the URL (?from=YYYY-MM&to=YYYY-MM) so a view can be shared and reloaded as it is.
import { periodSchema, type PeriodQuery } from '@/utils/validation/analytics';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The period the URL asks for; a malformed or reversed one falls back to the default (the last twelve months). */
export function periodFromQuery(query: Record<string, string | string[] | undefined>): PeriodQuery {
  const asked = { from: first(query.from) || undefined, to: first(query.to) || undefined };
  return periodSchema.safeParse(asked).success ? asked : {};
}
