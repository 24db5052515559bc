// Leads on the advisor's desk: the caller's own only; one per mobile; the stage moves along a fixed list and
// stage_changed_at records when it last moved.
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { z } from 'zod';
import type { LeadView, LeadsPage } from '../../../../utils/desk/wire';
import { LEADS_PAGE_SIZE, DESK_LEAD_MESSAGES, type leadCreateSchema, type leadUpdateSchema, type leadsQuerySchema } from '../../../../utils/validation/deskLeads';
import type { DeskDeps } from './desk.deps';
import { latestLeadDispositions } from './dispositions.repo';
import {
  type LeadRow,
  clientsByMobile,
  deleteLead,
  insertLeadOnce,
  leadById,
  leadIdByMobile,
  leadsPage,
  mappedOf,
  stageCounts,
  updateLead,
} from './leads.repo';

/** The lead's data with new remarks, or without any when cleared (null). */
function remarksData(data: LeadRow['data'], remarks: string | null): LeadRow['data'] {
  const { remarks: _old, ...rest } = data ?? {};
  return remarks === null ? rest : { ...rest, remarks };
}

const remarksOf = (row: LeadRow) => (typeof row.data?.remarks === 'string' ? row.data.remarks : null);

export function leadView(row: LeadRow, clientUserId: string | null, disposition: string | null = null): LeadView {
  return {
    id: row.id,
    name: row.name,
    mobile_no: row.mobileNo,
    city: row.city,
    product: row.product,
    remarks: remarksOf(row),
    stage: row.status,
    stage_changed_at: row.stageChangedAt?.toISOString() ?? null,
    source: row.source,
    client_user_id: clientUserId,
    disposition,
    created_at: row.createdAt.toISOString(),
  };
}

async function viewsOf(deps: DeskDeps, expertId: string, rows: LeadRow[]): Promise<LeadView[]> {
  const linked = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const [clients, stillMapped, dispositions] = await Promise.all([
    clientsByMobile(deps.db, expertId, [...new Set(rows.map((r) => r.mobileNo))]),
    mappedOf(deps.db, expertId, linked),
    latestLeadDispositions(deps.db, rows.map((r) => r.id)),
  ]);
  // The client the lead was converted to, while still the advisor's; else the client with the lead's mobile.
  const clientOf = (r: LeadRow) => (r.userId && stillMapped.has(r.userId) ? r.userId : (clients.get(r.mobileNo) ?? null));
  return rows.map((r) => leadView(r, clientOf(r), dispositions.get(r.id) ?? null));
}

export async function listLeads(deps: DeskDeps, expertId: string, query: z.output<typeof leadsQuerySchema>): Promise<LeadsPage> {
  const filter = { expertId, stage: query.stage, q: query.q };
  const [rows, counts] = await Promise.all([
    leadsPage(deps.db, filter, LEADS_PAGE_SIZE, (query.page - 1) * LEADS_PAGE_SIZE),
    stageCounts(deps.db, filter),
  ]);
  const total = query.stage ? (counts[query.stage] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  return { leads: await viewsOf(deps, expertId, rows), total, counts };
}

export async function addLead(deps: DeskDeps, expertId: string, input: z.output<typeof leadCreateSchema>): Promise<LeadView> {
  const now = deps.now();
  const row = await insertLeadOnce(deps.db, {
    expertId,
    name: input.name,
    mobileNo: input.mobile_no,
    city: input.city ?? null,
    product: input.product ?? null,
    source: 'desk',
    status: 'new',
    stageChangedAt: now,
    data: input.remarks ? { remarks: input.remarks } : {},
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    const existing = await leadIdByMobile(deps.db, expertId, input.mobile_no);
    throw new ConflictError(DESK_LEAD_MESSAGES.duplicate, {
      errors: [{ path: 'mobile_no', message: DESK_LEAD_MESSAGES.duplicate }],
      details: { data: { id: existing } },
    });
  }
  return (await viewsOf(deps, expertId, [row]))[0];
}

/** The lead if it is the caller's: 404 when there is none or it is another advisor's. */
export async function ownLead(deps: Pick<DeskDeps, 'db'>, expertId: string, id: string): Promise<LeadRow> {
  const lead = await leadById(deps.db, id);
  if (!lead) throw new NotFoundError(DESK_LEAD_MESSAGES.notFound);
  if (lead.expertId !== expertId) throw new NotFoundError(MESSAGES.notFound);
  return lead;
}

export async function getLead(deps: DeskDeps, expertId: string, id: string): Promise<LeadView> {
  return (await viewsOf(deps, expertId, [await ownLead(deps, expertId, id)]))[0];
}

export async function editLead(deps: DeskDeps, expertId: string, id: string, input: z.output<typeof leadUpdateSchema>): Promise<LeadView> {
  const lead = await ownLead(deps, expertId, id);
  const now = deps.now();
  const moved = input.stage !== undefined && input.stage !== lead.status;
  // Added as a client through "Convert to client": the stage is the record of it.
  if (moved && lead.status === 'converted' && lead.userId) throw new ConflictError(DESK_LEAD_MESSAGES.staysConverted);
  if (input.mobile_no !== undefined && input.mobile_no !== lead.mobileNo) {
    const holder = await leadIdByMobile(deps.db, expertId, input.mobile_no);
    if (holder) {
      throw new ConflictError(DESK_LEAD_MESSAGES.duplicate, {
        errors: [{ path: 'mobile_no', message: DESK_LEAD_MESSAGES.duplicate }],
        details: { data: { id: holder } },
      });
    }
  }
  const row = await updateLead(deps.db, id, expertId, {
    ...(moved ? { status: input.stage, stageChangedAt: now } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.mobile_no !== undefined ? { mobileNo: input.mobile_no } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
    ...(input.product !== undefined ? { product: input.product } : {}),
    ...(input.remarks !== undefined ? { data: remarksData(lead.data, input.remarks) } : {}),
    updatedAt: now,
  });
  if (!row) throw new NotFoundError(DESK_LEAD_MESSAGES.notFound);
  return (await viewsOf(deps, expertId, [row]))[0];
}

export async function removeLead(deps: DeskDeps, expertId: string, id: string) {
  await ownLead(deps, expertId, id);
  await deleteLead(deps.db, id, expertId);
  return { deleted: true as const };
}
