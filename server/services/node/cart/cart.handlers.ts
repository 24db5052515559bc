// The one shape of most cart calls: the validated body names the investor; check the caller may read (or change)
// that investor's carts, then run one service call with the caller's pair. Used by the node and python routes.
import type { Context } from 'hono';
import { getIdentity } from '../../../auth';
import type { Db } from '../../../db/client';
import { ok } from '../../../http/ok';
import { assertCanChange, assertCanRead } from './cart.access';
import type { Pair } from './cart.repo';

export function forInvestor<B extends { user_id: string }>(
  db: Db,
  access: 'read' | 'change',
  run: (pair: Pair, body: B) => Promise<unknown>,
  status: 200 | 201 = 200,
) {
  return async (c: Context) => {
    const body = c.req.valid('json' as never) as B;
    const check = access === 'change' ? assertCanChange : assertCanRead;
    const pair = await check(db, getIdentity(c), body.user_id);
    return ok(c, await run(pair, body), { status });
  };
}
