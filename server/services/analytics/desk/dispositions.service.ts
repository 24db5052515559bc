// Dispositions: what came of a call, chosen from the server's options, on exactly one follow-up, lead or client,
// each of which must be the advisor's own.
import { assertExpertMapped } from '../../../auth';
import { InvalidError, NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { z } from 'zod';
import type { dispositionSchema } from '../../../../utils/validation/desk';
import type { DeskDeps } from './desk.deps';
import { insertDisposition, leadOwnedBy, optionLabel } from './dispositions.repo';
import { ownFollowUp } from './followUps.service';

type DispositionBody = z.output<typeof dispositionSchema>;

const UNKNOWN_OPTION = 'Choose one of the listed dispositions';

export async function recordDisposition(deps: DeskDeps, expertId: string, body: DispositionBody) {
  const label = await optionLabel(deps.db, body.option);
  if (!label) throw new InvalidError(UNKNOWN_OPTION, { errors: [{ path: 'option', message: UNKNOWN_OPTION }] });
  let userId = body.user_id ?? null;
  if (body.follow_up_id) userId = (await ownFollowUp(deps, expertId, body.follow_up_id)).userId;
  if (body.lead_id && !(await leadOwnedBy(deps.db, body.lead_id, expertId))) throw new NotFoundError(MESSAGES.notFound);
  if (body.user_id) await assertExpertMapped(deps.db, expertId, body.user_id);
  const row = await insertDisposition(deps.db, {
    expertId,
    optionCode: body.option,
    followUpId: body.follow_up_id ?? null,
    leadId: body.lead_id ?? null,
    userId,
    remarks: body.remarks || null,
  });
  return {
    id: row.id,
    option: row.optionCode,
    label,
    follow_up_id: row.followUpId,
    lead_id: row.leadId,
    user_id: row.userId,
    remarks: row.remarks,
    created_at: row.createdAt.toISOString(),
  };
}
