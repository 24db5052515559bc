// Comments on answers, likes of answers, views of questions, and the counts behind the posting limits.
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { answers, comments, likes, questions, users, views } from '../../../db/schema';
import type { PostKind } from '../../../limits/posting';

const commentColumns = {
  id: comments.id,
  targetId: comments.targetId,
  body: comments.body,
  createdAt: comments.createdAt,
  userId: comments.userId,
  authorName: sql<string | null>`coalesce(${users.name}, ${comments.authorName})`,
};
export type CommentRow = Awaited<ReturnType<typeof commentsOnAnswers>>[number];

/** Oldest first: a comment thread reads top to bottom. */
export async function commentsOnAnswers(db: Db, answerIds: string[]) {
  if (!answerIds.length) return [];
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.targetType, 'answer'), inArray(comments.targetId, answerIds)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findAnswerComment(db: Db, id: string) {
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.id, id), eq(comments.targetType, 'answer')))
    .limit(1);
  return rows[0];
}

export async function insertAnswerComment(db: Db, row: { answerId: string; userId: string; body: string; at: Date }) {
  const [inserted] = await db
    .insert(comments)
    .values({ targetType: 'answer', targetId: row.answerId, userId: row.userId, body: row.body, createdAt: row.at })
    .returning({ id: comments.id });
  return inserted.id;
}

export async function countAnswerComments(db: Db, answerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(comments).where(and(eq(comments.targetType, 'answer'), eq(comments.targetId, answerId)));
  return row?.n ?? 0;
}

export async function updateCommentText(db: Db, id: string, body: string) {
  await db.update(comments).set({ body }).where(eq(comments.id, id));
}

export async function deleteComment(db: Db, id: string) {
  await db.delete(comments).where(eq(comments.id, id));
}

/**
 * One like per person and answer (the likes table's unique key): the second like inserts nothing and reports
 * liked=false with the count unchanged.
 */
export async function likeAnswer(db: Db, answerId: string, actorKey: string, userId: string, at: Date) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ targetType: 'answer', targetId: answerId, actorKey, userId, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    if (!inserted.length) {
      const [row] = await tx.select({ likes: answers.likes }).from(answers).where(eq(answers.id, answerId));
      return { liked: false, likes: row?.likes ?? 0 };
    }
    const [row] = await tx
      .update(answers)
      .set({ likes: sql`${answers.likes} + 1` })
      .where(eq(answers.id, answerId))
      .returning({ likes: answers.likes });
    return { liked: true, likes: row?.likes ?? 0 };
  });
}

/** Counts a view unless the same viewer was counted for this question since `since`. */
export async function recordQuestionView(db: Db, questionId: string, actorKey: string, at: Date, since: Date) {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ n: count() })
      .from(views)
      .where(and(eq(views.targetType, 'question'), eq(views.targetId, questionId), eq(views.actorKey, actorKey), gte(views.createdAt, since)));
    if ((seen?.n ?? 0) > 0) {
      const [row] = await tx.select({ views: questions.views }).from(questions).where(eq(questions.id, questionId));
      return { counted: false, views: row?.views ?? 0 };
    }
    await tx.insert(views).values({ targetType: 'question', targetId: questionId, actorKey, createdAt: at });
    const [row] = await tx
      .update(questions)
      .set({ views: sql`${questions.views} + 1` })
      .where(eq(questions.id, questionId))
      .returning({ views: questions.views });
    return { counted: true, views: row?.views ?? 0 };
  });
}

/** How many of one kind a person posted since `since`, and when the oldest of those was posted. */
/** When this person posted of the kind since `since`, oldest first (for the posting limit). */
export async function recentPostTimes(db: Db, kind: PostKind, userId: string, since: Date): Promise<Date[]> {
  const table = kind === 'question' ? questions : kind === 'answer' ? answers : comments;
  const where =
    kind === 'comment'
      ? and(eq(comments.userId, userId), eq(comments.targetType, 'answer'), gte(comments.createdAt, since))
      : and(eq(table.userId, userId), gte(table.createdAt, since));
  const rows = await db.select({ at: table.createdAt }).from(table).where(where).orderBy(asc(table.createdAt));
  return rows.map((r) => new Date(r.at));
}
