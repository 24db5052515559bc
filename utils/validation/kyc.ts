/**
 * KYC field rules, shared by the KYC forms and the backend's KYC routes. Formats from DOMAIN.md "KYC":
 * PAN `AAAAA9999A` (4th letter the holder type; individuals are P), IFSC `AAAA0XXXXXX`, FATCA/CRS with up to four
 * tax residencies, nomination of up to three nominees whose shares total 100 % (or an opt-out declaration).
 * The messages are ours; the spec quotes none for KYC.
 */
import { z } from './z';
import { dobSchema } from './dob';
import { requiredText } from './fields';
import { checkDob } from '../dates/dob';

export const KYC_MESSAGES = {
  panEmpty: 'PAN cannot be empty',
  panInvalid: 'Please enter a valid PAN, like ABCPE1234F',
  panNotIndividual: 'Only an individual PAN (4th letter P) can be used for this KYC',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Please enter a valid email address',
  genderEmpty: 'Please choose a gender',
  maritalEmpty: 'Please choose a marital status',
  fatherNameEmpty: "Father's name cannot be empty",
  addressLineEmpty: 'Address cannot be empty',
  cityEmpty: 'City cannot be empty',
  stateEmpty: 'State cannot be empty',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  occupationEmpty: 'Please choose an occupation',
  incomeEmpty: 'Please choose an income range',
  placeOfBirthEmpty: 'Place of birth cannot be empty',
  countryEmpty: 'Country cannot be empty',
  nationalityEmpty: 'Nationality cannot be empty',
  wealthSourceEmpty: 'Please choose a source of wealth',
  pepEmpty: 'Please say whether you are a politically exposed person',
  taxResidencyLimit: 'At most 4 tax residencies',
  tinOrReason: 'Enter the tax identification number or choose why there is none',
  nomineeNameEmpty: "Nominee's name cannot be empty",
  nomineeRelationEmpty: "Please choose the nominee's relation",
  nomineeShareInvalid: 'Share must be a whole number from 1 to 100',
  nomineeLimit: 'At most 3 nominees',
  nomineeNone: 'Add a nominee or opt out of nomination',
  nomineeSharesTotal: 'Nominee shares must add up to 100%',
  guardianEmpty: 'A minor nominee needs a guardian',
  optOutDeclaration: 'Please confirm the opt-out declaration',
  ifscEmpty: 'IFSC cannot be empty',
  ifscInvalid: 'Please enter a valid IFSC, like HDFC0001234',
  accountEmpty: 'Account number cannot be empty',
  accountInvalid: 'Account number must be 9 to 18 digits',
  accountMismatch: 'Account numbers do not match',
  accountTypeEmpty: 'Please choose an account type',
  declarationRequired: 'Please accept the declaration',
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const MAX_TAX_RESIDENCIES = 4;
/** DOMAIN.md: SEBI allows up to 10 nominees, deferred; we model 10 and allow 3 by configuration. */
export const MAX_NOMINEES = 3;
export const MAX_BANK_ACCOUNTS = 5;

const upperTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** An individual's PAN, upper-cased and trimmed before the checks. */
export const panSchema = z.preprocess(
  upperTrimmed,
  requiredText(KYC_MESSAGES.panEmpty, KYC_MESSAGES.panInvalid)
    .regex(PAN_PATTERN, { error: KYC_MESSAGES.panInvalid, abort: true })
    .refine((pan) => pan[3] === 'P', { error: KYC_MESSAGES.panNotIndividual }),
);

export const ifscSchema = z.preprocess(
  upperTrimmed,
  requiredText(KYC_MESSAGES.ifscEmpty, KYC_MESSAGES.ifscInvalid).regex(IFSC_PATTERN, { error: KYC_MESSAGES.ifscInvalid }),
);

export const emailSchema = requiredText(KYC_MESSAGES.emailEmpty, KYC_MESSAGES.emailInvalid)
  .max(254, { error: KYC_MESSAGES.emailInvalid })
  .pipe(z.email({ error: KYC_MESSAGES.emailInvalid }));

export const pincodeSchema = requiredText(KYC_MESSAGES.pincodeInvalid).regex(PINCODE_PATTERN, {
  error: KYC_MESSAGES.pincodeInvalid,
});

const line = (empty: string) => requiredText(empty).max(120, { error: 'Keep this under 120 characters' });
const optionalLine = z.string().trim().max(120, { error: 'Keep this under 120 characters' }).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T, empty: string) =>
  z.enum(values, { error: empty });

/** Step 1 (/kyc): PAN and date of birth (DD/MM/YYYY, an adult by the spec's year difference). */
export function kycStartSchema(today?: () => Date | string) {
  return z.object({ pancard_no: panSchema, dob: dobSchema('adult', today) });
}

export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'other'] as const;
export const OCCUPATIONS = [
  'salaried_private',
  'salaried_government',
  'business',
  'professional',
  'self_employed',
  'retired',
  'homemaker',
  'student',
  'other',
] as const;
export const INCOME_SLABS = ['below_1_lakh', '1_5_lakh', '5_10_lakh', '10_25_lakh', '25_lakh_1_crore', 'above_1_crore'] as const;
export const WEALTH_SOURCES = ['salary', 'business', 'inheritance', 'investments', 'rental', 'other'] as const;
/** Not a PEP, a PEP, or related to one (FATCA/CRS self-declaration). */
export const PEP_STATUSES = ['no', 'pep', 'related'] as const;
export const NOMINEE_RELATIONS = ['spouse', 'son', 'daughter', 'father', 'mother', 'brother', 'sister', 'other'] as const;
export const ACCOUNT_TYPES = ['savings', 'current', 'nre', 'nro'] as const;
/** CRS reason codes when a country issues no TIN (OECD: A not issued, B not obtainable, C not required). */
export const TIN_REASONS = ['A', 'B', 'C'] as const;

export const addressSchema = z.object({
  line1: line(KYC_MESSAGES.addressLineEmpty),
  line2: optionalLine,
  city: line(KYC_MESSAGES.cityEmpty),
  state: line(KYC_MESSAGES.stateEmpty),
  pincode: pincodeSchema,
});

/** Step 2 (/kyc/personal_details). The name is the PAN holder's, pre-filled from the PAN check. */
export const personalDetailsSchema = z.object({
  name: requiredText('Name cannot be empty').max(100, { error: 'Keep the name under 100 characters' }),
  email: emailSchema,
  gender: choice(GENDERS, KYC_MESSAGES.genderEmpty),
  marital_status: choice(MARITAL_STATUSES, KYC_MESSAGES.maritalEmpty),
  father_name: line(KYC_MESSAGES.fatherNameEmpty),
  occupation: choice(OCCUPATIONS, KYC_MESSAGES.occupationEmpty),
  income_slab: choice(INCOME_SLABS, KYC_MESSAGES.incomeEmpty),
  address: addressSchema,
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

const taxResidencySchema = z
  .object({
    country: line(KYC_MESSAGES.countryEmpty),
    tin: z.string().trim().max(30).optional(),
    reason_code: z.enum(TIN_REASONS).optional(),
  })
  .refine((r) => Boolean(r.tin) || Boolean(r.reason_code), { error: KYC_MESSAGES.tinOrReason, path: ['tin'] });

export const fatcaSchema = z.object({
  place_of_birth: line(KYC_MESSAGES.placeOfBirthEmpty),
  country_of_birth: line(KYC_MESSAGES.countryEmpty),
  nationality: line(KYC_MESSAGES.nationalityEmpty),
  /** Tax residencies other than India; empty when India is the only one. */
  tax_residencies: z.array(taxResidencySchema).max(MAX_TAX_RESIDENCIES, { error: KYC_MESSAGES.taxResidencyLimit }),
  source_of_wealth: choice(WEALTH_SOURCES, KYC_MESSAGES.wealthSourceEmpty),
  pep: choice(PEP_STATUSES, KYC_MESSAGES.pepEmpty),
});

/** A nominee is a minor when under 18 by the spec's year difference (the same rule as the adult DOB check). */
export function isMinorDob(dob: string, today: Date | string = new Date()): boolean {
  const result = checkDob(dob, 'adult', today);
  return !result.ok && result.error === 'age';
}

function nomineeSchema(today?: () => Date | string) {
  return z
    .object({
      name: line(KYC_MESSAGES.nomineeNameEmpty),
      relation: choice(NOMINEE_RELATIONS, KYC_MESSAGES.nomineeRelationEmpty),
      // Any past date: a nominee may be a child. The minor rule below asks for a guardian.
      dob: z.string({ error: 'Date of birth cannot be empty' }).superRefine((value, ctx) => {
        const result = checkDob(value, 'adult', today ? today() : new Date());
        if (!result.ok && result.error !== 'age') ctx.addIssue({ code: 'custom', message: result.message });
      }),
      share: z.coerce
        .number({ error: KYC_MESSAGES.nomineeShareInvalid })
        .int({ error: KYC_MESSAGES.nomineeShareInvalid })
        .min(1, { error: KYC_MESSAGES.nomineeShareInvalid })
        .max(100, { error: KYC_MESSAGES.nomineeShareInvalid }),
      guardian_name: z.string().trim().max(120).optional(),
    })
    .refine((n) => !isMinorDob(n.dob, today ? today() : new Date()) || Boolean(n.guardian_name), {
      error: KYC_MESSAGES.guardianEmpty,
      path: ['guardian_name'],
    });
}

export function nominationSchema(today?: () => Date | string) {
  return z.discriminatedUnion('opt_out', [
    z.object({
      opt_out: z.literal(true),
      declaration: z.literal(true, { error: KYC_MESSAGES.optOutDeclaration }),
    }),
    z.object({
      opt_out: z.literal(false),
      nominees: z
        .array(nomineeSchema(today))
        .min(1, { error: KYC_MESSAGES.nomineeNone })
        .max(MAX_NOMINEES, { error: KYC_MESSAGES.nomineeLimit })
        .refine((list) => list.reduce((sum, n) => sum + n.share, 0) === 100, { error: KYC_MESSAGES.nomineeSharesTotal }),
    }),
  ]);
}

/** Step 4 (/kyc/declarations, PUT /kyc/declarations): FATCA/CRS and PEP, nomination or opt-out. */
export function declarationsSchema(today?: () => Date | string) {
  return z.object({
    fatca: fatcaSchema,
    nomination: nominationSchema(today),
    /** The investor confirms the declarations are true. */
    accepted: z.literal(true, { error: KYC_MESSAGES.declarationRequired }),
  });
}
export type Declarations = z.infer<ReturnType<typeof declarationsSchema>>;

const accountNumberSchema = requiredText(KYC_MESSAGES.accountEmpty, KYC_MESSAGES.accountInvalid).regex(
  ACCOUNT_NUMBER_PATTERN,
  { error: KYC_MESSAGES.accountInvalid },
);

/** Step 5 (/kyc/bank_details): an account to verify by penny drop. */
export const bankAccountSchema = z
  .object({
    ifsc: ifscSchema,
    account_number: accountNumberSchema,
    confirm_account_number: z.string({ error: KYC_MESSAGES.accountMismatch }),
    account_type: choice(ACCOUNT_TYPES, KYC_MESSAGES.accountTypeEmpty),
  })
  .refine((b) => b.account_number === b.confirm_account_number, {
    error: KYC_MESSAGES.accountMismatch,
    path: ['confirm_account_number'],
  });
export type BankAccountInput = z.infer<typeof bankAccountSchema>;

/** Shown everywhere an account number appears: only the last four digits. */
export function maskAccountNumber(last4: string): string {
  return `XXXXXX${last4.slice(-4)}`;
}

/** For logs: ABCPE1234F -> ABXXXXXX4F. */
export function maskPan(pan: string): string {
  return pan.length === 10 ? `${pan.slice(0, 2)}XXXXXX${pan.slice(8)}` : 'XXXXXXXXXX';
}
