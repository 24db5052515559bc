// The investor's side of a change of distributor: they see who asked, and approve or reject. Approving maps them to
// the new advisor and ends the old mapping in one transaction, so they never have two advisors nor none.
import type { ClientRequestView } from '../../../../utils/clients/wire';
import { ConflictError, GoneError, NotFoundError } from '../../../domain/errors';
import { convertLead } from '../../analytics/desk/leads.repo';
import type { NodeContext } from '../context';
import { CLIENT_MESSAGES as M } from './clients.messages';
import * as repo from './requests.repo';

type Deps = Pick<NodeContext, 'db' | 'now'>;


function view(row: repo.RequestRow, advisor: repo.AdvisorName): ClientRequestView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    advisor_name: advisor.name,
    advisor_arn: advisor.arn,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function transferRequestsOf(deps: Deps, userId: string): Promise<ClientRequestView[]> {
  const rows = await repo.pendingTransfersOf(deps.db, userId, deps.now());
  return rows.map((r) => view(r.request, { name: r.advisorName, arn: r.arn }));
}

export async function decideTransfer(deps: Deps, userId: string, requestId: string, decision: 'approved' | 'rejected') {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.requestById(tx, requestId, true);
    if (!row || row.kind !== 'transfer') return 'missing' as const;
    if (row.userId !== userId) return 'forbidden' as const;
    if (row.status !== 'pending') return 'closed' as const;
    if (row.expiresAt <= now) {
      await repo.updateRequest(tx, row.id, { status: 'expired' });
      return 'expired' as const;
    }
    await repo.updateRequest(tx, row.id, { status: decision, decidedAt: now });
    if (decision === 'approved') {
      await repo.mapClient(tx, row.expertId, userId);
      await repo.unmapOthers(tx, userId, row.expertId);
      if (row.leadId) await convertLead(tx, row.leadId, row.expertId, userId, now);
    }
    return 'done' as const;
  });
  if (outcome === 'missing') throw new NotFoundError(M.notFound);
  if (outcome === 'forbidden') throw new NotFoundError(M.notFound);
  if (outcome === 'closed') throw new ConflictError(M.requestClosed);
  if (outcome === 'expired') throw new GoneError(M.requestExpired);
  const row = (await repo.requestById(deps.db, requestId))!;
  return view(row, await repo.advisorName(deps.db, row.expertId));
}
