// All Agents and New Sales: a principal (an advisor with a merchant id) sees the sub-agents who sell under that
// merchant id, and nobody else's. AUM is each client's current value as the advisor's portfolio listing values it
// (client_positions, refreshed first with the listing's own refreshPositions).
import type { Identity } from '../../../auth/requireAuth';
import { DOMAIN_MESSAGES, NotFoundError } from '../../../domain/errors';
import { salesPeriods } from '../../../../utils/clients/salesPeriods';
import type { NodeContext } from '../context';
import { refreshPositions } from '../portfolio/listing.service';
import { todayIn } from '../portfolio/portfolio.deps';
import type { NewSalesQuery } from './agents.schemas';
import * as repo from './agents.repo';

/** 403 unless the merchant id is the caller's own. */
async function assertOwnMerchant(ctx: NodeContext, identity: Identity, merchantId: string): Promise<void> {
  const own = identity.expertId ? await repo.merchantIdOf(ctx.db, identity.expertId) : null;
  if (!own || own !== merchantId) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
}

export async function agentList(ctx: NodeContext, identity: Identity, merchantId: string) {
  await assertOwnMerchant(ctx, identity, merchantId);
  const today = todayIn(ctx.now());
  for (const agentId of await repo.subAgentIds(ctx.db, merchantId)) await refreshPositions(ctx, agentId, today);
  return { agents: await repo.agentBooks(ctx.db, merchantId) };
}

const zero = { new_clients: 0, first_orders: 0, first_order_amount_paise: 0 };
type Figures = typeof zero;

function add(into: Figures, row: Figures): void {
  into.new_clients += row.new_clients;
  into.first_orders += row.first_orders;
  into.first_order_amount_paise += row.first_order_amount_paise;
}

export async function newSales(ctx: NodeContext, identity: Identity, q: NewSalesQuery) {
  await assertOwnMerchant(ctx, identity, q.merchant_id);
  const [rows, agents] = await Promise.all([
    repo.salesByPeriod(ctx.db, q.merchant_id, q),
    repo.agentBooks(ctx.db, q.merchant_id),
  ]);
  const periods = new Map(salesPeriods(q.from, q.to, q.group).map((p) => [p, { period: p, ...zero }]));
  const byAgent = new Map(agents.map((a) => [a.expert_id, { expert_id: a.expert_id, name: a.name, ...zero }]));
  for (const row of rows) {
    const period = periods.get(row.period);
    if (period) add(period, row);
    const agent = byAgent.get(row.expert_id);
    if (agent) add(agent, row);
  }
  return { periods: [...periods.values()], by_agent: [...byAgent.values()] };
}
