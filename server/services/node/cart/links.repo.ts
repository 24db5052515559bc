// Cart links an advisor sends a client (docs/CART.md): the token is stored only as its SHA-256. A group (a collection
// or an old type's session) has at most one unspent link: sending a new one spends the old, and the investor's
// checkout spends the live one.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { cartLinks, experts, users } from '../../../db/schema';
import type { Tx } from './cart.repo';

export type CartLinkRow = typeof cartLinks.$inferSelect;
export interface LinkGroup {
  collectionId?: string | null;
  sessionId?: string | null;
}

const ofGroup = (userId: string, group: LinkGroup) =>
  and(
    eq(cartLinks.userId, userId),
    group.collectionId ? eq(cartLinks.collectionId, group.collectionId) : eq(cartLinks.sessionId, group.sessionId ?? ''),
  );

export async function insertLink(db: Tx, link: typeof cartLinks.$inferInsert): Promise<void> {
  await db.insert(cartLinks).values(link);
}

export async function linkByHash(db: Tx, tokenHash: string): Promise<CartLinkRow | undefined> {
  const [row] = await db.select().from(cartLinks).where(eq(cartLinks.tokenHash, tokenHash));
  return row;
}

/** Marks the group's unspent links used (a re-send replaces them; a checkout spends them). Answers those that were live. */
export async function spendLinks(tx: Tx, userId: string, group: LinkGroup, now: Date): Promise<CartLinkRow[]> {
  return tx
    .update(cartLinks)
    .set({ usedAt: now })
    .where(and(ofGroup(userId, group), isNull(cartLinks.usedAt)))
    .returning();
}

/** The investor's links that can still be opened: unspent and not expired. */
export async function liveLinksOf(db: Tx, userId: string, now: Date): Promise<CartLinkRow[]> {
  return db
    .select()
    .from(cartLinks)
    .where(and(eq(cartLinks.userId, userId), isNull(cartLinks.usedAt), gt(cartLinks.expiresAt, now)));
}

export async function mobileOfUser(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ mobileNo: users.mobileNo }).from(users).where(eq(users.id, userId));
  return row?.mobileNo ?? null;
}

/** The advisor's name, ARN and EUIN, as the client's link page and every order of the link show them. */
export async function advisorOf(db: Tx, expertId: string): Promise<{ name: string | null; arn: string | null; euin: string | null }> {
  const [row] = await db
    .select({ name: users.name, arn: experts.arn, euin: experts.euin })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.id, expertId));
  return row ?? { name: null, arn: null, euin: null };
}
