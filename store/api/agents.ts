// The manager's advisors, a principal's sub-agents and their new sales, in the node api's cache (tag Expert).
import type * as AgentCalls from '@/services/agents.api';
import type { Agent, ManagerOverview, NewSales, NewSalesQuery, RmExpert } from '@/services/agents.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof AgentCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/agents.api'), signal);

export const agentsApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getExpertsOfRm: build.query<RmExpert[], string>({
      query: (rmId) => call((c, signal) => c.getExpertsOfRm(rmId, signal)),
      providesTags: [{ type: 'Expert', id: 'RM' }],
    }),
    getManagerOverview: build.query<ManagerOverview, void>({
      query: () => call((c, signal) => c.getManagerOverview(signal)),
      providesTags: [{ type: 'Expert', id: 'RM' }],
    }),
    getAgents: build.query<Agent[], string>({
      query: (merchantId) => call((c, signal) => c.getAgents(merchantId, signal)),
      providesTags: [{ type: 'Expert', id: 'AGENTS' }],
    }),
    getNewSales: build.query<NewSales, NewSalesQuery>({
      query: (q) => call((c, signal) => c.getNewSales(q, signal)),
      providesTags: [{ type: 'Expert', id: 'AGENTS' }],
    }),
  }),
});

export const { useGetExpertsOfRmQuery, useGetManagerOverviewQuery, useGetAgentsQuery, useGetNewSalesQuery } = agentsApi;
