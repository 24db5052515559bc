// /node/article/*: the article list and pages (public, cacheable) and the reactions on them.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { validateParams, validateQuery } from '../../../http/validate';
import type { NodeContext } from '../context';
import { ARTICLE_MESSAGES, articleListQuery, articleParams } from './articles.schemas';
import * as service from './articles.service';
import { engagementRoutes } from './engagement.routes';
import { type ReactionLimits, reactionLimitsFromEnv } from '../../../limits/posting';

/** Public reads may be kept by a shared cache briefly; the web pages revalidate on their own schedule. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function articleRoutes(ctx: NodeContext, limits: ReactionLimits = reactionLimitsFromEnv()) {
  const app = new Hono<AppEnv>();

  app.get('/list', validateQuery(articleListQuery), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, await service.listArticles(ctx, c.req.valid('query')));
  });

  app.route(
    '/',
    engagementRoutes(ctx, limits, {
      target: 'article',
      idKey: 'article_id',
      exists: (id) => service.articleExists(ctx, id),
      notFound: ARTICLE_MESSAGES.notFound,
    }),
  );

  // /article/{slug} is the English version; /article/{slug}/{locale} any other.
  for (const path of ['/:slug', '/:slug/:locale']) {
    app.get(path, validateParams(articleParams), async (c) => {
      const { slug, locale } = c.req.valid('param');
      const article = await service.getArticle(ctx, slug, locale);
      if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
      // Comments change with every post: a page that wants them fresh asks again; no shared caching here.
      c.header('Cache-Control', 'no-store');
      return ok(c, article);
    });
  }

  return app;
}
