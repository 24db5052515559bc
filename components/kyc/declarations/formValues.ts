import type { z } from 'zod';
import { declarationsSchema, type Declarations } from '@/utils/validation/kyc';

/** What the form holds while the person types (the shared schema's input), before the schema checks it. */
export type DeclarationsFormValues = z.input<ReturnType<typeof declarationsSchema>>;
export type NomineeValues = Extract<DeclarationsFormValues['nomination'], { opt_out: false }>['nominees'][number];

export const emptyNominee = (share: number | string = ''): NomineeValues =>
  ({ name: '', relation: undefined, dob: '', share, guardian_name: '' }) as unknown as NomineeValues;

export const emptyResidency = () => ({ country: '', tin: '', reason_code: undefined });

/**
 * The form's first values: what was saved before (a person editing this step again), else sensible starts
 * (India, one nominee with the whole share). The final confirmation is never pre-ticked.
 */
export function formDefaults(saved: Declarations | null | undefined): DeclarationsFormValues {
  const fatca = saved?.fatca ?? {
    place_of_birth: '',
    country_of_birth: 'India',
    nationality: 'Indian',
    tax_residencies: [],
    source_of_wealth: undefined,
    pep: undefined,
  };
  const nomination = saved?.nomination ?? { opt_out: false, nominees: [emptyNominee(100)] };
  return { fatca, nomination, accepted: false } as unknown as DeclarationsFormValues;
}

/** The sum of the nominees' shares as typed (blank or not a number counts as 0). */
export function sharesTotal(nominees: readonly { share?: unknown }[] | undefined): number {
  return (nominees ?? []).reduce<number>((sum, n) => {
    const value = Number(n?.share);
    return sum + (Number.isFinite(value) ? value : 0);
  }, 0);
}
