// The client confirms what an advisor does in the client's name (issue 30: consent of the client): the KYC the
// advisor prepared, before it goes to the KRA, and a change of the client's bank accounts or nominees once the KYC is
// with the KRA. The advisor's act texts the client a link (48 hours, once; a newer request of the same kind ends the
// older one); the client, logged in as themself, reads what will happen, gets an OTP on their own registered mobile
// and confirms with it; only then is it done, as the client's act. The link fixes what the client was shown (a
// digest): if that changed since, the link cannot confirm it. What differs between kinds is in consent.kinds.ts.
// The OTP reuses the login's challenges (purpose 'kyc_consent', the request id as the challenge's name), so send
// limits, expiry, single use and the five-tries rule are the login's own.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Identity } from '../../../auth/requireAuth';
import { OTP_MESSAGES, checkOtp, createChallenge, limitedAttempt } from '../../../auth/otpChallenge';
import { latestChallenge } from '../../../auth/otpChallenges.repo';
import { OTP_TTL_MS } from '../../../auth/otp';
import { ConflictError, GoneError, InvalidError, NotFoundError, UnavailableError } from '../../../domain/errors';
import type { SmsProvider } from '../../../providers/sms/types';
import type { ClientConfirmation, ConsentKind, KycConsentView, PendingChange } from '../../../../utils/kyc/wire';
import { isWithTheKra } from '../../../../utils/kyc/status';
import { advisorOf, mobileOfUser } from '../cart/links.repo';
import { hashToken, maskMobileTail } from '../cart/links.service';
import { type ChangePayload, KIND_WORDS, digestNow, isSipKind, sectionsOf, sipIdOf } from './consent.kinds';
import type { KycDeps } from './kyc.deps';
import { currentRecord } from './kyc.record';
import * as repo from './kyc.repo';
import type { KycRow } from './kyc.repo';
import * as consents from './consent.repo';

export const CONSENT_TTL_MS = 48 * 3_600_000;
export const CONSENT_MESSAGES = {
  notFound: 'This link is not valid',
  notYours: 'This link was sent to someone else',
  expired: 'This link has expired; ask your advisor to send it again',
  used: 'This link has already been used',
  changed: KIND_WORDS.kyc_submission.changed,
  wrongOtp: 'Incorrect OTP',
  noSms: 'We could not send the OTP. Please try again.',
  noChangeSms: 'We could not send the change to your client to confirm. Please try again.',
} as const;
const M = CONSENT_MESSAGES;

export type ConsentDeps = KycDeps & { sms: SmsProvider };

/**
 * The client's KYC when an act of `identity` on the client's bank accounts or nominees must wait for the client:
 * someone else (an advisor, or a manager acting for one) acting on a KYC the KRA has. Before that, the client's
 * confirmation of the KYC submission covers the bank account and the nomination it carries. Null: act directly.
 */
export async function kycAwaitingClient(deps: KycDeps, identity: Identity, userId: string): Promise<KycRow | null> {
  if (identity.userId === userId) return null;
  const row = await currentRecord(deps, userId);
  return row && isWithTheKra(row.kycStatus) ? row : null;
}

/** Stores the request (ending the client's earlier one of the same kind) and texts the client the link. */
export async function requestConsent(
  deps: KycDeps,
  identity: Identity,
  request: { row: KycRow; kind: ConsentKind; payload: ChangePayload | null },
): Promise<ClientConfirmation> {
  const { row, kind, payload } = request;
  if (!deps.sms) throw new UnavailableError(M.noChangeSms);
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONSENT_TTL_MS);
  await deps.db.transaction(async (tx) =>
    consents.replaceConsent(
      tx,
      {
        id: randomUUID(),
        userId: row.userId,
        kind,
        expertId: identity.expertId!,
        requestedBy: identity.actor?.userId ?? identity.userId,
        tokenHash: hashToken(token),
        digest: await digestNow({ ...deps, db: tx }, kind, row, payload),
        payload: payload as unknown as Record<string, unknown> | null,
        expiresAt,
        createdAt: now,
      },
      now,
      isSipKind(kind) ? sipIdOf(payload) : null,
    ),
  );
  const advisor = await advisorOf(deps.db, identity.expertId!);
  const mobile = await mobileOfUser(deps.db, row.userId);
  const link = `${deps.config.webOrigin}/confirm-kyc?token=${token}`;
  const sms = KIND_WORDS[kind].sms(advisor.name ?? 'Your advisor', payload?.summary ?? '', link);
  const sent = mobile ? await deps.sms.send(mobile, sms).then(() => true, () => false) : false;
  deps.logger.info({ user_id: row.userId, expert_id: identity.expertId, kind, sent }, 'sent to the client to confirm');
  return { kind, sent_to: sent && mobile ? maskMobileTail(mobile) : null, expires_at: expiresAt.toISOString() };
}

/** The requests still waiting for the client, for the advisor's and the client's views of the client's data. */
export async function pendingChanges(deps: KycDeps, userId: string): Promise<PendingChange[]> {
  const open = await consents.openConsentsOf(deps.db, userId, deps.now());
  return open.map((c) => ({
    kind: c.kind,
    summary: (c.payload as ChangePayload | null)?.summary ?? 'Submit the KYC to the KRA',
    expires_at: c.expiresAt.toISOString(),
  }));
}

/**
 * The live request a token names, for the client it names. Anyone else (any advisor, the sender too, and every other
 * investor) gets the answer of an unknown link: a record outside the caller's reach is a 404.
 */
async function liveConsent(deps: KycDeps, caller: Identity, token: string) {
  const consent = await consents.consentByTokenHash(deps.db, hashToken(token));
  if (!consent) throw new NotFoundError(M.notFound);
  if (caller.role === 'expert' || consent.userId !== caller.userId) throw new NotFoundError(M.notYours);
  if (consent.confirmedAt || consent.supersededAt) throw new GoneError(M.used);
  if (consent.expiresAt.getTime() <= deps.now().getTime()) throw new GoneError(M.expired);
  const row = await repo.findRecord(deps.db, consent.userId);
  if (!row) throw new NotFoundError(M.notFound);
  return { consent, row };
}

export async function openConsent(deps: KycDeps, caller: Identity, token: string): Promise<KycConsentView> {
  const { consent, row } = await liveConsent(deps, caller, token);
  const advisor = await advisorOf(deps.db, consent.expertId);
  return {
    kind: consent.kind,
    client_name: row.name,
    advisor: advisor.name || advisor.arn ? { name: advisor.name, arn: advisor.arn } : null,
    sections: await sectionsOf(deps, consent, row),
    expires_at: consent.expiresAt.toISOString(),
  };
}

export async function sendConsentOtp(deps: ConsentDeps, caller: Identity, token: string, addressKey: string | null) {
  const { consent } = await liveConsent(deps, caller, token);
  const mobile = await mobileOfUser(deps.db, consent.userId);
  if (!mobile) throw new NotFoundError(M.notFound);
  const now = deps.now();
  const challenge = await limitedAttempt(
    deps.db,
    { mobileNo: mobile, addressKey, purpose: 'kyc_consent', limits: deps.config.otpLimits, now },
    async (tx) => ({
      outcome: 'sent',
      value: await createChallenge(tx, deps.config.authSecret, { mobileNo: mobile, purpose: 'kyc_consent', role: null, name: consent.id, now }),
    }),
  );
  const sms = `${challenge.code} is your ZF OTP to ${KIND_WORDS[consent.kind].otpFor}. It is valid for ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`;
  await deps.sms.send(mobile, sms).catch(() => {
    throw new UnavailableError(M.noSms);
  });
  return { sent_to: maskMobileTail(mobile), expires_at: challenge.expiresAt.toISOString() };
}

/** What confirming does, per kind, as the client's own act: the caller is the client. */
export type ConsentAppliers = Record<ConsentKind, (client: Identity, row: KycRow, payload: ChangePayload | null) => Promise<unknown>>;

/**
 * The right OTP spends the link and does what it asked as the client's own act. If what the client was shown changed
 * since the link went out, it is refused: the client confirms only what they read.
 */
export async function confirmConsent(
  deps: KycDeps,
  caller: Identity,
  token: string,
  otp: string,
  appliers: ConsentAppliers,
): Promise<unknown> {
  const { consent, row } = await liveConsent(deps, caller, token);
  const mobile = await mobileOfUser(deps.db, consent.userId);
  const now = deps.now();
  const challenge = mobile ? await latestChallenge(deps.db, mobile, ['kyc_consent']) : undefined;
  // A code sent for another request of the same client does not confirm this one.
  const check = await checkOtp(deps.db, deps.config.authSecret, challenge?.name === consent.id ? challenge : undefined, otp, now);
  if (!check.ok) {
    if (check.reason === 'incorrect') throw new InvalidError(M.wrongOtp, { errors: [{ path: 'otp', message: M.wrongOtp }] });
    throw new GoneError(check.reason === 'too_many' ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.expired);
  }
  if ((await digestNow(deps, consent.kind, row, consent.payload)) !== consent.digest) throw new ConflictError(KIND_WORDS[consent.kind].changed);
  if (!(await consents.markConfirmed(deps.db, consent.id, now))) throw new GoneError(M.used);
  deps.logger.info({ user_id: consent.userId, kind: consent.kind }, 'the client confirmed');
  return appliers[consent.kind](caller, row, consent.payload as ChangePayload | null);
}
