// DigiLocker and Aadhaar e-sign round trips: a one-time session per trip, whose answer updates the KYC record and
// moves the KYC modification along (DigiLocker, then e-sign, then the KRA).
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { IdentitySessionKind } from '../../../db/schema/kyc';
import { ConflictError } from '../../../domain/errors';
import { type ConsentDecision, createSandboxIdentity } from '../../../providers/identity';
import * as repo from './identity.repo';

/** How long a consent link stays good. */
export const SESSION_TTL_MS = 15 * 60 * 1000;

export const IDENTITY_MESSAGES = {
  noKyc: 'Start your KYC first: there is no KYC record to update',
  digilockerOff: 'DigiLocker is switched off on this platform',
  esignOff: 'Aadhaar e-sign is switched off on this platform',
  noModification: 'Start the KYC modification first',
  digilockerFirst: 'Fetch your Aadhaar details from DigiLocker before signing',
} as const;

export interface IdentityDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
}

/** The database keeps a hash of each token, so a copy of the table cannot answer for anybody. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const provider = (deps: IdentityDeps, kind: IdentitySessionKind) =>
  createSandboxIdentity(kind, deps.config.pyPublicBase);

async function assertCanStart(
  deps: IdentityDeps,
  userId: string,
  kind: IdentitySessionKind,
): Promise<void> {
  const off = kind === 'digilocker' ? deps.config.digilockerDisabled : deps.config.esignDisabled;
  if (off)
    throw new ConflictError(
      kind === 'digilocker' ? IDENTITY_MESSAGES.digilockerOff : IDENTITY_MESSAGES.esignOff,
    );
  const kyc = await repo.findKyc(deps.db, userId);
  if (!kyc) throw new ConflictError(IDENTITY_MESSAGES.noKyc);
  if (kind === 'digilocker') return;
  // E-sign signs the modification form, whose Aadhaar details DigiLocker provides (unless DigiLocker is off).
  if (kyc.modificationStatus !== 'started' && kyc.modificationStatus !== 'digilocker_done') {
    throw new ConflictError(IDENTITY_MESSAGES.noModification);
  }
  if (!deps.config.digilockerDisabled && kyc.digilockerStatus !== 'success') {
    throw new ConflictError(IDENTITY_MESSAGES.digilockerFirst);
  }
}

export async function startSession(
  deps: IdentityDeps,
  input: { userId: string; actorUserId: string; kind: IdentitySessionKind; returnPath: string },
) {
  await assertCanStart(deps, input.userId, input.kind);
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(deps.db, {
    userId: input.userId,
    actorUserId: input.actorUserId,
    kind: input.kind,
    token: hashToken(token),
    returnPath: input.returnPath,
    expiresAt: new Date(deps.now().getTime() + SESSION_TTL_MS),
    createdAt: deps.now(),
  });
  const p = provider(deps, input.kind);
  return { redirect_url: p.consentUrl(token), sandbox: p.sandbox };
}

export type SessionLookup =
  | { kind: 'open'; personName: string }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export async function lookupSession(
  deps: IdentityDeps,
  kind: IdentitySessionKind,
  token: string,
): Promise<SessionLookup> {
  const found = await repo.findSession(deps.db, hashToken(token), kind);
  if (!found) return { kind: 'unknown' };
  if (found.session.state !== 'pending') return { kind: 'used' };
  if (found.session.expiresAt <= deps.now()) return { kind: 'expired' };
  return { kind: 'open', personName: found.personName };
}

/** What the KYC record becomes after an answer. An e-signed modification goes to the KRA at once. */
function kycUpdate(
  deps: IdentityDeps,
  kind: IdentitySessionKind,
  result: string,
  allowed: boolean,
  modification: repo.KycRecordRow['modificationStatus'] | undefined,
): Parameters<typeof repo.updateKyc>[2] {
  if (kind === 'digilocker') {
    // DigiLocker also serves outside a modification (to pre-fill); only a started modification moves on.
    return allowed && modification === 'started'
      ? { digilockerStatus: result, modificationStatus: 'digilocker_done' }
      : { digilockerStatus: result };
  }
  if (!allowed) return { eSign: result };
  // The KRA sandbox validates after KRA_DELAY_SECONDS; with no delay (the demo) the KYC is validated now.
  const kycStatus = deps.config.kraDelaySeconds === 0 ? 'verified' : 'submitted';
  return { eSign: result, modificationStatus: 'submitted', kycStatus, submittedAt: deps.now() };
}

/** Records the one answer of a session; null when the token was used, expired or never issued. */
export async function answerSession(
  deps: IdentityDeps,
  kind: IdentitySessionKind,
  token: string,
  decision: ConsentDecision,
): Promise<{ location: string } | null> {
  const result = provider(deps, kind).resultOf(decision);
  return deps.db.transaction(async (tx) => {
    const session = await repo.completeSession(
      tx,
      hashToken(token),
      kind,
      decision === 'allow' ? 'allowed' : 'denied',
      deps.now(),
    );
    if (!session) return null;
    const kyc = await repo.findKyc(tx, session.userId);
    const update = kycUpdate(deps, kind, result, decision === 'allow', kyc?.modificationStatus);
    await repo.updateKyc(tx, session.userId, update, deps.now());
    const separator = session.returnPath.includes('?') ? '&' : '?';
    return { location: `${session.returnPath}${separator}${kind}=${encodeURIComponent(result)}` };
  });
}
