/** Every calculator, in the order of the footer's calculator links. */
import type { CalculatorDefinition } from '../calculator';
import type { FieldMap } from '../fields';
import { dailySipCalculator } from './dailySip';
import { fixedDepositCalculator } from './fixedDeposit';
import { loanAgainstMfCalculator } from './loanAgainstMf';
import { lumpsumCalculator } from './lumpsum';
import { npsCalculator } from './nps';
import { sipCalculator } from './sip';
import { stepUpSipCalculator } from './stepUpSip';
import { swpCalculator } from './swp';

// Each definition keeps its own field types; compute is a method, so the list can hold them all.
export const CALCULATORS: readonly CalculatorDefinition<FieldMap>[] = [
  sipCalculator,
  dailySipCalculator,
  lumpsumCalculator,
  swpCalculator,
  stepUpSipCalculator,
  npsCalculator,
  fixedDepositCalculator,
  loanAgainstMfCalculator,
];

export const CALCULATOR_SLUGS: readonly string[] = CALCULATORS.map((c) => c.slug);

export function calculatorBySlug(
  slug: string | undefined,
): CalculatorDefinition<FieldMap> | undefined {
  return CALCULATORS.find((c) => c.slug === slug);
}

export function calculatorPath(slug: string): string {
  return `/calculators/${slug}`;
}
