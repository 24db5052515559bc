// /node/orders (docs/CART.md "Orders and payment"). Every call authenticates; the record's owner is checked
// (the investor, or an expert mapped to them where reading is enough). Confirming, paying and mandates are the
// investor's own: 403 for an expert.
import { actorOf } from '../../../auth/actor';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { assertCanActForUser, getIdentity, requireAuth } from '../../../auth';
import { NotFoundError } from '../../../domain/errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { createPaymentProvider } from '../../../providers/payments';
import { checkoutConfirmSchema, checkoutStartSchema, paymentRetrySchema } from '../../../../utils/validation/cart';
import type { NodeContext } from '../context';
import { assertInvestor, startCheckout } from './checkout.service';
import { confirmCheckout } from './confirm.service';
import { checkoutById } from './checkouts.repo';
import { checkoutReceipt } from './receipt.service';
import { mandatesOf, registerMandate } from './mandates.service';
import type { OrdersDeps } from './orders.deps';
import {
  cancelBody,
  idParam,
  listQuery,
  mandateBody,
  orderParam,
  paymentParam,
  userParam,
} from './orders.schemas';
import { cancelOrder, listOrders, orderById, orderDetail } from './orders.service';
import { mandateView, paymentView } from './orders.view';
import { readPayment, retryPayment, waitingOrders } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';
import { bookRoutes } from './book.routes';
import { sipCentreRoutes } from './sipCentre.routes';
import { assertMayTransact } from './book.service';

export function ordersRoutes(ctx: NodeContext) {
  const deps: OrdersDeps = { db: ctx.db, config: ctx.config, now: ctx.now, sms: ctx.sms, payments: createPaymentProvider(ctx.config) };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const forUser = async (c: Context, userId: string) => assertCanActForUser(ctx.db, getIdentity(c), userId);

  // The sandbox's pages and callback answer browsers without a session: the signature is their proof.
  app.route('/sandbox', sandboxRoutes(deps));
  app.route('/', bookRoutes(deps));
  app.route('/', sipCentreRoutes(ctx, deps));

  app.post('/checkout', auth, validateJson(checkoutStartSchema), async (c) =>
    ok(c, await startCheckout(deps, getIdentity(c), c.req.valid('json')), { status: 201 }),
  );

  app.post('/checkout/:id/confirm', auth, validateParams(idParam), validateJson(checkoutConfirmSchema), async (c) =>
    ok(c, await confirmCheckout(deps, getIdentity(c), c.req.valid('param').id, c.req.valid('json').otp)),
  );

  // The receipt's stable address reads this: the investor or an advisor mapped to him; anyone else 404.
  app.get('/checkout/:id', auth, validateParams(idParam), async (c) => {
    const checkout = await checkoutById(ctx.db, c.req.valid('param').id);
    if (!checkout) throw new NotFoundError('Not found');
    await forUser(c, checkout.userId);
    return ok(c, await checkoutReceipt(deps, checkout));
  });

  app.get('/list/:userId', auth, validateParams(userParam), validateQuery(listQuery), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    return ok(c, await listOrders(deps, userId, c.req.valid('query')));
  });

  app.get('/order/:orderId', auth, validateParams(orderParam), async (c) => {
    const order = await orderById(ctx.db, c.req.valid('param').orderId);
    await forUser(c, order.userId);
    return ok(c, await orderDetail(deps, order));
  });

  app.post(
    '/order/:orderId/cancel',
    auth,
    validateParams(orderParam),
    validateJson(cancelBody),
    async (c) => {
      const order = await orderById(ctx.db, c.req.valid('param').orderId);
      await forUser(c, order.userId);
      if (order.userId !== c.req.valid('json').user_id) throw new NotFoundError('Not found');
      await assertMayTransact(ctx.db, getIdentity(c), order.userId);
      return ok(c, await cancelOrder(deps, order, await actorOf(ctx.db, getIdentity(c))));
    },
  );

  app.get('/payment/:paymentId', auth, validateParams(paymentParam), async (c) => {
    const payment = await readPayment(deps, c.req.valid('param').paymentId);
    if (!payment) throw new NotFoundError('Not found');
    await forUser(c, payment.userId);
    return ok(c, paymentView(payment, deps.payments, await waitingOrders(deps, payment.id)));
  });

  // The body may name another mode or UPI ID; an empty body (the older call) retries as before.
  app.post('/payment/:paymentId/retry', auth, validateParams(paymentParam), validateJson(paymentRetrySchema), async (c) => {
    const payment = await readPayment(deps, c.req.valid('param').paymentId);
    if (!payment) throw new NotFoundError('Not found');
    assertInvestor(getIdentity(c), payment.userId);
    const actor = await actorOf(ctx.db, getIdentity(c));
    return ok(c, paymentView(await retryPayment(deps, payment.id, actor, c.req.valid('json')), deps.payments), {
      status: 201,
    });
  });

  app.post('/mandates', auth, validateJson(mandateBody), async (c) => {
    const body = c.req.valid('json');
    assertInvestor(getIdentity(c), body.user_id);
    const mandate = await ctx.db.transaction((tx) =>
      registerMandate(tx, deps, { userId: body.user_id, mandateType: body.mandate_type, limitPaise: body.limit_paise, vpa: body.vpa }),
    );
    return ok(c, mandateView(mandate, deps.payments), { status: 201 });
  });

  app.get('/mandates/:userId', auth, validateParams(userParam), async (c) => {
    const { userId } = c.req.valid('param');
    await forUser(c, userId);
    return ok(c, (await mandatesOf(deps, userId)).map((m) => mandateView(m, deps.payments)));
  });

  return app;
}
