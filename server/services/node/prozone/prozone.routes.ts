// The Pro Zone under /node/prozone (docs/DESK.md "Pro Zone"): experts only (403 for an investor); each call reads
// the caller's own clients and profile, so there is no other record to check ownership of.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateQuery } from '../../../http/validate';
import { BANNERS, type ProzoneDeps, cardProfile, upcomingBirthdays } from './prozone.service';
import { birthdaysQuery } from './prozone.schemas';

function advisorOf(c: Context): string {
  return expertIdOf(getIdentity(c));
}

export function prozoneRoutes(deps: ProzoneDeps & { config: { authSecret: string | Uint8Array } }) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.config.authSecret), requireRole('expert'));

  app.get('/birthdays', validateQuery(birthdaysQuery), async (c) =>
    ok(c, await upcomingBirthdays(deps, advisorOf(c), c.req.valid('query').days)),
  );
  app.get('/banners', (c) => ok(c, BANNERS));
  app.get('/card-profile', async (c) => ok(c, await cardProfile(deps, advisorOf(c))));
  return app;
}
