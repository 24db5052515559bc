// All Agents and New Sales over the full demo seed: Rahul (merchant ZFM1001) and his three sub-agents with their
// clients and orders. Figures are checked against the sub-agents' own portfolio listing and the orders table.
import { sql } from 'drizzle-orm';
import { SUB_AGENTS } from '@/server/db/seed/content/agents';
import { expertId } from '@/server/db/seed/ids';
import { TOO_MANY_PERIODS } from '@/server/services/node/clients/agents.schemas';
import { seededDemoDb } from '../../../db/seed/helpers';
import { ASHA, NEHA, RAHUL, ROOMY_LIMITS, type Session, call, login, sessionOf } from '../../../support/loginApp';
import { type TestApp, TestClock, createTestApp } from '../../../support/testApp';

jest.setTimeout(120_000);

const KARAN = '9000000901';
let t: TestApp;
let rahul: Session;

beforeAll(async () => {
  const handle = await seededDemoDb();
  t = await createTestApp({ handle, clock: new TestClock(), config: { otpLimits: ROOMY_LIMITS } });
  rahul = await login(t, RAHUL, { role: 'expert' });
});
afterAll(() => t.handle.close());

interface Agent {
  expert_id: string;
  name: string;
  clients: number;
  aum_paise: number;
  sips: number;
}
type Figures = { new_clients: number; first_orders: number; first_order_amount_paise: number };

const get = (s: Session, path: string) => call(t, 'GET', `/node/clients${path}`, undefined, { 'access-token': s.accessToken });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('GET /node/clients/agents', () => {
  it("lists Rahul's sub-agents with clients, active SIPs and AUM as each one's portfolio listing values it", async () => {
    const { res, body } = await get(rahul, '/agents?merchant_id=ZFM1001');
    expect(res.status).toBe(200);
    const agents = (body.data as unknown as { agents: Agent[] }).agents;
    expect(agents.map((a) => a.name)).toEqual(['Manish Tyagi', 'Pooja Bansal', 'Sneha Kapoor']);
    expect(agents.map((a) => a.clients)).toEqual([3, 4, 2]);
    for (const agent of SUB_AGENTS) {
      const row = agents.find((a) => a.expert_id === expertId(agent.mobile))!;
      const own = await login(t, agent.mobile, { role: 'expert' });
      const listing = await call(t, 'GET', '/node/portfolio/listing?page_size=100', undefined, { 'access-token': own.accessToken });
      const items = (listing.body.data as unknown as { items: { current_value_paise: number }[] }).items;
      expect(row.aum_paise).toBe(items.reduce((sum, i) => sum + i.current_value_paise, 0));
      const [sips] = await rows<{ n: number }>(
        sql`select count(*)::int as n from sips where expert_id = ${row.expert_id} and status = 'active'`,
      );
      expect(row.sips).toBe(sips.n);
    }
    expect(agents.some((a) => a.aum_paise > 0 && a.sips > 0)).toBe(true);
  });

  it("answers a manager acting for Rahul, and nobody else's merchant id", async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    expect((await get(karan, '/agents?merchant_id=ZFM1001')).res.status).toBe(404); // his own login has no merchant id
    const acting = await call(t, 'POST', '/node/clients/act-as-expert', { expert_id: expertId(RAHUL) }, { 'access-token': karan.accessToken });
    expect((await get(sessionOf(acting.res, acting.body), '/agents?merchant_id=ZFM1001')).res.status).toBe(200);
    expect((await get(rahul, '/agents?merchant_id=ZFM9999')).res.status).toBe(404);
    expect((await get(await login(t, NEHA, { role: 'expert' }), '/agents?merchant_id=ZFM1001')).res.status).toBe(404);
    expect((await get(await login(t, ASHA), '/agents?merchant_id=ZFM1001')).res.status).toBe(403);
    expect((await get(rahul, '/agents')).res.status).toBe(400);
  });
});

describe('GET /node/clients/new-sales', () => {
  const path = (q: string) => `/new-sales?merchant_id=ZFM1001&${q}`;

  it('counts new clients and first orders per month, every month of the range answered', async () => {
    const { res, body } = await get(rahul, path('from=2025-01-01&to=2025-12-31&group=month'));
    expect(res.status).toBe(200);
    const data = body.data as unknown as { periods: (Figures & { period: string })[]; by_agent: (Figures & { name: string })[] };
    expect(data.periods.map((p) => p.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`),
    );
    const ids = SUB_AGENTS.map((a) => expertId(a.mobile));
    const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
    const [joined] = await rows<{ n: number }>(sql`select count(*)::int as n from expert_clients where expert_id in (${list})
      and created_at >= '2024-12-31T18:30:00Z' and created_at < '2025-12-31T18:30:00Z'`);
    // Each client's first order with the sub-agent, counted only when it falls in 2025 (India's calendar).
    const firsts = await rows<{ amount: string }>(sql`select amount from (
        select distinct on (expert_id, user_id) coalesce(amount_paise, 0) as amount, placed_at
        from orders where expert_id in (${list}) and status not in ('failed', 'cancelled')
        order by expert_id, user_id, placed_at, id) f
      where placed_at >= '2024-12-31T18:30:00Z' and placed_at < '2025-12-31T18:30:00Z'`);
    const total = (list: Figures[]) => ({
      new_clients: list.reduce((s, p) => s + p.new_clients, 0),
      first_orders: list.reduce((s, p) => s + p.first_orders, 0),
      first_order_amount_paise: list.reduce((s, p) => s + p.first_order_amount_paise, 0),
    });
    const expected = {
      new_clients: joined.n,
      first_orders: firsts.length,
      first_order_amount_paise: firsts.reduce((s, f) => s + Number(f.amount), 0),
    };
    expect(expected.new_clients).toBe(9); // the seed maps every sub-agent client in 2025
    expect(expected.first_orders).toBeGreaterThan(0);
    expect(total(data.periods)).toEqual(expected);
    expect(total(data.by_agent)).toEqual(expected);
    expect(data.by_agent.map((a) => a.name)).toEqual(['Manish Tyagi', 'Pooja Bansal', 'Sneha Kapoor']);
  });

  it('names weeks by their Monday and answers empty periods with zeros', async () => {
    const { body } = await get(rahul, path('from=2024-01-03&to=2024-01-20&group=week'));
    const periods = (body.data as unknown as { periods: (Figures & { period: string })[] }).periods;
    expect(periods.map((p) => p.period)).toEqual(['2024-01-01', '2024-01-08', '2024-01-15']);
    expect(periods.every((p) => p.new_clients === 0 && p.first_orders === 0)).toBe(true);
  });

  it('refuses a reversed range, too many periods, an impossible date and another merchant', async () => {
    expect((await get(rahul, path('from=2025-02-01&to=2025-01-01'))).res.status).toBe(400);
    const long = await get(rahul, path('from=2022-01-01&to=2025-12-31&group=day'));
    expect(long.res.status).toBe(400);
    expect(long.body.message).toBe(TOO_MANY_PERIODS);
    expect((await get(rahul, path('from=2025-02-30&to=2025-03-01'))).res.status).toBe(400);
    expect((await get(rahul, '/new-sales?merchant_id=ZFM9999&from=2025-01-01&to=2025-02-01')).res.status).toBe(404);
  });
});
