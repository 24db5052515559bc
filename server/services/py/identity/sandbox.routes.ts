// The sandbox consent page: GET shows it, POST records Allow or Deny once and sends the browser back (303) to the
// KYC page it came from with the provider's answer. A used or expired link answers 409, an unknown one 404.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { IdentitySessionKind } from '../../../db/schema/kyc';
import type { AppEnv } from '../../../http/env';
import {
  SANDBOX_PAGE_CSP,
  consentPage,
  noDecisionPage,
  unknownLinkPage,
  usedLinkPage,
} from '../../../providers/identity';
import { decisionForm, sandboxParams } from './identity.schemas';
import { type IdentityDeps, answerSession, lookupSession } from './identity.service';

type Page = ReturnType<typeof consentPage>;

function sendPage(c: Context, page: Page, status: ContentfulStatusCode) {
  c.header('Content-Security-Policy', SANDBOX_PAGE_CSP);
  c.header('X-Frame-Options', 'DENY');
  // The token is in the address: never cached, never sent on as a referrer.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(page, status);
}

async function closedLinkPage(
  c: Context,
  deps: IdentityDeps,
  kind: IdentitySessionKind,
  token: string,
) {
  const found = await lookupSession(deps, kind, token);
  if (found.kind === 'unknown') return sendPage(c, unknownLinkPage(), 404);
  return sendPage(c, usedLinkPage(kind, found.kind === 'expired'), 409);
}

export function sandboxRoutes(deps: IdentityDeps) {
  const app = new Hono<AppEnv>();

  app.get('/:kind/:token', async (c) => {
    const params = sandboxParams.safeParse(c.req.param());
    if (!params.success) return sendPage(c, unknownLinkPage(), 404);
    const { kind, token } = params.data;
    const found = await lookupSession(deps, kind, token);
    if (found.kind !== 'open') return closedLinkPage(c, deps, kind, token);
    return sendPage(c, consentPage(kind, found.personName), 200);
  });

  app.post('/:kind/:token', async (c) => {
    const params = sandboxParams.safeParse(c.req.param());
    if (!params.success) return sendPage(c, unknownLinkPage(), 404);
    const { kind, token } = params.data;
    const form = decisionForm.safeParse(await c.req.parseBody());
    if (!form.success) return sendPage(c, noDecisionPage(), 400);
    const answered = await answerSession(deps, kind, token, form.data.decision);
    if (!answered) return closedLinkPage(c, deps, kind, token);
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(answered.location, 303);
  });

  return app;
}
