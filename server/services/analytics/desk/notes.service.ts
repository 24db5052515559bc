// Notes on a client: any advisor mapped to the client reads them; only the author edits or deletes one.
import { assertExpertMapped } from '../../../auth';
import { actorViews } from '../../../auth/actor';
import type { Actor } from '../../../db/actor';
import type { ActorView } from '../../../../utils/session/actors';
import { NotFoundError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import type { NoteView } from '../../../../utils/desk/wire';
import type { DeskDeps } from './desk.deps';
import { type NoteRow, deleteNote, insertNote, noteById, notesOn, updateNote } from './notes.repo';

export function noteView(note: NoteRow, expertId: string, writtenBy: ActorView | null): NoteView {
  return {
    id: note.id,
    user_id: note.userId,
    title: note.title,
    body: note.body,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    mine: note.expertId === expertId,
    written_by: writtenBy,
  };
}

/** The notes as the API shows them, with their writers' names (two reads for any number of notes). */
async function notesView(deps: DeskDeps, rows: NoteRow[], expertId: string): Promise<NoteView[]> {
  const writers = await actorViews(
    deps.db,
    rows.map((n) => ({ kind: n.writtenBy, userId: n.writtenByUserId, forExpertId: n.expertId })),
  );
  return rows.map((n, i) => noteView(n, expertId, writers[i]));
}

export async function listNotes(
  deps: DeskDeps,
  expertId: string,
  userId: string,
): Promise<NoteView[]> {
  await assertExpertMapped(deps.db, expertId, userId);
  return notesView(deps, await notesOn(deps.db, userId), expertId);
}

export async function addNote(
  deps: DeskDeps,
  expertId: string,
  input: { user_id: string; title?: string; body: string },
  actor: Actor,
) {
  await assertExpertMapped(deps.db, expertId, input.user_id);
  const row = await insertNote(deps.db, {
    expertId,
    userId: input.user_id,
    title: input.title || null,
    body: input.body,
    writtenBy: actor.kind,
    writtenByUserId: actor.userId,
  });
  return (await notesView(deps, [row], expertId))[0];
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
  return (await notesView(deps, [row], expertId))[0];
}

export async function removeNote(deps: DeskDeps, expertId: string, id: string) {
  await authoredNote(deps, expertId, id);
  await deleteNote(deps.db, id, expertId);
  return { deleted: true as const };
}
