// The portfolio calls under /node/portfolio (docs/PORTFOLIO.md "Node calls"). Each authenticates, then checks that
// the caller is the investor or an expert mapped to them (403), before any figure is read.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { assertCanActForUser, expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import { InvalidError } from '../../../domain/errors';
import { routeBodyLimit } from '../../../http/bodyLimits';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { actorOf } from '../../../auth/actor';
import { statementQuery } from '../../../../utils/portfolio/wire';
import type { NodeContext } from '../context';
import { capitalGains, capitalGainsDownload } from './gains.service';
import { CAS_MAX_BYTES } from '../../../../utils/portfolio/cas';
import { importStatement } from './import.service';
import { folioDetail, folioOwner, portfolioSummary } from './holdings.service';
import type { PortfolioDeps } from './portfolio.deps';
import { clientListing } from './listing.service';
import {
  capitalGainsQuery,
  folioParam,
  folioQuery,
  listingQuery,
  statementTokenParam,
  summaryQuery,
  transactionsQuery,
  userParam,
} from './portfolio.schemas';
import { type Download, transactionsDownload, transactionsPage } from './transactions.service';
import { statementDownload } from './statement.service';
import { createStatementLink, downloadStatementLink } from './statementLinks.service';

export function download(c: Context, file: Download) {
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

export function portfolioRoutes(ctx: NodeContext) {
  const deps: PortfolioDeps = { db: ctx.db, now: ctx.now };
  const statementDeps = { ...deps, distributorArn: ctx.config.distributorArn };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const forUser = async (c: Context, userId: string) => assertCanActForUser(ctx.db, getIdentity(c), userId);

  // Before the :userId routes; an expert sees only the clients mapped to them (the query joins expert_clients).
  app.get('/listing', auth, requireRole('expert'), validateQuery(listingQuery), async (c) => {
    return ok(c, await clientListing(deps, expertIdOf(getIdentity(c)), c.req.valid('query')));
  });

  app.get('/summary/:userId', auth, validateParams(userParam), validateQuery(summaryQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    return ok(c, await portfolioSummary(deps, userId, c.req.valid('query').refresh === '1'));
  });

  app.get('/folio/:folioId', auth, validateParams(folioParam), validateQuery(folioQuery), async (c) => {
    const { folioId } = c.req.valid('param');
    await forUser(c, await folioOwner(deps, folioId));
    return ok(c, await folioDetail(deps, folioId, c.req.valid('query').scheme_code));
  });

  app.get('/transactions/:userId', auth, validateParams(userParam), validateQuery(transactionsQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    const q = c.req.valid('query');
    if (q.format === 'json') return ok(c, await transactionsPage(deps, userId, q));
    return download(c, await transactionsDownload(deps, userId, q, q.format));
  });

  app.get('/capital-gains/:userId', auth, validateParams(userParam), validateQuery(capitalGainsQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    const { fy, format } = c.req.valid('query');
    if (format === 'json') return ok(c, await capitalGains(deps, userId, fy));
    return download(c, await capitalGainsDownload(deps, userId, fy, format));
  });

  // The portfolio statement PDF (docs/PORTFOLIO.md "Statement"): the investor's own, or an advisor's client's.
  app.get('/statement/:userId', auth, validateParams(userParam), validateQuery(statementQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    return download(c, await statementDownload(statementDeps, userId, getIdentity(c), c.req.valid('query')));
  });

  app.post('/statement/:userId/link', auth, validateParams(userParam), validateJson(statementQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    const identity = getIdentity(c);
    const actor = await actorOf(ctx.db, identity);
    return ok(c, await createStatementLink(statementDeps, userId, identity, actor, c.req.valid('json')), { status: 201 });
  });

  // No session: whoever holds the one-time link gets the statement once (the token is the permission).
  app.get('/statement-links/:token', validateParams(statementTokenParam), async (c) => {
    return download(c, await downloadStatementLink(statementDeps, c.req.valid('param').token));
  });

  // Authenticated and authorized before the body is read; the file's own limit (2 MB) replaces the app-wide one.
  app.post(
    '/external/import/:userId',
    auth,
    validateParams(userParam),
    async (c, next) => {
      await forUser(c, c.req.valid('param').userId);
      await next();
    },
    routeBodyLimit(CAS_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, TOO_LARGE),
    async (c) => {
      const file = await readStatement(c);
      return ok(c, await importStatement(deps, c.req.valid('param').userId, file));
    },
  );

  return app;
}

const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const TOO_LARGE = 'The statement is larger than 2 MB';
const NO_FILE = 'Please attach the statement (CSV or JSON) as the multipart field "file"';

async function readStatement(c: Context): Promise<string> {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new InvalidError(NO_FILE);
  }
  if (!(form.file instanceof File)) throw new InvalidError(NO_FILE, { errors: [{ path: 'file', message: NO_FILE }] });
  if (form.file.size > CAS_MAX_BYTES) throw new InvalidError(TOO_LARGE);
  return form.file.text();
}
