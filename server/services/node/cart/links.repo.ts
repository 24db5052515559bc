// Cart links an advisor sends a client (docs/CART.md): the token is stored only as its SHA-256.
import { eq } from 'drizzle-orm';
import { cartLinks } from '../../../db/schema';
import type { Tx } from './cart.repo';

export type CartLinkRow = typeof cartLinks.$inferSelect;

export async function insertLink(db: Tx, link: typeof cartLinks.$inferInsert): Promise<void> {
  await db.insert(cartLinks).values(link);
}

export async function linkByHash(db: Tx, tokenHash: string): Promise<CartLinkRow | undefined> {
  const [row] = await db.select().from(cartLinks).where(eq(cartLinks.tokenHash, tokenHash));
  return row;
}
