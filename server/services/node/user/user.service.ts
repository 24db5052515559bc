// The user/expert answers: account detail with KYC and expert summary, advisor listings, profile completion.
import { assertCanActForUser } from '../../../auth/ownership';
import { lockKeys } from '../../../auth/otpChallenges.repo';
import type { Identity } from '../../../auth/requireAuth';
import type { Db } from '../../../db/client';
import { DOMAIN_MESSAGES, NotFoundError } from '../../../domain/errors';
import { isRegisteredAdvisor } from '../../../../utils/advisor';
import { toDisplayDate } from '../auth/loginBody';
import { assertUnderLeadLimit } from '../leads/leads.service';
import type { LeadBody } from './user.schemas';
import * as repo from './user.repo';

export const NO_ACCOUNT = 'No account found';
export const NO_ARN = 'No expert found with this ARN';
export const LEAD_THANKS = 'Thank you. Our team will call you shortly.';

type ExpertRow = NonNullable<Awaited<ReturnType<typeof repo.findUserDetail>>>['expert'];
type Listing = Awaited<ReturnType<typeof repo.findExpertRow>>;

function expertSummary(expert: NonNullable<ExpertRow>, clientsCount: number) {
  return {
    id: expert.id,
    expert_code: expert.expertCode,
    arn_code: expert.arn,
    arn_status: expert.arnStatus,
    arn_valid_till: toDisplayDate(expert.arnValidTill),
    certifications: expert.certifications,
    clients_count: clientsCount,
    transaction_allowed: expert.transactionAllowed,
    stage: expert.stage,
  };
}

/** GET /user/detailnew/{id} and /user/detail/{id}: the person themself, or an expert mapped to them. */
export async function userDetail(db: Db, identity: Identity, userId: string, full: boolean) {
  await assertCanActForUser(db, identity, userId);
  const row = await repo.findUserDetail(db, userId);
  if (!row) throw new NotFoundError(NO_ACCOUNT);
  const { user, expert } = row;
  return {
    id: user.id,
    name: user.name,
    mobile_no: user.mobileNo,
    city: user.city,
    roles: user.roles,
    stage: user.stage,
    kyc: {
      status: row.kycStatus ?? 'not_started',
      navigate_to: row.navigateTo ?? 'personal_details',
    },
    expert: expert ? expertSummary(expert, await repo.countClients(db, expert.id)) : null,
    ...(full
      ? { email: user.email, optin: user.optin, created_at: user.createdAt.toISOString() }
      : {}),
  };
}

/** An advisor as the relationship manager's list shows them. */
function listing({ expert, name, city }: NonNullable<Listing>, today: Date) {
  const arnValidTill = toDisplayDate(expert.arnValidTill);
  return {
    id: expert.id,
    name,
    city,
    expert_code: expert.expertCode,
    arn_code: expert.arn,
    arn_status: expert.arnStatus,
    arn_valid_till: arnValidTill,
    certifications: expert.certifications,
    registered: isRegisteredAdvisor(
      {
        arn_status: expert.arnStatus,
        arn_valid_till: arnValidTill,
        certifications: expert.certifications,
      },
      today,
    ),
    pincode: expert.pincode,
    experience: expert.experience,
    languages: expert.supportedLanguages,
    products: expert.products,
    photo_url: expert.photoUrl,
  };
}

/** GET /user/getexpertbyrmid/{id}: only a relationship manager's own login (current-login flag) lists its experts. */
export async function expertsForRm(db: Db, identity: Identity, rmId: string, today: Date) {
  // A manager acting for one of their advisors still chooses among their own advisors.
  const managerId = identity.actor?.expertId ?? identity.expertId;
  const own = managerId ? await repo.findExpertRow(db, managerId) : undefined;
  if (!own?.expert.currentLogin || own.expert.rmId !== rmId)
    throw new NotFoundError(DOMAIN_MESSAGES.notFound);
  const rows = await repo.expertsOfRm(db, rmId, own.expert.id);
  return rows.map((r) => ({
    ...listing(r, today),
    user_id: r.expert.userId,
    mobile_no: r.mobileNo,
  }));
}

export async function expertByArn(db: Db, arn: string) {
  const row = await repo.findExpertByArn(db, arn);
  if (!row) throw new NotFoundError(NO_ARN);
  const { expert } = row;
  return {
    id: expert.id,
    name: row.name,
    arn_code: expert.arn,
    arn_status: expert.arnStatus,
    arn_valid_till: toDisplayDate(expert.arnValidTill),
    city: row.city,
    claimed: !expert.claimable,
  };
}

// What a complete advisor profile has; each counts the same.
const PROFILE_CHECKS: ((l: NonNullable<Listing>) => boolean)[] = [
  (l) => !!l.name?.trim(),
  (l) => !!l.expert.arn,
  (l) => !!l.expert.about?.trim(),
  (l) => !!l.expert.address?.trim(),
  (l) => !!l.expert.pincode,
  (l) => l.expert.experience !== null,
  (l) => l.expert.supportedLanguages.length > 0,
  (l) => l.expert.products.length > 0,
  (l) => l.expert.capabilities.length > 0,
  (l) => !!l.expert.photoUrl,
];

export function profileCompletion(l: NonNullable<Listing>): number {
  return Math.round(
    (PROFILE_CHECKS.filter((check) => check(l)).length / PROFILE_CHECKS.length) * 100,
  );
}

/** GET /user/stats: an expert's own profile only. */
export async function expertStats(db: Db, identity: Identity, expertId: string) {
  if (identity.expertId !== expertId) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
  const row = await repo.findExpertRow(db, expertId);
  if (!row) throw new NotFoundError(NO_ARN);
  return { profile_completion_percentage: profileCompletion(row) };
}

/**
 * Stores a lead, tagged with the caller's address key (the server's value wins over the body's), within the
 * address's allowance: counting and inserting happen in one transaction under a lock on the address, so that ten
 * posts at once cannot all slip under the limit.
 */
export async function addLead(db: Db, body: LeadBody, caller: { addressKey: string; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`lead-address:${caller.addressKey}`]);
    await assertUnderLeadLimit(tx, caller.addressKey, caller.now);
    return repo.insertLead(tx, {
      mobileNo: body.mobile_no,
      product: body.product,
      name: body.name,
      email: body.email,
      source: body.source ?? 'web',
      city: body.city,
      pincode: body.pincode,
      expertId: body.expert_id,
      data: { ...(body.data ?? {}), address_key: caller.addressKey },
    });
  });
}
