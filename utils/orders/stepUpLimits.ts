/**
 * How far a yearly step-up carries a SIP's instalment (issue 31, item 8): the instalment of its last year must stay
 * within the mandate that pays it and the fund's largest SIP instalment, or the SIP would bounce from that year on.
 * The last year is the SIP's own (from its instalments left) or, for a SIP until cancelled, year 10: the horizon the
 * step-up screens show.
 */
export const STEP_UP_HORIZON_YEARS = 10;

export interface StepUp {
  amountPaise?: number | null;
  percent?: number | null;
}

/** The year (1 = now) of the last instalment of `instalmentsLeft` monthly instalments; the horizon when open-ended. */
export function lastYearOf(instalmentsLeft: number | null | undefined): number {
  if (!instalmentsLeft || instalmentsLeft <= 0) return STEP_UP_HORIZON_YEARS;
  return Math.floor((instalmentsLeft - 1) / 12) + 1;
}

/** The monthly instalment in `year` after a yearly step-up from `amountPaise` (year 1 is not stepped up). */
export function instalmentInYear(amountPaise: number, stepUp: StepUp, year: number): number {
  const steps = Math.max(0, year - 1);
  if (stepUp.amountPaise) return amountPaise + stepUp.amountPaise * steps;
  // Whole rupees, as the exchanges take instalments.
  if (stepUp.percent) return Math.round((amountPaise * Math.pow(1 + stepUp.percent / 100, steps)) / 100) * 100;
  return amountPaise;
}
