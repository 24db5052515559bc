// Comments, likes and views on articles and videos. Texts are stored as the validated input gives them (the web
// renders them as text). The like and view counters on the item are changed in the same transaction as the row
// that justifies them, so a counter always equals the rows behind it.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, comments, likes, users, videos, views } from '../../../db/schema';

export type EngagedTarget = 'article' | 'video';

const commentColumns = {
  id: comments.id,
  targetType: comments.targetType,
  targetId: comments.targetId,
  userId: comments.userId,
  body: comments.body,
  createdAt: comments.createdAt,
  // The account's current name; the name stored at posting time when the account is gone.
  userName: sql<string | null>`coalesce(${users.name}, ${comments.authorName})`,
};
export type CommentRow = Awaited<ReturnType<typeof findComment>> & {};

export async function listComments(db: Db, targetType: EngagedTarget, targetId: string) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.targetType, targetType), eq(comments.targetId, targetId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findComment(db: Db, id: string) {
  const rows = await db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id)).limit(1);
  return rows[0];
}

export async function insertComment(
  db: Db,
  row: { targetType: EngagedTarget; targetId: string; userId: string; body: string; at: Date },
): Promise<string> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  const [inserted] = await db
    .insert(comments)
    .values({ targetType: row.targetType, targetId: row.targetId, userId: row.userId, authorName: user?.name ?? null, body: row.body, createdAt: row.at })
    .returning({ id: comments.id });
  return inserted.id;
}

export async function updateCommentBody(db: Db, id: string, body: string): Promise<void> {
  await db.update(comments).set({ body }).where(eq(comments.id, id));
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

/** When this person left their recent comments on articles and videos, oldest first (for the posting limit). */
export async function recentCommentTimes(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.userId, userId), inArray(comments.targetType, ['article', 'video']), gt(comments.createdAt, since)))
    .orderBy(asc(comments.createdAt));
  return rows.map((r) => r.at);
}

export async function recentLikeTimes(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: likes.createdAt })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.targetType, ['article', 'video']), gt(likes.createdAt, since)))
    .orderBy(asc(likes.createdAt));
  return rows.map((r) => r.at);
}

async function bump(db: Db, target: EngagedTarget, id: string, column: 'likes' | 'views'): Promise<number> {
  const table = target === 'article' ? articles : videos;
  const [row] = await db
    .update(table)
    .set({ [column]: sql`${table[column]} + 1` })
    .where(eq(table.id, id))
    .returning({ n: table[column] });
  return row?.n ?? 0;
}

async function counterOf(db: Db, target: EngagedTarget, id: string, column: 'likes' | 'views'): Promise<number> {
  const table = target === 'article' ? articles : videos;
  const [row] = await db.select({ n: table[column] }).from(table).where(eq(table.id, id)).limit(1);
  return row?.n ?? 0;
}

/** One like per person and item: a second like changes nothing (and is still a success). */
export async function addLike(
  db: Db,
  row: { target: EngagedTarget; targetId: string; userId: string; at: Date },
): Promise<{ likes: number; added: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ targetType: row.target, targetId: row.targetId, actorKey: `u:${row.userId}`, userId: row.userId, createdAt: row.at })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    if (inserted.length === 0) return { likes: await counterOf(tx, row.target, row.targetId, 'likes'), added: false };
    return { likes: await bump(tx, row.target, row.targetId, 'likes'), added: true };
  });
}

/** A view counts once per viewer and item within `windowMs`; a repeat inside it only reads the counter. */
export async function addViewOnce(
  db: Db,
  row: { target: EngagedTarget; targetId: string; viewerKey: string; at: Date; windowMs: number },
): Promise<{ views: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const since = new Date(row.at.getTime() - row.windowMs);
    const recent = await tx
      .select({ id: views.id })
      .from(views)
      .where(and(eq(views.targetType, row.target), eq(views.targetId, row.targetId), eq(views.actorKey, row.viewerKey), gt(views.createdAt, since)))
      .limit(1);
    if (recent.length > 0) return { views: await counterOf(tx, row.target, row.targetId, 'views'), counted: false };
    await tx.insert(views).values({ targetType: row.target, targetId: row.targetId, actorKey: row.viewerKey, createdAt: row.at });
    return { views: await bump(tx, row.target, row.targetId, 'views'), counted: true };
  });
}
