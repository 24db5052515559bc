// What differs between the kinds of client confirmation (kyc_consents.kind): what the client reads, what fixes it
// (the digest: if it changed since the link went out, the link cannot confirm it) and the words of the texts.
// The mechanism itself (link, OTP, once, expiry) is one, in consent.service.ts.
import { createHash } from 'node:crypto';
import type { ConsentKind, ConsentRow, ConsentSection } from '../../../../utils/kyc/wire';
import { listAccounts } from '../banks/banks.repo';
import { sipState } from '../orders/sipChanges.repo';
import { submissionDigest, submissionSections } from './consent.submission';
import type { KycDeps } from './kyc.deps';
import * as repo from './kyc.repo';
import type { KycRow } from './kyc.repo';

/** What a change will do, kept with its request: the before and after the client reads, and the change itself. */
export interface ChangePayload {
  /** In a few words, for the texts and the advisor's "waiting" line: "Add ICICI Bank, XXXXXX5678". */
  summary: string;
  before: ConsentRow[];
  after: ConsentRow[];
  change: Record<string, unknown>;
}

const LINK_VALIDITY = '(valid 48 hours)';

export const KIND_WORDS: Record<
  ConsentKind,
  { sms: (advisor: string, summary: string, link: string) => string; otpFor: string; changed: string }
> = {
  kyc_submission: {
    sms: (advisor, _summary, link) =>
      `${advisor} has prepared your KYC. Review it and confirm it with an OTP before it goes to the KRA: ${link} ${LINK_VALIDITY}`,
    otpFor: 'confirm your KYC and send it to the KRA',
    changed: 'Your KYC changed after this link was sent; ask your advisor to send it again',
  },
  bank_change: {
    sms: (advisor, summary, link) =>
      `${advisor} asks to change your bank accounts: ${summary}. Review it and confirm it with an OTP: ${link} ${LINK_VALIDITY}`,
    otpFor: 'confirm the change to your bank accounts',
    changed: 'Your bank accounts changed after this link was sent; ask your advisor to send it again',
  },
  nominee_change: {
    sms: (advisor, summary, link) =>
      `${advisor} asks to change your nominees: ${summary}. Review it and confirm it with an OTP: ${link} ${LINK_VALIDITY}`,
    otpFor: 'confirm the change to your nominees',
    changed: 'Your nominees changed after this link was sent; ask your advisor to send it again',
  },
  sip_pause: {
    sms: (advisor, summary, link) =>
      `${advisor} asks to pause your SIP: ${summary}. Review it and confirm it with an OTP: ${link} ${LINK_VALIDITY}`,
    otpFor: 'confirm the pause of your SIP',
    changed: 'Your SIP changed after this link was sent; ask your advisor to send it again',
  },
  sip_cancel: {
    sms: (advisor, summary, link) =>
      `${advisor} asks to cancel your SIP: ${summary}. Review it and confirm it with an OTP: ${link} ${LINK_VALIDITY}`,
    otpFor: 'confirm the cancellation of your SIP',
    changed: 'Your SIP changed after this link was sent; ask your advisor to send it again',
  },
};

/** The SIP a SIP request names (its change's sip_id). */
export const sipIdOf = (payload: Record<string, unknown> | ChangePayload | null | undefined): string | null => {
  const change = (payload as ChangePayload | null | undefined)?.change;
  return typeof change?.sip_id === 'string' ? change.sip_id : null;
};

export const isSipKind = (kind: ConsentKind) => kind === 'sip_pause' || kind === 'sip_cancel';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The nomination saved with the KYC's declarations (null before they are saved). */
export async function currentNomination(deps: KycDeps, row: KycRow): Promise<unknown> {
  const steps = await repo.listSteps(deps.db, row.id);
  const declarations = steps.find((s) => s.step === 'declarations' && s.status === 'completed')?.data;
  return declarations?.nomination ?? null;
}

/** A bank change fixes the accounts as they are (which, and which is primary), not their penny drop's progress. */
export async function bankDigest(deps: KycDeps, userId: string): Promise<string> {
  const accounts = (await listAccounts(deps.db, userId)).map((a) => [a.id, a.accountHash, a.isPrimary]).sort();
  return sha256(accounts);
}

export async function digestNow(deps: KycDeps, kind: ConsentKind, row: KycRow, payload?: Record<string, unknown> | ChangePayload | null): Promise<string> {
  if (isSipKind(kind)) return sha256(await sipState(deps.db, sipIdOf(payload) ?? '', row.userId));
  if (kind === 'bank_change') return bankDigest(deps, row.userId);
  if (kind === 'nominee_change') return sha256(await currentNomination(deps, row));
  return submissionDigest(deps, row);
}

export async function sectionsOf(
  deps: KycDeps,
  consent: { kind: ConsentKind; payload: Record<string, unknown> | null },
  row: KycRow,
): Promise<ConsentSection[]> {
  if (consent.kind === 'kyc_submission') return submissionSections(deps, row);
  const payload = consent.payload as unknown as ChangePayload;
  return [
    { title: 'Now', rows: payload.before },
    { title: 'After the change', rows: payload.after },
  ];
}
