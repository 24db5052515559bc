// The python cashier cart calls under /py/cart/v1/cashier (docs/CART.md "Python cart calls"), over the same cart
// service as the node calls.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import { NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateMoneyJson, validateParams } from '../../../http/validate';
import { addToCartSchema } from '../../../../utils/validation/cart';
import type { AddToCartBody } from '../../../../utils/orders/wire';
import { assertCanChange, assertCanRead } from '../../node/cart/cart.access';
import type { CartDeps } from '../../node/cart/cart.deps';
import type { CartRouteContext } from '../../node/cart/cart.routes';
import { investorCalls } from '../../node/cart/cart.handlers';
import {
  type BulkStepUpBody,
  type CollectionBody,
  type GroupBody,
  type WholeCartStepUpBody,
  allCartsParams,
  bulkStepUpBody,
  collectionBody,
  collectionParam,
  groupBody,
  updateCollectionBody,
  wholeCartStepUpBody,
} from '../../node/cart/cart.schemas';
import { addToCart, allCarts } from '../../node/cart/cart.service';
import { collectionOwner, isNewCollection, summaryLink, updateCollection } from '../../node/cart/collection.service';
import { addStepUpToWholeCart, bulkAddStepUp, stepUpRecommendation } from '../../node/cart/stepup.service';

export function cashierRoutes(ctx: CartRouteContext) {
  const deps: CartDeps = { db: ctx.db, now: ctx.now };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.get('/get_all_carts/:user_id/:expert_id', auth, validateParams(allCartsParams), async (c) => {
    const { user_id: userId, expert_id: raw } = c.req.valid('param');
    const identity = getIdentity(c);
    const pair = await assertCanRead(ctx.db, identity, userId);
    const expertId = raw === 'null' || raw === '0' ? null : raw;
    // An advisor reads only the carts they built; the investor may read theirs or those an advisor built for them.
    if (pair.expertId !== null && expertId !== pair.expertId) throw new NotFoundError(MESSAGES.notFound);
    return ok(c, { data: await allCarts(deps, { userId, expertId: pair.expertId ?? expertId }) });
  });

  const { read, change } = investorCalls(ctx.db);

  app.post(
    '/',
    auth,
    validateMoneyJson(addToCartSchema),
    change<AddToCartBody>(async (pair, b, actor) => addToCart(deps, pair, b, await actor()), 201),
  );

  app.get('/is_new_collection/:collection_id', auth, validateParams(collectionParam), async (c) => {
    const { collection_id: collectionId } = c.req.valid('param');
    await assertCanRead(ctx.db, getIdentity(c), await collectionOwner(deps, collectionId));
    return ok(c, await isNewCollection(deps, collectionId));
  });

  app.put('/collection/:collection_id', auth, validateParams(collectionParam), validateMoneyJson(updateCollectionBody), async (c) => {
    const body = c.req.valid('json');
    const pair = await assertCanChange(ctx.db, getIdentity(c), body.user_id);
    return ok(c, await updateCollection(deps, pair, c.req.valid('param').collection_id, body.items, body.remove_item_ids));
  });

  app.post('/link', auth, validateJson(groupBody), read<GroupBody>((pair, b) => summaryLink(deps, pair, { collectionId: b.collection_id, sessionId: b.session_id })));
  app.post(
    '/get_stepup_recommendation_for_whole_cart',
    auth,
    validateJson(collectionBody),
    read<CollectionBody>((pair, b) => stepUpRecommendation(deps, pair, b.collection_id)),
  );
  app.post('/bulk_add_stepup', auth, validateMoneyJson(bulkStepUpBody), change<BulkStepUpBody>((pair, b) => bulkAddStepUp(deps, pair, b.items)));
  app.post(
    '/add_stepup_to_whole_cart',
    auth,
    validateMoneyJson(wholeCartStepUpBody),
    change<WholeCartStepUpBody>((pair, { user_id: _u, collection_id: collectionId, ...stepUp }) => addStepUpToWholeCart(deps, pair, collectionId, stepUp)),
  );

  return app;
}
