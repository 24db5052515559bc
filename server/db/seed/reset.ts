/**
 * Removes the demo data (for `npm run db:seed -- --reset`) and nothing else: demo users are found by
 * profile.is_demo, demo content by the ids the seed derives. Deleting a user cascades to their expert
 * profile, KYC, folios, orders, carts, SIPs, commissions, follow-ups and notes. Market data stays, and so do
 * the disposition options (reference data that other experts' dispositions may point to).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  articles,
  comments,
  experts,
  leads,
  likes,
  questions,
  users,
  videos,
} from '@/server/db/schema';
import { DEMO_QUESTIONS } from './content/questions';
import { DEMO_VIDEOS } from './content/videos';
import { stableId } from './ids';
import { ARTICLES_BY_LOCALE } from './parts/content';

export function demoContentIds() {
  const articleIds = Object.entries(ARTICLES_BY_LOCALE).flatMap(([locale, list]) =>
    list.map((a) => stableId(`article:${a.slug}:${locale}`)),
  );
  const videoIds = DEMO_VIDEOS.flatMap((v) =>
    Object.keys(v.versions).map((locale) => stableId(`video:${v.slug}:${locale}`)),
  );
  const questionIds = DEMO_QUESTIONS.map((q) => stableId(`question:${q.slug}`));
  const answerIds = DEMO_QUESTIONS.flatMap((q) =>
    q.answers.map((_, i) => stableId(`answer:${q.slug}:${i}`)),
  );
  return { articleIds, videoIds, questionIds, answerIds };
}

export async function resetDemo(db: Db): Promise<{ users: number; content: number }> {
  return db.transaction(async (tx) => {
    const ids = demoContentIds();
    const targets = [...ids.articleIds, ...ids.videoIds, ...ids.questionIds, ...ids.answerIds];
    await tx.delete(comments).where(inArray(comments.targetId, targets));
    await tx.delete(likes).where(inArray(likes.targetId, targets));
    const gone = [
      ...(await tx
        .delete(articles)
        .where(inArray(articles.id, ids.articleIds))
        .returning({ id: articles.id })),
      ...(await tx
        .delete(videos)
        .where(inArray(videos.id, ids.videoIds))
        .returning({ id: videos.id })),
      ...(await tx
        .delete(questions)
        .where(inArray(questions.id, ids.questionIds))
        .returning({ id: questions.id })),
    ];
    const demoUsers = tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.profile}->>'is_demo' = 'true'`);
    // Leads only lose their expert when the expert goes (set null): remove the demo experts' leads first.
    await tx
      .delete(leads)
      .where(
        inArray(
          leads.expertId,
          tx.select({ id: experts.id }).from(experts).where(inArray(experts.userId, demoUsers)),
        ),
      );
    const removed = await tx
      .delete(users)
      .where(sql`${users.profile}->>'is_demo' = 'true'`)
      .returning({ id: users.id });
    return { users: removed.length, content: gone.length };
  });
}
