/**
 * Learning content in every supported language: articles (with the demo footer), videos per locale,
 * and questions with expert answers, comments and likes. Like counters equal the like rows behind them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { answers, articles, comments, likes, questions, videos } from '@/server/db/schema';
import { insertInBatches } from '../batch';
import { ARTICLES_EN } from '../content/articles-en';
import { ARTICLES_GU } from '../content/articles-gu';
import { ARTICLES_HI } from '../content/articles-hi';
import { ARTICLES_MH } from '../content/articles-mh';
import { ARTICLES_PJ } from '../content/articles-pj';
import { DEMO_EXPERTS } from '../content/experts';
import { DEMO_QUESTIONS } from '../content/questions';
import { DEMO_FOOTER, type ArticleText, type DemoLocale } from '../content/types';
import { DEMO_VIDEOS, demoEmbedUrl } from '../content/videos';
import { expertId, stableId, userId } from '../ids';
import { DEMO_SEED, createRandom, hashSeed } from '../random';
import { addDays, indiaDate } from './desk';

export const ARTICLES_BY_LOCALE: Record<DemoLocale, ArticleText[]> = {
  en: ARTICLES_EN,
  hi: ARTICLES_HI,
  gu: ARTICLES_GU,
  mh: ARTICLES_MH,
  pj: ARTICLES_PJ,
};

/**
 * Experts who write: those with a validated ARN, in directory order. The claimable listing is left out: nobody has
 * logged in to it, so it cannot have written anything.
 */
const AUTHORS = DEMO_EXPERTS.filter((e) => e.arnStatus === 'validated' && !e.claimable);

export function articleBody(article: ArticleText, locale: DemoLocale): string {
  return [...article.body, `<p class="demo-note"><em>${DEMO_FOOTER[locale]}</em></p>`].join('\n');
}

/**
 * When a demo like was left: a day among the 30 before the seed date, between 09:00 and 21:00 in India, both
 * drawn from the like's own label. Stamped with the time of the seed instead, every seeded like would count
 * towards its person's 10-minute like limit right after seeding; drawn from the label, a re-seed on the same date
 * gives the same rows.
 */
export function demoLikeTime(label: string, today: string): Date {
  const h = hashSeed(label);
  const day = addDays(today, -(1 + (h % 30)));
  const minute = 9 * 60 + (Math.floor(h / 30) % (12 * 60));
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + minute * 60_000);
}

function likeRow(
  targetType: 'article' | 'video' | 'answer',
  targetId: string,
  mobile: string,
  today: string,
) {
  const uid = userId(mobile);
  const label = `like:${targetType}:${targetId}:${mobile}`;
  return {
    id: stableId(label),
    targetType,
    targetId,
    actorKey: `u:${uid}`,
    userId: uid,
    createdAt: demoLikeTime(label, today),
  };
}

export async function contentSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.id, stableId('article:what-is-a-sip:en')))
    .limit(1);
  return rows.length > 0;
}

/** `today` (YYYY-MM-DD, India) is the seed date the likes are dated back from. */
export async function seedContent(
  db: Db,
  likers: readonly string[],
  today: string = indiaDate(new Date()),
): Promise<Record<string, number>> {
  const rng = createRandom(`${DEMO_SEED}:content`);
  const slugs = ARTICLES_EN.map((a) => a.slug);
  const articleRows: (typeof articles.$inferInsert)[] = [];
  const likeRows: ReturnType<typeof likeRow>[] = [];
  for (const [locale, list] of Object.entries(ARTICLES_BY_LOCALE) as [
    DemoLocale,
    ArticleText[],
  ][]) {
    for (const a of list) {
      const id = stableId(`article:${a.slug}:${locale}`);
      const order = slugs.indexOf(a.slug);
      const fans = rng.sample(likers, rng.int(0, Math.min(8, likers.length)));
      likeRows.push(...fans.map((m) => likeRow('article', id, m, today)));
      articleRows.push({
        id,
        slug: a.slug,
        locale,
        title: a.title,
        category: a.category,
        summary: a.summary,
        body: articleBody(a, locale),
        authorExpertId: expertId(AUTHORS[order % AUTHORS.length].mobile),
        // One article a week from June 2025, translations a few days after the original.
        publishedAt: new Date(Date.UTC(2025, 5, 2 + order * 7 + (locale === 'en' ? 0 : 3), 4, 30)),
        likes: fans.length,
        views: rng.int(120, 4800),
        seoTitle: `${a.title} | ZF`,
        seoDescription: a.summary,
        seoKeywords: a.tags,
      });
    }
  }

  const videoRows = DEMO_VIDEOS.flatMap((v, order) =>
    (Object.entries(v.versions) as [DemoLocale, { title: string; description: string }][]).map(
      ([locale, text]) => {
        const id = stableId(`video:${v.slug}:${locale}`);
        const fans = rng.sample(likers, rng.int(0, Math.min(6, likers.length)));
        likeRows.push(...fans.map((m) => likeRow('video', id, m, today)));
        return {
          id,
          videoKey: v.slug,
          locale,
          title: text.title,
          description: text.description,
          url: demoEmbedUrl(v.youtubeId),
          thumbnailUrl: null,
          category: v.category,
          isDefaultLocale: locale === v.defaultLocale,
          featured: v.featured,
          likes: fans.length,
          views: rng.int(300, 25_000),
          durationS: v.durationSeconds,
          publishedAt: new Date(Date.UTC(2025, 6, 1 + order * 5, 4, 30)),
        };
      },
    ),
  );

  const questionRows: (typeof questions.$inferInsert)[] = [];
  const answerRows: (typeof answers.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  DEMO_QUESTIONS.forEach((q, qi) => {
    const qid = stableId(`question:${q.slug}`);
    const asked = new Date(Date.UTC(2025, 7, 1 + qi * 4, 5, 0));
    questionRows.push({
      id: qid,
      slug: q.slug,
      locale: q.locale,
      question: q.text,
      category: 'mutual-funds',
      userId: userId(q.askerMobile),
      views: q.views,
      answersCount: q.answers.length,
      createdAt: asked,
    });
    q.answers.forEach((a, ai) => {
      const aid = stableId(`answer:${q.slug}:${ai}`);
      const at = new Date(asked.getTime() + (ai + 1) * 5 * 3_600_000);
      answerRows.push({
        id: aid,
        questionId: qid,
        userId: userId(a.expertMobile),
        expertId: expertId(a.expertMobile),
        body: a.text,
        likes: a.likedBy.length,
        createdAt: at,
      });
      likeRows.push(...a.likedBy.map((m) => likeRow('answer', aid, m, today)));
      a.comments.forEach((c, ci) =>
        commentRows.push({
          id: stableId(`comment:${q.slug}:${ai}:${ci}`),
          targetType: 'answer',
          targetId: aid,
          userId: userId(c.byMobile),
          body: c.text,
          createdAt: new Date(at.getTime() + (ci + 1) * 3_600_000),
        }),
      );
    });
  });
  // A couple of reader comments on the two most-read English articles.
  commentRows.push(
    {
      id: stableId('comment:article:sip:1'),
      targetType: 'article',
      targetId: stableId('article:what-is-a-sip:en'),
      userId: userId('9000000002'),
      body: 'The worked example made rupee cost averaging click for me.',
      createdAt: new Date(Date.UTC(2025, 5, 10, 9)),
    },
    {
      id: stableId('comment:article:emergency:1'),
      targetType: 'article',
      targetId: stableId('article:emergency-fund:en'),
      userId: userId('9000000001'),
      body: 'I keep mine in a liquid fund and it has already helped once.',
      createdAt: new Date(Date.UTC(2025, 6, 25, 9)),
    },
    {
      id: stableId('comment:article:sip-hi:1'),
      targetType: 'article',
      targetId: stableId('article:what-is-a-sip:hi'),
      userId: userId('9000001002'),
      body: 'बहुत सरल भाषा में समझाया, धन्यवाद।',
      createdAt: new Date(Date.UTC(2025, 5, 12, 9)),
    },
  );

  await insertInBatches(db, articles, articleRows);
  await insertInBatches(db, videos, videoRows);
  await insertInBatches(db, questions, questionRows);
  await insertInBatches(db, answers, answerRows);
  await insertInBatches(db, comments, commentRows);
  await insertInBatches(db, likes, likeRows);
  return {
    articles: articleRows.length,
    videos: videoRows.length,
    questions: questionRows.length,
    answers: answerRows.length,
    comments: commentRows.length,
    likes: likeRows.length,
  };
}
