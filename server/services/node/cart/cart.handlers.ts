// The one shape of most cart calls: the validated body names the investor; check the caller may read (or change)
// that investor's carts, then run one service call with the caller's pair. Used by the node and python routes.
import type { Context } from 'hono';
import { getIdentity } from '../../../auth';
import type { Db } from '../../../db/client';
import { ok } from '../../../http/ok';
import { assertCanChange, assertCanRead } from './cart.access';
import type { Pair } from './cart.repo';
import { actorOf } from '../../../auth/actor';
import type { Actor } from '../../../db/actor';

/** Who acts, read only by the calls that record it (an advisor's session costs one read to tell a sub-agent). */
export type ActorOfCall = () => Promise<Actor>;

export function forInvestor<B extends { user_id: string }>(
  db: Db,
  access: 'read' | 'change',
  run: (pair: Pair, body: B, actor: ActorOfCall) => Promise<unknown>,
  status: 200 | 201 = 200,
) {
  return async (c: Context) => {
    const body = c.req.valid('json' as never) as B;
    const check = access === 'change' ? assertCanChange : assertCanRead;
    const identity = getIdentity(c);
    const pair = await check(db, identity, body.user_id);
    return ok(c, await run(pair, body, () => actorOf(db, identity)), { status });
  };
}

/** The two wrappers a service's cart routes are written with (the node and python cart routes). */
export function investorCalls(db: Db) {
  return {
    read: <B extends { user_id: string }>(run: (pair: Pair, body: B) => Promise<unknown>) => forInvestor(db, 'read', run),
    change: <B extends { user_id: string }>(run: (pair: Pair, body: B, actor: ActorOfCall) => Promise<unknown>, status?: 201) =>
      forInvestor(db, 'change', run, status),
  };
}
