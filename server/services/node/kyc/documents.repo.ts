// Rows of the uploaded KYC documents (the bytes themselves are in the document store).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type KycDocumentKind, kycDocuments } from '../../../db/schema';

export type DocumentRow = typeof kycDocuments.$inferSelect;
export type NewDocument = Omit<typeof kycDocuments.$inferInsert, 'id'>;

export async function listDocuments(db: Db, kycId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.kycId, kycId))
    .orderBy(asc(kycDocuments.createdAt));
}

export async function findDocument(
  db: Db,
  kycId: string,
  kind: KycDocumentKind,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.kycId, kycId), eq(kycDocuments.kind, kind)))
    .limit(1);
  return row;
}

/** One current document per kind: a new upload replaces the row, and says which file the old one pointed to. */
export async function replaceDocument(
  db: Db,
  values: NewDocument,
): Promise<{ row: DocumentRow; previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ key: kycDocuments.storageKey })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.kycId, values.kycId), eq(kycDocuments.kind, values.kind)))
      .for('update');
    const [row] = await tx
      .insert(kycDocuments)
      .values(values)
      .onConflictDoUpdate({ target: [kycDocuments.kycId, kycDocuments.kind], set: values })
      .returning();
    return { row, previousKey: old ? old.key : null };
  });
}
