// /node/dev/*: mounted only while the SMS outbox is the provider (the demo). Reads the last message sent to a
// number so that a person, or an e2e test, can log in without a phone. Only a caller on this machine talking to the
// backend's own port gets an answer: never one that came through the web app or any other proxy.
import { Hono } from 'hono';
import { z } from 'zod';
import { OTP_TTL_MS } from '../../../auth/otp';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { loopbackOnly } from '../../../http/loopbackOnly';
import { validateParams } from '../../../http/validate';
import { latestOutboxMessage } from '../../../providers/sms';
import { mobileSchema } from '../../../../utils/validation';
import type { NodeContext } from '../context';

export const NO_OTP_SENT = 'No OTP has been sent to this number';
export const NO_SMS_SENT = 'No message has been sent to this number';

export function devRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  app.use('*', loopbackOnly());

  app.get('/otp/:mobile', validateParams(z.object({ mobile: mobileSchema })), async (c) => {
    const { mobile } = c.req.valid('param');
    const message = await latestOutboxMessage(ctx.db, mobile);
    const otp = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!message || !otp) throw new NotFoundError(NO_OTP_SENT);
    c.header('Cache-Control', 'no-store');
    return ok(c, {
        mobile_no: mobile,
        otp,
        sent_at: message.createdAt.toISOString(),
        expires_at: new Date(message.createdAt.getTime() + OTP_TTL_MS).toISOString(),
      });
  });

  // The last message of any kind (an advisor's cart link, an invitation), for journeys that follow a link by SMS.
  app.get('/sms/:mobile', validateParams(z.object({ mobile: mobileSchema })), async (c) => {
    const { mobile } = c.req.valid('param');
    const message = await latestOutboxMessage(ctx.db, mobile);
    if (!message) throw new NotFoundError(NO_SMS_SENT);
    c.header('Cache-Control', 'no-store');
    return ok(c, { mobile_no: mobile, body: message.body, sent_at: message.createdAt.toISOString() });
  });

  return app;
}
