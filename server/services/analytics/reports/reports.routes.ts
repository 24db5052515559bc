// The advisor's analytics under /analytics/reports (docs/ANALYTICS.md): each call authenticates, is for experts
// only, validates the period, and reads the caller's own book; each has a CSV twin at the same path with `.csv`.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import type { ServiceDeps } from '../../../config';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateQuery } from '../../../http/validate';
import { periodSchema } from '../../../../utils/validation/analytics';
import { download } from '../../node/portfolio/portfolio.routes';
import { type DataSource, type ReportsDeps, latestDataMonth, resolvePeriod } from './reports.period';
import * as views from './reports.service';
import { dashboardView } from './dashboard.service';
import * as csv from './reports.csv';

type View<T> = (deps: ReportsDeps, expertId: string, p: ReturnType<typeof resolvePeriod>) => Promise<T>;

export function reportsRoutes(service: ServiceDeps) {
  const deps: ReportsDeps = { db: service.db, now: service.now ?? (() => new Date()) };
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(service.config.authSecret), requireRole('expert'), validateQuery(periodSchema)] as const;

  /**
   * `source`: for views of flows (transactions, commissions), the data whose last month ends a period asked for
   * without an end; views of what the book holds now (AUM, SIPs, clients) end this month.
   */
  function mount<T>(name: string, view: View<T>, toCsv: (v: T) => string, source: DataSource | null = null) {
    const run = async (c: Context) => {
      const expertId = expertIdOf(getIdentity(c));
      const query = c.req.query();
      const latest = query.to || !source ? null : await latestDataMonth(deps.db, expertId, deps.now(), source);
      const period = resolvePeriod(query, deps.now(), latest);
      return { answer: await view(deps, expertId, period), period };
    };
    // Each answer says the period it covers, so a screen opened without one fills its month fields.
    app.get(`/${name}`, ...guard, async (c) => {
      const { answer, period } = await run(c);
      return ok(c, { ...answer, period: { from: period.from, to: period.to } });
    });
    app.get(`/${name}.csv`, ...guard, async (c) => {
      const file = { body: toCsv((await run(c)).answer), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
      return download(c, file);
    });
  }

  // The dashboard's tiles: today's figures, no period (docs/ANALYTICS.md "Dashboard").
  app.get('/dashboard', guard[0], guard[1], async (c) =>
    ok(c, await dashboardView({ ...deps, config: service.config }, expertIdOf(getIdentity(c)))),
  );
  mount('summary', views.summaryView, csv.summaryCsv, 'commissions');
  mount('aum', views.aumView, csv.aumCsv);
  mount('sips', views.sipsView, csv.sipsCsv);
  mount('clients', views.clientsView, csv.clientsCsv);
  mount('transactions', views.transactionsView, csv.transactionsCsv, 'transactions');
  mount('commissions', views.commissionsView, csv.commissionsCsv, 'commissions');
  return app;
}
