/**
 * The health-insurance funnel's forms: who is covered (the date-of-birth rules of utils/dates/dob with their
 * messages: the client and the spouse 18 to 55, a child 2 to 25 or over 90 days), where they live, and the
 * nominee (a minor nominee needs a guardian, the appointee).
 */
import { z } from './z';
import { checkDob, isAdult, validateDob } from '../dates/dob';
import { dobSchema } from './dob';
import { fullNameSchema, requiredText } from './fields';
import { MESSAGES } from './messages';

export const MAX_CHILDREN = 4;
const NAME_MAX = 80;

export const INSURANCE_MESSAGES = {
  locationEmpty: 'Enter your city or a 6-digit pincode',
  pincodeInvalid: 'Please enter a valid pincode',
  relationEmpty: 'Please choose a relation',
  minorNominee: 'A minor nominee needs a guardian (appointee)',
  nameTooLong: `Name cannot be longer than ${NAME_MAX} characters`,
} as const;

const personName = requiredText(MESSAGES.nameEmpty).max(NAME_MAX, { error: INSURANCE_MESSAGES.nameTooLong });

const childSchema = z.object({
  name: personName,
  dob: dobSchema('child'),
  relation: z.enum(['son', 'daughter'], { error: INSURANCE_MESSAGES.relationEmpty }),
});

/** Step 1. The spouse's fields are checked only when a spouse is covered. */
export const membersFormSchema = z
  .object({
    clientName: personName,
    clientDob: dobSchema('client'),
    clientGender: z.string(),
    hasSpouse: z.boolean(),
    spouseName: z.string(),
    spouseDob: z.string(),
    spouseRelation: z.string(),
    children: z.array(childSchema).max(MAX_CHILDREN),
  })
  .superRefine((form, ctx) => {
    if (!form.hasSpouse) return;
    const name = personName.safeParse(form.spouseName);
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['spouseName'], message: name.error.issues[0].message });
    const dob = checkDob(form.spouseDob, 'spouse');
    if (!dob.ok) ctx.addIssue({ code: 'custom', path: ['spouseDob'], message: dob.message });
  });

export type MembersForm = z.input<typeof membersFormSchema>;

const PINCODE_PATTERN = /^[1-8]\d{5}$/;

/** Step 2: a city name or an Indian pincode (six digits, first 1 to 8). */
export const locationFormSchema = z
  .object({ city: z.string().trim().max(NAME_MAX), pincode: z.string().trim() })
  .superRefine((form, ctx) => {
    if (form.pincode && !PINCODE_PATTERN.test(form.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: INSURANCE_MESSAGES.pincodeInvalid });
    else if (!form.city && !form.pincode)
      ctx.addIssue({ code: 'custom', path: ['city'], message: INSURANCE_MESSAGES.locationEmpty });
  });

/** Whether a nominee born on this DD/MM/YYYY date is a minor (under 18 by year difference). */
export function isMinorNominee(dob: string, today: Date | string = new Date()): boolean {
  const result = validateDob(dob, today);
  return result.ok && !isAdult(result.date, today);
}

/** Step 6. The nominee is not a covered member, so only the date's shape applies, and an appointee if a minor. */
export const nomineeFormSchema = z
  .object({
    nominee_name: fullNameSchema,
    nominee_dob: z.string(),
    nominee_relation: requiredText(INSURANCE_MESSAGES.relationEmpty),
    appointee_name: z.string(),
  })
  .superRefine((form, ctx) => {
    const dob = validateDob(form.nominee_dob);
    if (!dob.ok) ctx.addIssue({ code: 'custom', path: ['nominee_dob'], message: dob.message });
    else if (isMinorNominee(form.nominee_dob) && !fullNameSchema.safeParse(form.appointee_name).success)
      ctx.addIssue({ code: 'custom', path: ['appointee_name'], message: INSURANCE_MESSAGES.minorNominee });
  });

export type NomineeForm = z.input<typeof nomineeFormSchema>;
