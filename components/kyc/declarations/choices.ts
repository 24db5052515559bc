// The words people read for the declaration's coded choices (the codes are utils/validation/kyc.ts').
import type { SelectOption } from '@/components/ui/Select';
import { NOMINEE_RELATIONS, PEP_STATUSES, TIN_REASONS, WEALTH_SOURCES } from '@/utils/validation/kyc';

type Code<T extends readonly string[]> = T[number];

const WEALTH_WORDS: Record<Code<typeof WEALTH_SOURCES>, string> = {
  salary: 'Salary',
  business: 'Business income',
  inheritance: 'Inheritance or gift',
  investments: 'Returns on investments',
  rental: 'Rental income',
  other: 'Other',
};

const PEP_WORDS: Record<Code<typeof PEP_STATUSES>, string> = {
  no: 'No, I am not a politically exposed person',
  pep: 'Yes, I am a politically exposed person',
  related: 'I am related to a politically exposed person',
};

const RELATION_WORDS: Record<Code<typeof NOMINEE_RELATIONS>, string> = {
  spouse: 'Spouse',
  son: 'Son',
  daughter: 'Daughter',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  other: 'Other',
};

/** CRS reason codes when a country issues no TIN (OECD). */
const TIN_REASON_WORDS: Record<Code<typeof TIN_REASONS>, string> = {
  A: 'A: the country does not issue TINs',
  B: 'B: I cannot obtain a TIN',
  C: 'C: the country does not require a TIN',
};

const options = <T extends string>(codes: readonly T[], words: Record<T, string>): SelectOption[] =>
  codes.map((value) => ({ value, label: words[value] }));

export const WEALTH_OPTIONS = options(WEALTH_SOURCES, WEALTH_WORDS);
export const PEP_OPTIONS = options(PEP_STATUSES, PEP_WORDS);
export const RELATION_OPTIONS = options(NOMINEE_RELATIONS, RELATION_WORDS);
export const TIN_REASON_OPTIONS = options(TIN_REASONS, TIN_REASON_WORDS);

export const OPT_OUT_DECLARATION =
  'I do not wish to nominate anyone. I understand that if I die, my legal heirs will have to prove their claim before the units can be transferred to them.';
export const CONFIRM_DECLARATION =
  'I confirm that the information above is true and complete, and I will tell ZF within 30 days if any of it changes.';
