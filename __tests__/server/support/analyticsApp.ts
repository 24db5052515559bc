// The analytics report tests' helpers: the demo people (portfolioApp) and a GET of /analytics/reports as one.
import { as, createPortfolioPeople, type PortfolioPeople } from './portfolioApp';
import type { Session } from './loginApp';

export { createPortfolioPeople, type PortfolioPeople };

export async function report<T>(p: PortfolioPeople, path: string, session: Session = p.rahul) {
  const res = await p.t.app.request(`/analytics/reports${path}`, { headers: as(session) });
  const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { data: T; message?: string }) : null;
  return { status: res.status, data: body?.data as T, message: body?.message, res };
}
