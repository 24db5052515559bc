import Link from '@/components/ui/Link';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { alternatesFor, htmlLang } from '@/components/seo/hreflang';
import { useSession } from '@/components/layout/useSession';
import type { ArticleDetail } from '@/services/content.api';
import { languageName } from '@/utils/language';
import ArticleCard from './ArticleCard';
import AuthorByline from './AuthorByline';
import Comments from './Comments';
import LikeButton from './LikeButton';
import { articlePath, categoryLabel, listingPath } from './articlePaths';
import { articleCrumbs, articleJsonLd } from './articleSeo';
import { plural } from './format';
import { useCountView } from './useReactions';
import styles from './Articles.module.scss';

/** The article as the page receives it: the body already sanitised on the server (utils/html/sanitize.ts). */
export type ArticleView = Omit<ArticleDetail, 'body'> & { html: string };

export function articleSeoText(article: Pick<ArticleDetail, 'title' | 'seo_title' | 'seo_description' | 'summary'>) {
  return {
    title: article.seo_title || `${article.title} | ZF`,
    description: article.seo_description || article.summary || article.title,
  };
}

export default function ArticlePage({ article }: { article: ArticleView }) {
  const session = useSession();
  useCountView('article', article.id);
  const seo = articleSeoText(article);
  const path = articlePath(article.slug, article.locale);
  const others = article.locales.filter((l) => l !== article.locale);

  return (
    <div className={styles.page}>
      <SeoHead
        title={seo.title}
        description={seo.description}
        path={path}
        ogType="article"
        alternates={alternatesFor(article.locales, (l) => articlePath(article.slug, l))}
        jsonLd={articleJsonLd(siteOrigin(), { ...article, body: '' }, seo.description)}
      />
      <article className={styles.narrow} lang={article.locale === 'en' ? undefined : htmlLang(article.locale)}>
        <Breadcrumbs crumbs={articleCrumbs(article)} />
        <header className={styles.header}>
          {article.category && (
            <Link href={listingPath({ locale: article.locale, category: article.category })}>{categoryLabel(article.category)}</Link>
          )}
          <h1>{article.title}</h1>
          {article.summary && <p className={styles.lead}>{article.summary}</p>}
          <AuthorByline author={article.author} publishedAt={article.published_at} readingMinutes={article.reading_time_min} />
          {others.length > 0 && (
            <p className={styles.meta}>
              Also in:{' '}
              {others.map((l) => (
                <Link key={l} href={articlePath(article.slug, l)} hrefLang={htmlLang(l)}>
                  {languageName(l)}
                </Link>
              ))}
            </p>
          )}
        </header>
        {/* Sanitised on the server with an allow-list; see utils/html/sanitize.ts. */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: article.html }} />
        <div className={styles.actions}>
          <LikeButton kind="article" id={article.id} likes={article.likes} loggedIn={session.loggedIn} />
          <span>{plural(article.views, 'view')}</span>
        </div>
        <Comments kind="article" targetId={article.id} initial={article.comments} />
      </article>
      {article.related.length > 0 && (
        <section className={styles.section} aria-labelledby="related-heading">
          <h2 id="related-heading">Related articles</h2>
          <ul className={styles.grid}>
            {article.related.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
