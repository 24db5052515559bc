// Notes an advisor keeps on a client.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notes } from '../../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

/** Notes on a client written by advisors mapped to them now (a note follows the client, not the advisor). */
export async function notesOn(db: Db, userId: string): Promise<NoteRow[]> {
  return db.select().from(notes).where(eq(notes.userId, userId)).orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function noteById(db: Db, id: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  return row;
}

export async function insertNote(db: Db, values: typeof notes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row;
}

export async function updateNote(db: Db, id: string, expertId: string, values: { title: string | null; body: string; at: Date }) {
  const [row] = await db
    .update(notes)
    .set({ title: values.title, body: values.body, updatedAt: values.at })
    .where(and(eq(notes.id, id), eq(notes.expertId, expertId)))
    .returning();
  return row;
}

export async function deleteNote(db: Db, id: string, expertId: string): Promise<boolean> {
  const gone = await db.delete(notes).where(and(eq(notes.id, id), eq(notes.expertId, expertId))).returning({ id: notes.id });
  return gone.length > 0;
}
