// The fixed-deposit calls under /node/fds. The catalogue is public; everything about a booking authenticates and
// checks that the caller is the investor or an expert mapped to them (403) before anything is read or written.
// An expert booking for a client also needs transaction_allowed; paying is the investor's own.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { assertCanActForUser, getIdentity, requireAuth } from '../../../auth';
import { isTransactionAllowed } from '../../../auth/transactionAllowed.repo';
import { RefusedError } from '../../../domain/errors';
import type { AppEnv } from '../../../http/env';
import { type PaymentProvider, createPaymentProvider } from '../../../providers/payments';
import { ok } from '../../../http/ok';
import { validateJson, validateParams } from '../../../http/validate';
import { FD_MESSAGES } from '../../../../utils/validation/fds';
import type { NodeContext } from '../context';
import { createKycDeps } from '../kyc/kyc.deps';
import type { FdDeps } from './fds.deps';
import { bookingBody, bookingParam, payBody, productParam, userParam } from './fds.schemas';
import * as fds from './fds.service';

export function fdRoutes(ctx: NodeContext, payments: PaymentProvider = createPaymentProvider(ctx.config)) {
  const deps: FdDeps = { db: ctx.db, now: ctx.now, kyc: createKycDeps(ctx), payments };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const forUser = (c: Context, userId: string) => assertCanActForUser(ctx.db, getIdentity(c), userId);

  /** An expert acting for a client must also be allowed to transact. */
  const changeForUser = async (c: Context, userId: string) => {
    await forUser(c, userId);
    const identity = getIdentity(c);
    if (identity.userId === userId) return;
    if (!identity.expertId || !(await isTransactionAllowed(ctx.db, identity.expertId)))
      throw new RefusedError(FD_MESSAGES.expertNotAllowed);
  };

  app.get('/products', async (c) => ok(c, await fds.listProducts(deps)));
  app.get('/product/:id', validateParams(productParam), async (c) => ok(c, await fds.getProduct(deps, c.req.valid('param').id)));

  app.post('/quote', auth, validateJson(bookingBody), async (c) => {
    const body = c.req.valid('json');
    await forUser(c, body.user_id);
    return ok(c, await fds.quote(deps, body));
  });

  app.post('/bookings', auth, validateJson(bookingBody), async (c) => {
    const body = c.req.valid('json');
    await changeForUser(c, body.user_id);
    return ok(c, await fds.book(deps, getIdentity(c), body), { status: 201 });
  });

  app.get('/bookings/:userId', auth, validateParams(userParam), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    return ok(c, await fds.listBookings(deps, userId));
  });

  app.get('/booking/:id', auth, validateParams(bookingParam), async (c) => {
    const { id } = c.req.valid('param');
    await forUser(c, await fds.bookingOwner(deps, id));
    return ok(c, await fds.getBooking(deps, id));
  });

  app.post('/bookings/:id/pay', auth, validateParams(bookingParam), validateJson(payBody), async (c) => {
    const { id } = c.req.valid('param');
    await forUser(c, await fds.bookingOwner(deps, id));
    return ok(c, await fds.pay(deps, getIdentity(c), id, c.req.valid('json')));
  });

  return app;
}
