// The advisor's own profile in three stages. Stage 1 holds the ARN: a changed (or still pending) ARN is checked
// with AMFI's register before it is saved, and only a validated ARN that has not lapsed lets the advisor
// transact for clients. Stage 3 makes the profile final (stage 4, completed).
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ConflictError, InvalidError, NotFoundError } from '../../../domain/errors';
import type { ArnRegistry } from '../../../providers/arn';
import { indiaToday } from '../../../../utils/experts/today';
import type {
  profileStage1Schema,
  profileStage2Schema,
  profileStage3Schema,
} from '../../../../utils/validation/advisorProfile';
import * as repo from './expertProfile.repo';
import type { StageAnswer } from '../../../../utils/experts/profileWire';
import { type AdvisorProfileView, toProfileView } from './expertProfile.view';

export const PROFILE_MESSAGES = {
  noProfile: 'No advisor profile for this login',
  arnTaken: 'This ARN belongs to another advisor',
  arnUnknown: "This ARN is not on AMFI's register of distributors",
  earlierStages: 'Complete the earlier steps first',
} as const;

/** Onboarding runs through stages 1–3; 4 means the profile update is final. */
export const FINAL_STAGE = 4;

export interface ProfileDeps {
  db: Db;
  arn: ArnRegistry;
  now: () => Date;
}


async function ownExpert(db: Db, expertId: string): Promise<repo.ExpertRow> {
  const row = await repo.findExpert(db, expertId);
  if (!row) throw new NotFoundError(PROFILE_MESSAGES.noProfile);
  return row;
}

/** Only a validated ARN whose validity runs to today or later lets an advisor transact (the seed's rule too). */
export function mayTransact(status: string, validTill: string | null, today: string): boolean {
  return status === 'validated' && !!validTill && validTill >= today;
}

/**
 * `stage`: where the form goes next. A save that moves on goes to the following stage even when the profile got
 * further before (a final profile reviewed from stage 1 goes to 2, not 3; issue 32, item 9); the profile keeps the
 * furthest stage reached in `profile.stage`.
 */
function answer(row: repo.ExpertRow, today: string, next: number = row.stage): StageAnswer {
  return { stage: next, profile: toProfileView(row, today) };
}

export async function getProfile(deps: ProfileDeps, expertId: string): Promise<AdvisorProfileView> {
  return toProfileView(await ownExpert(deps.db, expertId), indiaToday(deps.now()));
}

function arnRefused(message: string): InvalidError {
  // The spec's stage-1 client reads `error` from a failed answer; the form reads the field's message.
  return new InvalidError(message, { errors: [{ path: 'arn', message }], details: { error: message } });
}

/** The ARN columns after asking the register; nothing when the ARN is unchanged and already validated. */
async function checkedArn(deps: ProfileDeps, row: repo.ExpertRow, arn: string | undefined, today: string) {
  if (!arn || (arn === row.arn && row.arnStatus === 'validated')) return {};
  if (await repo.arnHeldByOther(deps.db, row.id, arn)) throw new ConflictError(PROFILE_MESSAGES.arnTaken);
  const check = await deps.arn.check(arn, today);
  if (check.status === 'unknown') throw arnRefused(PROFILE_MESSAGES.arnUnknown);
  return { arn, arnStatus: 'validated' as const, arnValidTill: check.validTill };
}

export async function saveStage1(
  deps: ProfileDeps,
  expertId: string,
  input: z.output<typeof profileStage1Schema>,
): Promise<StageAnswer> {
  const today = indiaToday(deps.now());
  const row = await ownExpert(deps.db, expertId);
  const arn = await checkedArn(deps, row, input.arn, today);
  const status = arn.arnStatus ?? row.arnStatus;
  const validTill = arn.arnStatus ? arn.arnValidTill : row.arnValidTill;
  const updated = await repo.updateExpert(
    deps.db,
    expertId,
    {
      ...arn,
      address: input.address,
      about: input.about,
      experience: input.experience,
      clientsCount: input.no_of_clients,
      ...(input.aum === undefined ? {} : { aumPaise: input.aum * 100 }),
      transactionAllowed: mayTransact(status, validTill, today),
      ...(input.isUpdateStage ? { stage: Math.max(row.stage, 2) } : {}),
      profileStatus: row.stage >= FINAL_STAGE ? row.profileStatus : 'in_progress',
    },
    deps.now(),
  );
  return answer(updated, today, input.isUpdateStage ? 2 : row.stage);
}

export async function saveStage2(
  deps: ProfileDeps,
  expertId: string,
  input: z.output<typeof profileStage2Schema>,
): Promise<StageAnswer> {
  const row = await ownExpert(deps.db, expertId);
  if (row.stage < 2) throw new ConflictError(PROFILE_MESSAGES.earlierStages);
  const updated = await repo.updateExpert(
    deps.db,
    expertId,
    {
      capabilities: input.capabilities,
      supportedLanguages: input.supported_languages,
      products: input.products,
      ...(input.stage ? { stage: Math.max(row.stage, input.stage) } : {}),
    },
    deps.now(),
  );
  return answer(updated, indiaToday(deps.now()), input.stage ?? row.stage);
}

export async function saveStage3(
  deps: ProfileDeps,
  expertId: string,
  input: z.output<typeof profileStage3Schema>,
): Promise<StageAnswer> {
  const row = await ownExpert(deps.db, expertId);
  if (row.stage < 3) throw new ConflictError(PROFILE_MESSAGES.earlierStages);
  const updated = await repo.updateExpert(
    deps.db,
    expertId,
    {
      certifications: input.certifications,
      ...(input.photo_url === undefined ? {} : { photoUrl: input.photo_url }),
      ...(input.euin === undefined ? {} : { euin: input.euin }),
      stage: FINAL_STAGE,
      profileStatus: 'completed',
    },
    deps.now(),
  );
  return answer(updated, indiaToday(deps.now()));
}
