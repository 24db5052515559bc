// The relationship manager's and the principal's calls of the clients feature (docs/CLIENTS.md): the manager's
// advisors and the switch to one of them, a principal's sub-agents and their new sales. On the main node client,
// so its headers, refresh and 403 rules apply.
import type { Agent, ManagerOverview, NewSales, SalesGroup } from '@/utils/clients/agentsWire';
import type { LoginAnswer } from './auth.api';

export type { Agent, ManagerOverview, NewSales, SalesGroup };
import { nodeClient } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

/** An advisor as GET /user/getexpertbyrmid lists them. */
export interface RmExpert {
  id: string;
  user_id: string;
  name: string | null;
  city: string | null;
  mobile_no: string;
  expert_code: string;
  arn_code: string | null;
  arn_status: string;
  registered: boolean;
}

export interface NewSalesQuery {
  merchant_id: string;
  from: string;
  to: string;
  group: SalesGroup;
}

export async function getExpertsOfRm(rmId: string, signal?: AbortSignal): Promise<RmExpert[]> {
  const { data } = await nodeClient.get<Envelope<RmExpert[]>>(`/user/getexpertbyrmid/${encodeURIComponent(rmId)}`, { signal });
  return data.data;
}

/** The switch answers like the login: the advisor's account in the body, the new tokens in the headers. */
export async function actAsExpert(expertId: string): Promise<LoginAnswer> {
  const response = await nodeClient.post<LoginAnswer['body']>('/clients/act-as-expert', { expert_id: expertId });
  return { body: response.data, headers: response.headers };
}

/** The manager's own view: their advisors' books and today's follow-ups across them. */
export async function getManagerOverview(signal?: AbortSignal): Promise<ManagerOverview> {
  const { data } = await nodeClient.get<Envelope<ManagerOverview>>('/clients/manager-overview', { signal });
  return data.data;
}

export async function getAgents(merchantId: string, signal?: AbortSignal): Promise<Agent[]> {
  const { data } = await nodeClient.get<Envelope<{ agents: Agent[] }>>('/clients/agents', {
    params: { merchant_id: merchantId },
    signal,
  });
  return data.data.agents;
}

export async function getNewSales(query: NewSalesQuery, signal?: AbortSignal): Promise<NewSales> {
  const { data } = await nodeClient.get<Envelope<NewSales>>('/clients/new-sales', { params: query, signal });
  return data.data;
}
