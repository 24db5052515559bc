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
import { type ReportsDeps, resolvePeriod } from './reports.period';
import * as views from './reports.service';
import * as csv from './reports.csv';

type View<T> = (deps: ReportsDeps, expertId: string, p: ReturnType<typeof resolvePeriod>) => Promise<T>;

export function reportsRoutes(service: ServiceDeps) {
  const deps: ReportsDeps = { db: service.db, now: service.now ?? (() => new Date()) };
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(service.config.authSecret), requireRole('expert'), validateQuery(periodSchema)] as const;

  function mount<T>(name: string, view: View<T>, toCsv: (v: T) => string) {
    const run = (c: Context) => {
      return view(deps, expertIdOf(getIdentity(c)), resolvePeriod(c.req.query(), deps.now()));
    };
    app.get(`/${name}`, ...guard, async (c) => ok(c, await run(c)));
    app.get(`/${name}.csv`, ...guard, async (c) => {
      const file = { body: toCsv(await run(c)), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
      return download(c, file);
    });
  }

  mount('summary', views.summaryView, csv.summaryCsv);
  mount('aum', views.aumView, csv.aumCsv);
  mount('sips', views.sipsView, csv.sipsCsv);
  mount('clients', views.clientsView, csv.clientsCsv);
  mount('transactions', views.transactionsView, csv.transactionsCsv);
  mount('commissions', views.commissionsView, csv.commissionsCsv);
  return app;
}
