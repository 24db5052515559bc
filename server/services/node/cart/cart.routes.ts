// The node cart calls under /node/cart (docs/CART.md "Node cart calls"), beside the spec's bank calls of the same
// prefix. Each authenticates, checks the caller may act for the investor (and, to change a cart, that an advisor may
// transact), then calls one service function.
import { Hono } from 'hono';
import { getIdentity, requireAuth, requireRole } from '../../../auth';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/env';
import type { Logger } from '../../../http/logger';
import type { SmsProvider } from '../../../providers/sms/types';
import { ok } from '../../../http/ok';
import { validateJson, validateMoneyJson, validateQuery } from '../../../http/validate';
import { addToCartSchema } from '../../../../utils/validation/cart';
import type { AddToCartBody } from '../../../../utils/orders/wire';
import type { CartDeps } from './cart.deps';
import { investorCalls } from './cart.handlers';
import { type CartTypeBody, type GroupBody, type ItemBody, type SipBody, cartTypeBody, groupBody, itemBody, sipBody, tokenQuery } from './cart.schemas';
import { addToCart, cartOfType, clearCartType, removeItem } from './cart.service';
import { generateCartLink, openCartLink } from './links.service';
import { cancelPendingSip, sipDetail } from './sips.service';
import { actorOf } from '../../../auth/actor';
import { CHANGE_SENT_MESSAGE } from '../../../../utils/kyc/wire';
import { createKycDeps } from '../kyc/kyc.deps';
import { cancelSipBy } from '../orders/sipChanges.service';
import { assertCanChange } from './cart.access';

export interface CartRouteContext {
  db: Db;
  config: AppConfig;
  now: () => Date;
  logger: Logger;
}

const group = (b: { collection_id?: string; session_id?: string }) => ({ collectionId: b.collection_id, sessionId: b.session_id });

export function cartRoutes(ctx: CartRouteContext & { sms: SmsProvider }) {
  const deps: CartDeps = { db: ctx.db, now: ctx.now };
  const linkDeps = { ...deps, sms: ctx.sms, webOrigin: ctx.config.webOrigin };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  const { read, change } = investorCalls(ctx.db);

  app.post(
    '/deleteCartsByCartType',
    auth,
    validateJson(cartTypeBody),
    change<CartTypeBody>((pair, b) => clearCartType(deps, pair, b.cart_type)),
  );
  app.post(
    '/add/cartdetails',
    auth,
    validateMoneyJson(addToCartSchema),
    change<AddToCartBody>(async (pair, b, actor) => addToCart(deps, pair, b, await actor()), 201),
  );
  app.post(
    '/getcartdetailsbyuseridandcarttype',
    auth,
    validateJson(cartTypeBody),
    read<CartTypeBody>((pair, b) => cartOfType(deps, pair, b.cart_type)),
  );
  app.delete(
    '/deletedirect',
    auth,
    validateJson(itemBody),
    change<ItemBody>((pair, b) => removeItem(deps, pair, b.item_id)),
  );
  app.post(
    '/generatecartlink',
    auth,
    requireRole('expert'),
    validateJson(groupBody),
    change<GroupBody>(
      async (pair, b, actor) => generateCartLink(linkDeps, pair, group(b), await actor()),
      201,
    ),
  );
  app.get('/shareDirectBuyLink', auth, validateQuery(tokenQuery), async (c) =>
    ok(c, await openCartLink(deps, getIdentity(c), c.req.valid('query').token)),
  );
  // An advisor's cancellation stops money moving in the client's name: it is sent to the client to confirm (202), as
  // from the SIP centre (orders/sipChanges.service.ts); the investor's own is done at once.
  app.post('/cancelpendingsipbyid', auth, validateJson(sipBody), async (c) => {
    const b = c.req.valid('json');
    const identity = getIdentity(c);
    const pair = await assertCanChange(ctx.db, identity, b.user_id);
    if (pair.expertId) return ok(c, await cancelSipBy(createKycDeps(ctx), identity, b.sip_id, b.user_id), { status: 202, message: CHANGE_SENT_MESSAGE });
    return ok(c, await cancelPendingSip(deps, pair.userId, b.sip_id, await actorOf(ctx.db, identity)));
  });
  app.post('/sipdetail', auth, validateJson(sipBody), read<SipBody>((pair, b) => sipDetail(deps, pair.userId, b.sip_id)));

  return app;
}
