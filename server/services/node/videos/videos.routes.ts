// /node/video/*: featured videos, videos by category (mutual funds and fixed deposits have their own names too),
// one video in a language with its comments, and the reactions on it.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { validateParams } from '../../../http/validate';
import { PUBLIC_CACHE } from '../articles/articles.routes';
import { engagementRoutes } from '../articles/engagement.routes';
import { type ReactionLimits, reactionLimitsFromEnv } from '../../../limits/posting';
import type { NodeContext } from '../context';
import { VIDEO_MESSAGES, categoryParams, localeParam, videoParams } from './videos.schemas';
import * as service from './videos.service';

/** The two product shelves of the videos page, as categories. */
export const SHELVES = { mutualfund: 'mutual-funds', fixeddeposit: 'fixed-deposit' } as const;

export function videoRoutes(ctx: NodeContext, limits: ReactionLimits = reactionLimitsFromEnv()) {
  const app = new Hono<AppEnv>();

  // An empty list is still a success: the page decides what to show instead.
  app.get('/featured/:locale', validateParams(localeParam), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, await service.listVideos(ctx, { locale: c.req.valid('param').locale, featured: true }));
  });

  app.get('/category/:category/:locale', validateParams(categoryParams), async (c) => {
    const { category, locale } = c.req.valid('param');
    c.header('Cache-Control', PUBLIC_CACHE);
    return ok(c, await service.listVideos(ctx, { locale, category }));
  });

  for (const [shelf, category] of Object.entries(SHELVES)) {
    app.get(`/${shelf}/:locale`, validateParams(localeParam), async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return ok(c, await service.listVideos(ctx, { locale: c.req.valid('param').locale, category }));
    });
  }

  app.route(
    '/',
    engagementRoutes(ctx, limits, { target: 'video', idKey: 'video_id', exists: (id) => service.videoExists(ctx, id), notFound: VIDEO_MESSAGES.notFound }),
  );

  for (const path of ['/:id', '/:id/:locale']) {
    app.get(path, validateParams(videoParams), async (c) => {
      const { id, locale } = c.req.valid('param');
      const answer = await service.getVideo(ctx, id, locale);
      if (!answer) throw new NotFoundError(VIDEO_MESSAGES.notFound);
      c.header('Cache-Control', 'no-store');
      return ok(c, answer.data, { extra: { fallback_from: answer.fallback_from } });
    });
  }

  return app;
}
