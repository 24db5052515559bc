/**
 * National Pension System (NPS) at 60.
 *
 * - Contributions are monthly from the current age until 60 and grow as a SIP (monthly
 *   compounding at expected return / 12, paid at the start of each month: sip.ts).
 * - At 60 the annuity share of the corpus (PFRDA's exit rule: at least 40%) buys an annuity;
 *   the rest is paid as a lump sum.
 * - Monthly pension = annuity purchase * annuity rate / 12, the level pension an annuity at that
 *   yearly rate pays without return of purchase price.
 */
import { MONTHS_PER_YEAR, sipFutureValue, type SipYear } from './sip';

export const NPS_EXIT_AGE = 60;
export const MIN_ANNUITY_PERCENT = 40;

export interface NpsYear extends SipYear {
  /** Age at the end of this year of contributions. */
  age: number;
}

export interface NpsResult {
  years: NpsYear[];
  totalInvested: number;
  corpus: number;
  annuityPurchase: number;
  lumpSum: number;
  monthlyPension: number;
}

export interface NpsInput {
  currentAge: number;
  monthlyContribution: number;
  expectedReturnPercent: number;
  annuityPercent: number;
  annuityRatePercent: number;
}

export function npsProjection(input: NpsInput): NpsResult {
  const {
    currentAge,
    monthlyContribution,
    expectedReturnPercent,
    annuityPercent,
    annuityRatePercent,
  } = input;
  if (!Number.isInteger(currentAge) || currentAge < 0 || currentAge > NPS_EXIT_AGE) {
    throw new RangeError(
      `currentAge must be a whole number from 0 to ${NPS_EXIT_AGE}, got ${currentAge}`,
    );
  }
  if (
    !Number.isFinite(annuityPercent) ||
    annuityPercent < MIN_ANNUITY_PERCENT ||
    annuityPercent > 100
  ) {
    throw new RangeError(
      `annuityPercent must be from ${MIN_ANNUITY_PERCENT} to 100, got ${annuityPercent}`,
    );
  }
  if (!Number.isFinite(annuityRatePercent) || annuityRatePercent < 0) {
    throw new RangeError(
      `annuityRatePercent must be a non-negative number, got ${annuityRatePercent}`,
    );
  }
  const yearsToGo = NPS_EXIT_AGE - currentAge;
  const years: NpsYear[] = Array.from({ length: yearsToGo }, (_, i) => {
    const months = (i + 1) * MONTHS_PER_YEAR;
    return {
      year: i + 1,
      age: currentAge + i + 1,
      invested: monthlyContribution * months,
      value: sipFutureValue(monthlyContribution, expectedReturnPercent, months),
    };
  });
  // sipFutureValue validates the contribution and return even when there are no years left.
  const corpus = sipFutureValue(
    monthlyContribution,
    expectedReturnPercent,
    yearsToGo * MONTHS_PER_YEAR,
  );
  const annuityPurchase = (corpus * annuityPercent) / 100;
  return {
    years,
    totalInvested: monthlyContribution * yearsToGo * MONTHS_PER_YEAR,
    corpus,
    annuityPurchase,
    lumpSum: corpus - annuityPurchase,
    monthlyPension: (annuityPurchase * annuityRatePercent) / 100 / MONTHS_PER_YEAR,
  };
}
