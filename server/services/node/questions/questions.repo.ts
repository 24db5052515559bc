// Reads and writes of questions and answers. Texts are stored as the validated input gives them: no HTML is
// stripped or escaped at rest (the web app renders them as text), so what a person typed is what they get back.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { answers, comments, experts, likes, questions, users, views } from '../../../db/schema';
import type { Locale } from '../../../db/schema';

const questionColumns = {
  id: questions.id,
  slug: questions.slug,
  locale: questions.locale,
  question: questions.question,
  category: questions.category,
  views: questions.views,
  likes: questions.likes,
  answersCount: questions.answersCount,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
  userId: questions.userId,
  authorName: users.name,
};
export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

export async function listQuestions(db: Db, where: { locale?: Locale; userId?: string }, offset: number, limit: number) {
  const filter = and(
    where.locale ? eq(questions.locale, where.locale) : undefined,
    where.userId ? eq(questions.userId, where.userId) : undefined,
  );
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .leftJoin(users, eq(users.id, questions.userId))
    .where(filter)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(questions).where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestion(db: Db, id: string) {
  const rows = await db.select(questionColumns).from(questions).leftJoin(users, eq(users.id, questions.userId)).where(eq(questions.id, id)).limit(1);
  return rows[0];
}

const answerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  body: answers.body,
  likes: answers.likes,
  createdAt: answers.createdAt,
  updatedAt: answers.updatedAt,
  userId: answers.userId,
  authorName: users.name,
  expertId: experts.id,
  arn: experts.arn,
  arnStatus: experts.arnStatus,
  arnValidTill: experts.arnValidTill,
  certifications: experts.certifications,
  photoUrl: experts.photoUrl,
};
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

function answersQuery(db: Db) {
  return db
    .select(answerColumns)
    .from(answers)
    .leftJoin(users, eq(users.id, answers.userId))
    .leftJoin(experts, eq(experts.id, answers.expertId));
}

/** Most liked first, then oldest first, so the best answer leads and ties read in the order they came. */
export async function answersOf(db: Db, questionId: string) {
  return answersQuery(db).where(eq(answers.questionId, questionId)).orderBy(desc(answers.likes), answers.createdAt, answers.id);
}

/** A person's answers with the question each one answers, newest first. */
export async function answersByUser(db: Db, userId: string, limit: number) {
  return db
    .select({ ...answerColumns, questionText: questions.question, questionSlug: questions.slug })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .leftJoin(users, eq(users.id, answers.userId))
    .leftJoin(experts, eq(experts.id, answers.expertId))
    .where(eq(answers.userId, userId))
    .orderBy(desc(answers.createdAt), desc(answers.id))
    .limit(limit);
}

export async function findAnswer(db: Db, id: string) {
  const rows = await answersQuery(db).where(eq(answers.id, id)).limit(1);
  return rows[0];
}

export async function insertQuestion(db: Db, row: { question: string; locale: Locale; slug: string | null; userId: string; at: Date }) {
  const [inserted] = await db
    .insert(questions)
    .values({ question: row.question, locale: row.locale, slug: row.slug, userId: row.userId, createdAt: row.at, updatedAt: row.at })
    .returning({ id: questions.id });
  return inserted.id;
}

export async function updateQuestionText(db: Db, id: string, text: string, slug: string | null, at: Date) {
  await db.update(questions).set({ question: text, slug, updatedAt: at }).where(eq(questions.id, id));
}

/** The question, its answers and everything left on them: comments and likes have no foreign key to cascade. */
export async function deleteQuestion(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const answerIds = (await tx.select({ id: answers.id }).from(answers).where(eq(answers.questionId, id))).map((a) => a.id);
    if (answerIds.length) await deleteReactions(tx, 'answer', answerIds);
    await tx.delete(views).where(and(eq(views.targetType, 'question'), eq(views.targetId, id)));
    await tx.delete(likes).where(and(eq(likes.targetType, 'question'), eq(likes.targetId, id)));
    await tx.delete(questions).where(eq(questions.id, id));
  });
}

export async function insertAnswer(db: Db, row: { questionId: string; userId: string; expertId: string | null; body: string; at: Date }) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(answers)
      .values({ questionId: row.questionId, userId: row.userId, expertId: row.expertId, body: row.body, createdAt: row.at, updatedAt: row.at })
      .returning({ id: answers.id });
    await tx
      .update(questions)
      .set({ answersCount: sql`${questions.answersCount} + 1` })
      .where(eq(questions.id, row.questionId));
    return inserted.id;
  });
}

export async function updateAnswerText(db: Db, id: string, body: string, at: Date) {
  await db.update(answers).set({ body, updatedAt: at }).where(eq(answers.id, id));
}

export async function deleteAnswer(db: Db, id: string, questionId: string) {
  await db.transaction(async (tx) => {
    await deleteReactions(tx, 'answer', [id]);
    const removed = await tx.delete(answers).where(eq(answers.id, id)).returning({ id: answers.id });
    if (removed.length) {
      await tx
        .update(questions)
        .set({ answersCount: sql`greatest(${questions.answersCount} - 1, 0)` })
        .where(eq(questions.id, questionId));
    }
  });
}

async function deleteReactions(db: Db, targetType: 'answer', ids: string[]) {
  await db.delete(comments).where(and(eq(comments.targetType, targetType), inArray(comments.targetId, ids)));
  await db.delete(likes).where(and(eq(likes.targetType, targetType), inArray(likes.targetId, ids)));
}
