/**
 * Removes the demo data (for `npm run db:seed -- --reset`) and nothing else: demo users are found by
 * profile.is_demo, demo content by the ids the seed derives. Their KYC (steps, documents, bank accounts, identity
 * sessions), folios, orders, carts, SIPs,
 * commissions, follow-ups, notes and leads go with them. Market data stays, and so do
 * the disposition options (reference data that other experts' dispositions may point to).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  articles,
  bankAccounts,
  carts,
  comments,
  commissions,
  dispositions,
  expertClients,
  experts,
  folios,
  followUps,
  healthInsuranceCarts,
  holdings,
  identitySessions,
  kycDocuments,
  kycRecords,
  kycSteps,
  leads,
  likes,
  notes,
  orders,
  questions,
  sips,
  transactions,
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

export interface ResetResult {
  users: number;
  content: number;
  /** Storage keys of the demo investors' uploaded KYC documents: the caller removes the sealed files. */
  documentKeys: string[];
}

export async function resetDemo(db: Db): Promise<ResetResult> {
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
    const demoExperts = tx
      .select({ id: experts.id })
      .from(experts)
      .where(inArray(experts.userId, demoUsers));
    // Children first, set by set: left to the cascades, every deleted order or folio would scan the
    // tables that point at it one row at a time, which takes minutes after a --scale 10000.
    await tx.delete(commissions).where(inArray(commissions.expertId, demoExperts));
    await tx.delete(transactions).where(inArray(transactions.userId, demoUsers));
    await tx.delete(orders).where(inArray(orders.userId, demoUsers));
    await tx.delete(sips).where(inArray(sips.userId, demoUsers));
    await tx.delete(holdings).where(inArray(holdings.userId, demoUsers));
    await tx.delete(folios).where(inArray(folios.userId, demoUsers));
    await tx.delete(carts).where(inArray(carts.userId, demoUsers));
    await tx.delete(healthInsuranceCarts).where(inArray(healthInsuranceCarts.userUuid, demoUsers));
    const demoKyc = tx
      .select({ id: kycRecords.id })
      .from(kycRecords)
      .where(inArray(kycRecords.userId, demoUsers));
    const documents = await tx
      .delete(kycDocuments)
      .where(inArray(kycDocuments.kycId, demoKyc))
      .returning({ key: kycDocuments.storageKey });
    await tx.delete(kycSteps).where(inArray(kycSteps.kycId, demoKyc));
    await tx.delete(kycRecords).where(inArray(kycRecords.userId, demoUsers));
    await tx.delete(bankAccounts).where(inArray(bankAccounts.userId, demoUsers));
    await tx.delete(identitySessions).where(inArray(identitySessions.userId, demoUsers));
    await tx.delete(expertClients).where(inArray(expertClients.userId, demoUsers));
    await tx.delete(dispositions).where(inArray(dispositions.expertId, demoExperts));
    await tx.delete(followUps).where(inArray(followUps.expertId, demoExperts));
    await tx.delete(notes).where(inArray(notes.expertId, demoExperts));
    // Leads would only lose their expert (set null) when the expert goes: remove the demo experts' leads.
    await tx.delete(leads).where(inArray(leads.expertId, demoExperts));
    await tx.delete(likes).where(inArray(likes.userId, demoUsers));
    await tx.delete(experts).where(inArray(experts.userId, demoUsers));
    const removed = await tx
      .delete(users)
      .where(sql`${users.profile}->>'is_demo' = 'true'`)
      .returning({ id: users.id });
    return {
      users: removed.length,
      content: gone.length,
      documentKeys: documents.map((d) => d.key),
    };
  });
}
