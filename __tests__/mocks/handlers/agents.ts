// Contract-shaped handlers for the manager's and the principal's calls (docs/CLIENTS.md "Agents and new sales",
// act-as-expert): manager RM0901 over two advisors, merchant ZFM1001 with three sub-agents. Tests add them with
// server.use(...agentsHandlers); `agentsMock` records the calls and can be emptied.
import { http, HttpResponse } from 'msw';
import type { Agent, ManagerOverview, NewSales, RmExpert } from '@/services/agents.api';
import { authed, mockSession } from '../session';
import { at } from './at';

/** The relationship manager's own expert id (Karan Malhotra). */
export const KARAN_EXPERT_ID = 'e-karan';

export const RAHUL_EXPERT: RmExpert = {
  id: 'e-rahul',
  user_id: 'u-rahul',
  name: 'Rahul Mehta',
  city: 'Gurgaon',
  mobile_no: '9000000101',
  expert_code: 'ZFX0101',
  arn_code: '245871',
  arn_status: 'validated',
  registered: true,
};

export const SUNIL_EXPERT: RmExpert = {
  ...RAHUL_EXPERT,
  id: 'e-sunil',
  user_id: 'u-sunil',
  name: 'Sunil Khanna',
  mobile_no: '9000000103',
  expert_code: 'ZFX0103',
  arn_code: '104522',
};

export const AGENTS: Agent[] = [
  { expert_id: 'a-1', name: 'Pooja Bansal', arn: '261140', clients: 4, aum_paise: 12_50_000_00, sips: 5 },
  { expert_id: 'a-2', name: 'Manish Tyagi', arn: '264415', clients: 3, aum_paise: 30_00_000_00, sips: 2 },
  { expert_id: 'a-3', name: 'Sneha Kapoor', arn: '271093', clients: 2, aum_paise: 1_00_000_00, sips: 7 },
];

/** The manager's team as GET /clients/manager-overview answers it: Rahul and Sunil, one follow-up of Rahul's today. */
export const MANAGER_OVERVIEW: ManagerOverview = {
  advisors: [
    { expert_id: 'e-rahul', name: 'Rahul Mehta', arn: '245871', clients: 25, aum_paise: 51_71_122_35, sips: 37 },
    { expert_id: 'e-sunil', name: 'Sunil Khanna', arn: null, clients: 4, aum_paise: 3_00_000_00, sips: 2 },
  ],
  totals: { clients: 29, aum_paise: 54_71_122_35, sips: 39 },
  follow_ups_today: [
    { id: 'f-1', advisor_id: 'e-rahul', advisor_name: 'Rahul Mehta', name: 'Ishaan Sinha', time: '11:00 AM', starts_at: '2026-11-29T05:30:00.000Z', remarks: 'Mandate ends in 10 days' },
  ],
  as_of: '2026-11-29',
};

export const agentsMock = {
  agents: AGENTS,
  overview: MANAGER_OVERVIEW,
  calls: [] as { path: string; query: Record<string, string>; body?: unknown }[],
  reset() {
    this.agents = AGENTS;
    this.overview = MANAGER_OVERVIEW;
    this.calls = [];
  },
};

const record = (request: Request, path: string, body?: unknown) =>
  agentsMock.calls.push({ path, query: Object.fromEntries(new URL(request.url).searchParams), body });

/** Periods of the asked range, as the backend names them: month starts here (the screen's default grouping). */
function sales(from: string, to: string): NewSales {
  const periods = [];
  for (let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const period = d.toISOString().slice(0, 10);
    const busy = period.endsWith('-03-01') || period.endsWith('-05-01');
    periods.push({ period, new_clients: busy ? 2 : 0, first_orders: busy ? 1 : 0, first_order_amount_paise: busy ? 5_000_00 : 0 });
  }
  return {
    periods,
    by_agent: AGENTS.map((a, i) => ({
      expert_id: a.expert_id,
      name: a.name,
      new_clients: 3 - i,
      first_orders: i === 2 ? 0 : 1,
      first_order_amount_paise: i === 2 ? 0 : 5_000_00,
    })),
  };
}

export const agentsHandlers = [
  http.get(
    at('node', '/user/getexpertbyrmid/:rmId'),
    authed(({ request, params }) => {
      record(request, `getexpertbyrmid/${String(params.rmId)}`);
      return HttpResponse.json({ status: 'success', data: [RAHUL_EXPERT, SUNIL_EXPERT] });
    }),
  ),
  http.post(
    at('node', '/clients/act-as-expert'),
    authed(async ({ request }) => {
      const body = (await request.json()) as { expert_id: string };
      record(request, 'act-as-expert', body);
      const { accessToken, refreshToken } = mockSession.start();
      const tokens = { 'access-token': accessToken, 'refresh-token': refreshToken, roke: 'expert' };
      // The manager naming their own expert id goes back to their own session (no longer acting).
      if (body.expert_id === KARAN_EXPERT_ID) {
        return HttpResponse.json(
          { status: 'success', id: 'u-karan', mobile_no: '9000000901', name: 'Karan Malhotra', role: ['expert'], acting: false, acting_manager: null,
            expert: { id: KARAN_EXPERT_ID, arn_code: null, current_logged_in: true, rm: { id: 'RM0901', name: 'Karan Malhotra', mobile: '9000000901' } } },
          { headers: tokens },
        );
      }
      const chosen = [RAHUL_EXPERT, SUNIL_EXPERT].find((e) => e.id === body.expert_id);
      if (!chosen) return HttpResponse.json({ status: 'failed', message: 'Not found' }, { status: 404 });
      return HttpResponse.json(
        {
          status: 'success',
          id: chosen.user_id,
          mobile_no: chosen.mobile_no,
          name: chosen.name,
          role: ['expert'],
          merchant_id: 'ZFM1001',
          acting: true,
          acting_manager: { expert_id: KARAN_EXPERT_ID, name: 'Karan Malhotra' },
          expert: { id: chosen.id, arn_code: chosen.arn_code, current_logged_in: true, rm: { id: 'RM0901', name: 'Karan Malhotra', mobile: '9000000901' } },
        },
        { headers: tokens },
      );
    }),
  ),
  http.get(
    at('node', '/clients/manager-overview'),
    authed(({ request }) => {
      record(request, 'manager-overview');
      return HttpResponse.json({ status: 'success', data: agentsMock.overview });
    }),
  ),
  http.get(
    at('node', '/clients/agents'),
    authed(({ request }) => {
      record(request, 'agents');
      return HttpResponse.json({ status: 'success', data: { agents: agentsMock.agents } });
    }),
  ),
  http.get(
    at('node', '/clients/new-sales'),
    authed(({ request }) => {
      record(request, 'new-sales');
      const q = new URL(request.url).searchParams;
      return HttpResponse.json({ status: 'success', data: sales(q.get('from') ?? '', q.get('to') ?? '') });
    }),
  ),
];
