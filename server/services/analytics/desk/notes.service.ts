// Notes on a client: any advisor mapped to the client reads them; only the author edits or deletes one.
import { assertExpertMapped } from '../../../auth';
import { NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { NoteView } from '../../../../utils/desk/wire';
import type { DeskDeps } from './desk.deps';
import { type NoteRow, deleteNote, insertNote, noteById, notesOn, updateNote } from './notes.repo';

export function noteView(note: NoteRow, expertId: string): NoteView {
  return {
    id: note.id,
    user_id: note.userId,
    title: note.title,
    body: note.body,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    mine: note.expertId === expertId,
  };
}

export async function listNotes(deps: DeskDeps, expertId: string, userId: string): Promise<NoteView[]> {
  await assertExpertMapped(deps.db, expertId, userId);
  return (await notesOn(deps.db, userId)).map((n) => noteView(n, expertId));
}

export async function addNote(deps: DeskDeps, expertId: string, input: { user_id: string; title?: string; body: string }) {
  await assertExpertMapped(deps.db, expertId, input.user_id);
  const row = await insertNote(deps.db, { expertId, userId: input.user_id, title: input.title || null, body: input.body });
  return noteView(row, expertId);
}

/** The note, if the caller wrote it and is still mapped to its client: 404 / 403 otherwise. */
async function authoredNote(deps: DeskDeps, expertId: string, id: string): Promise<NoteRow> {
  const note = await noteById(deps.db, id);
  if (!note) throw new NotFoundError('This note does not exist');
  if (note.expertId !== expertId) throw new NotFoundError(MESSAGES.notFound);
  if (note.userId) await assertExpertMapped(deps.db, expertId, note.userId);
  return note;
}

export async function editNote(deps: DeskDeps, expertId: string, input: { id: string; title?: string; body: string }) {
  await authoredNote(deps, expertId, input.id);
  const row = await updateNote(deps.db, input.id, expertId, { title: input.title || null, body: input.body, at: deps.now() });
  if (!row) throw new NotFoundError('This note does not exist');
  return noteView(row, expertId);
}

export async function removeNote(deps: DeskDeps, expertId: string, id: string) {
  await authoredNote(deps, expertId, id);
  await deleteNote(deps.db, id, expertId);
  return { deleted: true as const };
}
