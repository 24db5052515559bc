// Adding a client. Nobody is linked to an advisor without their say: a new number is created and told by SMS; an
// investor with no advisor reads out an OTP sent to their own mobile; another advisor's investor must approve the
// change of distributor on their own dashboard (AMFI: the client decides). Advisors' numbers are never clients.
import { randomUUID } from 'node:crypto';
import type { AddClientResult } from '../../../../utils/clients/wire';
import { generateOtp, hashOtp, otpMatches, OTP_MAX_ATTEMPTS } from '../../../auth/otp';
import { lockKeys } from '../../../auth/otpChallenges.repo';
import type { Db } from '../../../db/client';
import { ConflictError, GoneError, InvalidError, NotFoundError } from '../../../domain/errors';
import { DESK_LEAD_MESSAGES } from '../../../../utils/validation/deskLeads';
import { convertLead } from '../../analytics/desk/leads.repo';
import { ownLead } from '../../analytics/desk/leads.service';
import { createUser, findAccountByMobile } from '../auth/accounts.repo';
import type { NodeContext } from '../context';
import { assertAddAllowed } from './add.limit';
import { CLIENT_MESSAGES as M, LINK_OTP_TTL_MS, TRANSFER_TTL_MS } from './clients.messages';
import type { AddBody } from './clients.schemas';
import { inviteText, linkOtpText, transferText } from './clients.sms';
import * as repo from './requests.repo';


type AddDeps = Pick<NodeContext, 'db' | 'config' | 'now' | 'sms' | 'logger'>;

function answerOf(row: repo.RequestRow): AddClientResult {
  return row.kind === 'link'
    ? { outcome: 'otp_sent', request_id: row.id, expires_at: row.expiresAt.toISOString() }
    : { outcome: 'transfer_requested', request_id: row.id };
}

/** The open request of the pair, or undefined; one past its time is closed first so that a new one may start. */
async function stillOpen(tx: Db, expertId: string, userId: string, now: Date): Promise<repo.RequestRow | undefined> {
  const open = await repo.openRequest(tx, expertId, userId);
  if (open && open.expiresAt <= now) {
    await repo.updateRequest(tx, open.id, { status: 'expired' });
    return undefined;
  }
  return open;
}

async function send(deps: AddDeps, mobile: string, text: string): Promise<void> {
  // The request is already stored; a gateway failure is logged, and the advisor can add the client again later.
  await deps.sms.send(mobile, text).catch((err: unknown) => deps.logger.error({ err }, 'client request SMS not sent'));
}

/** The lead being converted, if any: the advisor's own (404 otherwise) and not yet a client (409). */
async function leadToConvert(deps: AddDeps, expertId: string, leadId: string | undefined): Promise<string | null> {
  if (!leadId) return null;
  const lead = await ownLead(deps, expertId, leadId);
  if (lead.status === 'converted' && lead.userId) throw new ConflictError(DESK_LEAD_MESSAGES.alreadyConverted);
  return lead.id;
}

export async function addClient(deps: AddDeps, expertId: string, body: AddBody): Promise<AddClientResult> {
  const now = deps.now();
  const leadId = await leadToConvert(deps, expertId, body.lead_id);
  const account = await findAccountByMobile(deps.db, body.mobile_no);
  if (account && (account.expert || account.user.roles.includes('expert'))) throw new ConflictError(M.advisorNumber);
  const advisor = await repo.advisorName(deps.db, expertId);
  if (!account) {
    const userId = await deps.db.transaction(async (tx) => {
      await lockKeys(tx, [`clients:add:${expertId}`]);
      await assertAddAllowed(tx, expertId, now);
      const id = await createUser(tx, { mobileNo: body.mobile_no, name: body.name, roles: ['user'] });
      await repo.mapClient(tx, expertId, id);
      await repo.insertRequest(tx, {
        expertId, userId: id, mobileNo: body.mobile_no, name: body.name, kind: 'invite', status: 'invited', expiresAt: now, decidedAt: now, createdAt: now, leadId,
      });
      if (leadId) await convertLead(tx, leadId, expertId, id, now);
      return id;
    });
    await send(deps, body.mobile_no, inviteText(advisor));
    return { outcome: 'invited', user_id: userId };
  }
  const userId = account.user.id;
  const advisors = await repo.advisorsOf(deps.db, userId);
  if (advisors.includes(expertId)) throw new ConflictError(M.alreadyYours);
  const code = generateOtp();
  const made = await deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`clients:add:${expertId}`]);
    const open = await stillOpen(tx, expertId, userId, now);
    // A second add of the same person while the first waits (another tab, "Convert to client" after a plain add).
    if (open && leadId && open.leadId !== leadId) await repo.updateRequest(tx, open.id, { leadId });
    if (open) return { row: open, fresh: false };
    await assertAddAllowed(tx, expertId, now);
    const id = randomUUID();
    // Stamped with the app's clock: the add limit counts by it.
    const common = { id, expertId, userId, mobileNo: body.mobile_no, name: body.name, createdAt: now, leadId };
    const row = advisors.length === 0
      ? await repo.insertRequest(tx, { ...common, kind: 'link', status: 'otp_sent', expiresAt: new Date(now.getTime() + LINK_OTP_TTL_MS),
          otpHash: hashOtp(deps.config.authSecret, id, body.mobile_no, code) })
      : await repo.insertRequest(tx, { ...common, kind: 'transfer', status: 'pending', fromExpertId: advisors[0],
          expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS) });
    return { row: row!, fresh: true };
  });
  if (made.fresh) {
    await send(deps, body.mobile_no, made.row.kind === 'link' ? linkOtpText(code, advisor) : transferText(advisor));
  }
  return answerOf(made.row);
}

type Verdict = 'ok' | 'incorrect' | 'expired' | 'too_many' | 'linked' | 'closed';

function verdictOf(deps: AddDeps, row: repo.RequestRow, otp: string, now: Date): Verdict {
  if (row.status === 'linked') return 'linked';
  if (row.status !== 'otp_sent') return 'closed';
  if (row.otpAttempts >= OTP_MAX_ATTEMPTS) return 'too_many';
  if (row.expiresAt <= now) return 'expired';
  const matches = row.otpHash !== null && otpMatches(deps.config.authSecret, { id: row.id, mobileNo: row.mobileNo, codeHash: row.otpHash }, otp);
  return matches ? 'ok' : 'incorrect';
}

/** The OTP the investor read out: right → mapped; wrong → counted (five end the request); late → 410. */
export async function confirmAdd(deps: AddDeps, expertId: string, requestId: string, otp: string) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await repo.requestById(tx, requestId, true);
    if (!row || row.kind !== 'link') return { verdict: 'missing' as const };
    if (row.expertId !== expertId) return { verdict: 'forbidden' as const };
    const verdict = verdictOf(deps, row, otp, now);
    if (verdict === 'ok') {
      await repo.updateRequest(tx, row.id, { status: 'linked', decidedAt: now });
      await repo.mapClient(tx, expertId, row.userId);
      if (row.leadId) await convertLead(tx, row.leadId, expertId, row.userId, now);
    }
    if (verdict === 'expired' || verdict === 'too_many') await repo.updateRequest(tx, row.id, { status: 'expired' });
    if (verdict === 'incorrect' && (await repo.countWrongOtp(tx, row.id)) >= OTP_MAX_ATTEMPTS) {
      await repo.updateRequest(tx, row.id, { status: 'expired' });
    }
    return { verdict, userId: row.userId };
  });
  switch (result.verdict) {
    case 'missing':
      throw new NotFoundError(M.notFound);
    case 'forbidden':
      throw new NotFoundError(M.notFound);
    case 'incorrect':
      throw new InvalidError(M.wrongOtp, { errors: [{ path: 'otp', message: M.wrongOtp }] });
    case 'expired':
      throw new GoneError(M.otpExpired);
    case 'too_many':
      throw new GoneError(M.tooManyTries);
    case 'closed':
      throw new GoneError(M.requestExpired);
    default:
      return { outcome: 'linked' as const, user_id: result.userId };
  }
}
