// The FD provider's sandbox catalogue into fd_products. An upsert rather than "skip when present": the catalogue
// is configuration, so a rate changed in server/providers/fd reaches the database on the next seed. It answers
// how many products were new, so a re-run reports nothing created.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fdProducts } from '@/server/db/schema';
import { type FdProvider, createFdProvider } from '@/server/providers/fd';

export async function seedFds(db: Db, provider: FdProvider = createFdProvider()): Promise<{ fd_products: number }> {
  const rows = provider.products().map((p) => ({
    id: p.id,
    issuer: p.issuer,
    name: p.name,
    rating: p.rating,
    minAmountPaise: p.min_amount_paise,
    maxAmountPaise: p.max_amount_paise,
    rates: p.rates,
    payoutOptions: [...p.payout_options],
    details: { multiple_paise: p.multiple_paise, premature: p.premature, sandbox: provider.sandbox },
  }));
  if (rows.length === 0) return { fd_products: 0 };
  const known = new Set((await db.select({ id: fdProducts.id }).from(fdProducts)).map((r) => r.id));
  await db
    .insert(fdProducts)
    .values(rows)
    .onConflictDoUpdate({
      target: fdProducts.id,
      set: {
        issuer: sql`excluded.issuer`,
        name: sql`excluded.name`,
        rating: sql`excluded.rating`,
        minAmountPaise: sql`excluded.min_amount_paise`,
        maxAmountPaise: sql`excluded.max_amount_paise`,
        rates: sql`excluded.rates`,
        payoutOptions: sql`excluded.payout_options`,
        details: sql`excluded.details`,
        updatedAt: sql`now()`,
      },
    });
  return { fd_products: rows.filter((r) => !known.has(r.id)).length };
}
