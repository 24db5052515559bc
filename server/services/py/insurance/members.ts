// Who may be covered, by the age rules of utils/dates/dob.ts (year difference): self and spouse 18 to 55,
// children 2 to 25 (or under 2 when older than 90 days); at most one self, one spouse and four children, and at
// least one adult. A nominee under 18 needs a guardian (appointee). Ages are counted on today's IST date.
import { type DobRole, checkDob, validateDob, yearDifference } from '../../../../utils/dates/dob';
import { istParts } from '../../../../utils/orders/navDate';
import { type FieldError, InvalidError } from '../../../domain/errors';
import type { PricedMemberInput } from '../../../providers/insurer';
import type { MemberInput, NomineeInput } from './insurance.schemas';

export const MEMBER_MESSAGES = {
  oneSelf: 'Only one self can be covered',
  oneSpouse: 'Only one spouse can be covered',
  fourChildren: 'At most four children can be covered',
  anAdult: 'Cover at least one adult (self or spouse)',
  minorNominee: 'A minor nominee needs a guardian (appointee)',
} as const;

const ROLE: Record<MemberInput['relation'], DobRole> = { self: 'client', spouse: 'spouse', son: 'child', daughter: 'child' };

export const istToday = (now: Date) => istParts(now).date;

function refuse(errors: FieldError[]): never {
  throw new InvalidError(errors[0].message, { errors });
}

/** The members with their ages, or a 400 naming each member's field that breaks a rule. */
export function checkMembers(members: MemberInput[], now: Date, field: string): PricedMemberInput[] {
  const today = istToday(now);
  const errors: FieldError[] = [];
  const priced = members.map((m, i) => {
    const dob = checkDob(m.dob, ROLE[m.relation], today);
    if (!dob.ok) errors.push({ path: `${field}.${i}.dob`, message: dob.message });
    return { name: m.name, relation: m.relation, age: dob.ok ? yearDifference(dob.date, today) : 0, illnesses: m.illnesses };
  });
  if (errors.length) refuse(errors);
  const count = (r: string[]) => members.filter((m) => r.includes(m.relation)).length;
  if (count(['self']) > 1) errors.push({ path: field, message: MEMBER_MESSAGES.oneSelf });
  if (count(['spouse']) > 1) errors.push({ path: field, message: MEMBER_MESSAGES.oneSpouse });
  if (count(['son', 'daughter']) > 4) errors.push({ path: field, message: MEMBER_MESSAGES.fourChildren });
  if (count(['self', 'spouse']) === 0) errors.push({ path: field, message: MEMBER_MESSAGES.anAdult });
  if (errors.length) refuse(errors);
  return priced;
}

export function checkNominee(nominee: NomineeInput, now: Date, field: string): void {
  const today = istToday(now);
  const dob = validateDob(nominee.nominee_dob, today);
  if (!dob.ok) refuse([{ path: `${field}.nominee_dob`, message: dob.message }]);
  if (yearDifference(dob.date, today) < 18 && !nominee.appointee_name) {
    refuse([{ path: `${field}.appointee_name`, message: MEMBER_MESSAGES.minorNominee }]);
  }
}
