// Says, for the rest of a transaction, who is acting: the order_events trigger (migration 0026) records every change
// of an order's status with it, and refuses a change in a transaction that did not say.
import { sql } from 'drizzle-orm';
import type { ActorKind } from '../../utils/session/actors';
import type { Db } from './client';

/** Who acts (server/auth/actor.ts tells it from a session). */
export interface Actor {
  kind: ActorKind;
  userId: string | null;
}

/** The fund house, the payment gateway, the scheduled jobs. */
export const SYSTEM_ACTOR: Actor = { kind: 'system', userId: null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Must be called inside the transaction that changes the orders (a setting outside one ends with its statement). */
export async function declareActor(tx: Pick<Db, 'execute'>, actor: Actor): Promise<void> {
  await tx.execute(
    sql`select set_config('zf.actor_kind', ${actor.kind}, true), set_config('zf.actor_user_id', ${actor.userId ?? ''}, true)`,
  );
}

/** `work` in a transaction that says who acts (seeds, benches and tests that write orders directly). */
export async function asActor<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await declareActor(tx, actor);
    return work(tx);
  });
}
