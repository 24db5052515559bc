/**
 * The relationship manager and Rahul's sub-agents (content/agents.ts): the manager's account, the sub-agents with
 * their generated clients (KYC, bank, mapping) and, once market data is there, the clients' portfolios. A part of
 * its own with its own "already there" check, so a demo database seeded before it existed gets it on the next run.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  bankAccounts,
  expertClients,
  experts,
  kycRecords,
  kycSteps,
  transactions,
  users,
} from '@/server/db/schema';
import type { Sealer } from '@/server/crypto/sealed';
import { insertInBatches } from '../batch';
import { generateClient, type GeneratedClient } from '../clients';
import {
  AGENT_CLIENT_OPTIONS,
  MANAGED_ADVISOR_MOBILES,
  MANAGER,
  SUB_AGENT_CLIENT_COUNTS,
  SUB_AGENTS,
} from '../content/agents';
import { RAHUL_PROFILE } from '../content/expertDesk';
import { localityByPincode } from '../content/places';
import { expertId, stableId, userId } from '../ids';
import { DEMO_PROFILE, clientRows, expertRows } from './people';
import type { MarketView } from './market';
import { addInvestorRows, emptyPortfolioRows, insertPortfolioRows } from './portfolios';

export interface AgentClient {
  agentMobile: string;
  client: GeneratedClient;
}

/** Each sub-agent's generated clients, numbered on from AGENT_CLIENT_OPTIONS.mobileBase in SUB_AGENTS order. */
export function agentClients(): AgentClient[] {
  let index = 0;
  return SUB_AGENTS.flatMap((agent, a) =>
    Array.from({ length: SUB_AGENT_CLIENT_COUNTS[a] }, () => ({
      agentMobile: agent.mobile,
      client: generateClient(index++, AGENT_CLIENT_OPTIONS),
    })),
  );
}

/** When the sub-agent took the client on: the month their first investment started (New Sales counts by it). */
function mappedOn(client: GeneratedClient, index: number): Date {
  const starts = client.folios.flatMap((f) => [
    ...(f.plan.sip ? [`${f.plan.sip.startMonth}-01`] : []),
    ...(f.plan.lumpsums ?? []).map((l) => l.date),
  ]);
  const first = starts.sort()[0] ?? `2025-${String((index % 11) + 1).padStart(2, '0')}-15`;
  return new Date(`${first.slice(0, 7)}-01T11:00:00+05:30`);
}

function managerRows() {
  const office = localityByPincode('122002');
  const user = {
    id: userId(MANAGER.mobile),
    mobileNo: MANAGER.mobile,
    name: MANAGER.name,
    email: 'karan.malhotra@example.com',
    city: 'Gurgaon',
    roles: ['expert' as const],
    profile: { ...DEMO_PROFILE },
    stage: 3,
    createdAt: new Date('2018-06-01T09:00:00+05:30'),
  };
  // A manager acts for advisors; he does not sell himself: no ARN, not in the directory (current_login).
  const expert = {
    id: expertId(MANAGER.mobile),
    userId: user.id,
    expertCode: `ZFX${MANAGER.mobile.slice(-4)}`,
    stage: 4,
    profileStatus: 'completed',
    currentLogin: true,
    rmId: MANAGER.rmId,
    // His desk's address: the directory never lists him, but every expert row in a city has its coordinates.
    pincode: office.pincode,
    lat: office.lat.toFixed(6),
    lng: office.lng.toFixed(6),
    createdAt: user.createdAt,
  };
  return { user, expert };
}

export async function agentsSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNo, MANAGER.mobile))
    .limit(1);
  return rows.length > 0;
}

/** The manager, the sub-agents and their clients; Sunil and Kavita join the manager's advisors. */
export async function seedAgentPeople(db: Db, sealer: Sealer): Promise<Record<string, number>> {
  const manager = managerRows();
  const agents = SUB_AGENTS.map(expertRows).map(({ user, expert }) => ({
    user,
    expert: { ...expert, parentMerchantId: RAHUL_PROFILE.merchantId },
  }));
  const book = agentClients();
  const clients = book.map(({ client }, i) => clientRows(client, mappedOn(client, i), sealer));

  await insertInBatches(db, users, [manager.user, ...agents.map((a) => a.user), ...clients.map((c) => c.user)]);
  await insertInBatches(db, experts, [manager.expert, ...agents.map((a) => a.expert)]);
  const kycs = clients.flatMap((c) => (c.kyc ? [c.kyc] : []));
  await insertInBatches(db, kycRecords, kycs);
  await insertInBatches(db, kycSteps, clients.flatMap((c) => c.steps));
  await insertInBatches(db, bankAccounts, clients.flatMap((c) => (c.bank ? [c.bank] : [])));
  const mapping = book.map(({ agentMobile, client }, i) => ({
    id: stableId(`expert-client:${agentMobile}:${client.mobile}`),
    expertId: expertId(agentMobile),
    userId: clients[i].user.id,
    createdAt: clients[i].user.createdAt,
  }));
  await insertInBatches(db, expertClients, mapping);
  // A database seeded before the manager existed has these advisors without him; setting it again is harmless.
  await db
    .update(experts)
    .set({ rmId: MANAGER.rmId, rmName: MANAGER.name, rmMobile: MANAGER.mobile })
    .where(inArray(experts.id, MANAGED_ADVISOR_MOBILES.map(expertId)));
  return {
    users: 1 + agents.length + clients.length,
    experts: 1 + agents.length,
    kyc_records: kycs.length,
    expert_clients: mapping.length,
  };
}

/** Whether the sub-agents' clients' portfolios are in (their first investing client has transactions). */
export async function agentPortfoliosSeeded(db: Db): Promise<boolean> {
  const investor = agentClients().find(({ client }) => client.folios.length > 0);
  if (!investor) return true;
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.userId, userId(investor.client.mobile)))
    .limit(1);
  return rows.length > 0;
}

export async function seedAgentPortfolios(db: Db, market: MarketView): Promise<Record<string, number>> {
  const rows = emptyPortfolioRows();
  for (const { agentMobile, client } of agentClients())
    addInvestorRows(rows, { mobile: client.mobile, expertMobile: agentMobile, folios: client.folios }, market);
  return insertPortfolioRows(db, rows);
}
