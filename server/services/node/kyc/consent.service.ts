// The client confirms the KYC an advisor prepared (issue 30: consent of the client). The advisor may fill every
// step for a client, but the submission to the KRA, with the declarations and nomination it carries, is the client's
// act: pressing submit as an advisor texts the client a link (48 hours, once); the client, logged in as themself,
// reads what will be submitted, gets an OTP on their own registered mobile and confirms with it; only then does the
// KYC go to the KRA. The link fixes what the client was shown (a digest): a KYC changed since cannot be confirmed.
// The OTP reuses the login's challenges (purpose 'kyc_consent', the request id as the challenge's name), so send
// limits, expiry, single use and the five-tries rule are the login's own.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Identity } from '../../../auth/requireAuth';
import { OTP_MESSAGES, checkOtp, createChallenge, limitedAttempt } from '../../../auth/otpChallenge';
import { latestChallenge } from '../../../auth/otpChallenges.repo';
import { OTP_TTL_MS } from '../../../auth/otp';
import { ConflictError, GoneError, InvalidError, NotFoundError, RefusedError, UnavailableError } from '../../../domain/errors';
import type { SmsProvider } from '../../../providers/sms/types';
import type { ClientConfirmation, ConsentSection, KycConsentView } from '../../../../utils/kyc/wire';
import { maskAccountNumber, maskPan } from '../../../../utils/validation/kyc';
import { listAccounts } from '../banks/banks.repo';
import { advisorOf, mobileOfUser } from '../cart/links.repo';
import { hashToken, maskMobileTail } from '../cart/links.service';
import type { KycDeps } from './kyc.deps';
import * as repo from './kyc.repo';
import type { KycRow } from './kyc.repo';
import * as consents from './consent.repo';

export const CONSENT_TTL_MS = 48 * 3_600_000;
export const CONSENT_MESSAGES = {
  notFound: 'This link is not valid',
  notYours: 'This link was sent to someone else',
  expired: 'This link has expired; ask your advisor to send it again',
  used: 'This link has already been used',
  changed: 'Your KYC changed after this link was sent; ask your advisor to send it again',
  wrongOtp: 'Incorrect OTP',
  noSms: 'We could not send the OTP. Please try again.',
} as const;
const M = CONSENT_MESSAGES;

type Dict = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** What goes to the KRA, as the client reads it: identity, contact and address, declarations, nomination, bank. */
async function submissionOf(deps: KycDeps, row: KycRow): Promise<ConsentSection[]> {
  const steps = await repo.listSteps(deps.db, row.id);
  const saved = (step: string) => (steps.find((s) => s.step === step && s.status === 'completed')?.data ?? {}) as Dict;
  const personal = saved('personal_details');
  const declarations = saved('declarations');
  const address = (personal.address ?? {}) as Dict;
  const fatca = (declarations.fatca ?? {}) as Dict;
  const nomination = (declarations.nomination ?? {}) as Dict;
  const nominees = Array.isArray(nomination.nominees) ? (nomination.nominees as Dict[]) : [];
  const bank = (await listAccounts(deps.db, row.userId)).find((a) => a.isPrimary && a.pennyDropStatus === 'verified');
  const rows = (pairs: [string, unknown][]) =>
    pairs.flatMap(([label, value]) => (text(value) ? [{ label, value: text(value)! }] : []));
  return [
    {
      title: 'You',
      rows: rows([
        ['Name', personal.name ?? row.name],
        ['PAN', row.pancardNo ? maskPan(row.pancardNo) : null],
        ['Date of birth', row.dob],
        ['Email', personal.email ?? row.email],
        ["Father's name", personal.father_name],
        ['Occupation', personal.occupation],
        ['Income', personal.income_slab],
      ]),
    },
    {
      title: 'Address',
      rows: rows([['Address', [address.line1, address.line2, address.city, address.state, address.pincode].filter(text).join(', ')]]),
    },
    {
      title: 'Declarations',
      rows: rows([
        ['Place of birth', fatca.place_of_birth],
        ['Nationality', fatca.nationality],
        ['Tax resident only in India', Array.isArray(fatca.tax_residencies) && fatca.tax_residencies.length > 0 ? 'No' : 'Yes'],
        ['Politically exposed', fatca.pep],
        ['Source of wealth', fatca.source_of_wealth],
      ]),
    },
    {
      title: 'Nomination',
      rows:
        nomination.opt_out === true
          ? [{ label: 'Nomination', value: 'You opt out of nomination' }]
          : nominees.map((n, i) => ({ label: `Nominee ${i + 1}`, value: `${text(n.name) ?? ''} (${text(n.relation) ?? ''}), ${Number(n.share) || 0}%` })),
    },
    {
      title: 'Bank account',
      rows: bank ? [{ label: 'Account', value: `${bank.bankName}, ${maskAccountNumber(bank.accountLast4)} (${bank.ifsc})` }] : [],
    },
  ];
}

/** Fixes what the client confirms: the record's fields, every saved step and the verified primary account. */
async function digestOf(deps: KycDeps, row: KycRow): Promise<string> {
  const steps = (await repo.listSteps(deps.db, row.id)).map((s) => [s.step, s.status, s.data]).sort();
  const bank = (await listAccounts(deps.db, row.userId)).find((a) => a.isPrimary && a.pennyDropStatus === 'verified');
  const fixed = [row.pancardNo, row.name, row.dob, row.email, row.details, steps, bank ? [bank.id, bank.accountHash, bank.ifsc] : null];
  return createHash('sha256').update(JSON.stringify(fixed)).digest('hex');
}

/** Submit pressed by an advisor: the KYC waits for the client, who gets the link by SMS. */
export async function requestClientConsent(
  deps: KycDeps & { sms: SmsProvider },
  identity: Identity,
  row: KycRow,
): Promise<ClientConfirmation> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONSENT_TTL_MS);
  await deps.db.transaction(async (tx) =>
    consents.replaceConsent(
      tx,
      {
        id: randomUUID(),
        userId: row.userId,
        expertId: identity.expertId!,
        requestedBy: identity.actor?.userId ?? identity.userId,
        tokenHash: hashToken(token),
        digest: await digestOf({ ...deps, db: tx }, row),
        expiresAt,
        createdAt: now,
      },
      now,
    ),
  );
  const advisor = await advisorOf(deps.db, identity.expertId!);
  const mobile = await mobileOfUser(deps.db, row.userId);
  const link = `${deps.config.webOrigin}/confirm-kyc?token=${token}`;
  const sms = `${advisor.name ?? 'Your advisor'} has prepared your KYC. Review it and confirm it with an OTP before it goes to the KRA: ${link} (valid 48 hours)`;
  const sent = mobile ? await deps.sms.send(mobile, sms).then(() => true, () => false) : false;
  deps.logger.info({ user_id: row.userId, expert_id: identity.expertId, sent }, 'KYC sent to the client to confirm');
  return { sent_to: sent && mobile ? maskMobileTail(mobile) : null, expires_at: expiresAt.toISOString() };
}

/** The live request a token names, for the client it names (never an advisor); every other case is refused. */
async function liveConsent(deps: KycDeps, caller: Identity, token: string) {
  const consent = await consents.consentByTokenHash(deps.db, hashToken(token));
  if (!consent) throw new NotFoundError(M.notFound);
  if (caller.role === 'expert' || consent.userId !== caller.userId) throw new RefusedError(M.notYours);
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
    client_name: row.name,
    advisor: advisor.name || advisor.arn ? { name: advisor.name, arn: advisor.arn } : null,
    sections: await submissionOf(deps, row),
    expires_at: consent.expiresAt.toISOString(),
  };
}

export async function sendConsentOtp(deps: KycDeps & { sms: SmsProvider }, caller: Identity, token: string, addressKey: string | null) {
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
  const sms = `${challenge.code} is your ZF OTP to confirm your KYC and send it to the KRA. It is valid for ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`;
  await deps.sms.send(mobile, sms).catch(() => {
    throw new UnavailableError(M.noSms);
  });
  return { sent_to: maskMobileTail(mobile), expires_at: challenge.expiresAt.toISOString() };
}

/**
 * The right OTP spends the link and sends the KYC to the KRA as the client's own act (`submit` runs as the caller).
 * A KYC changed since the link was sent is refused: the client confirms only what they were shown.
 */
export async function confirmConsent<T>(
  deps: KycDeps,
  caller: Identity,
  token: string,
  otp: string,
  submit: (identity: Identity, userId: string) => Promise<T>,
): Promise<T> {
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
  if ((await digestOf(deps, row)) !== consent.digest) throw new ConflictError(M.changed);
  if (!(await consents.markConfirmed(deps.db, consent.id, now))) throw new GoneError(M.used);
  return submit(caller, consent.userId);
}
