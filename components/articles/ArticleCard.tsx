import Link from '@/components/ui/Link';
import { htmlLang } from '@/components/seo/hreflang';
import type { ArticleSummary } from '@/services/content.api';
import { articlePath, categoryLabel } from './articlePaths';
import { formatDate, isoDay, readingTime } from './format';
import styles from './Articles.module.scss';

export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}

export default function ArticleCard({ article, headingLevel: Heading = 'h2' }: ArticleCardProps) {
  return (
    <article className={styles.card} lang={article.locale === 'en' ? undefined : htmlLang(article.locale)}>
      <Heading>
        <Link href={articlePath(article.slug, article.locale)}>{article.title}</Link>
      </Heading>
      {article.summary && <p>{article.summary}</p>}
      <div className={styles.meta}>
        {article.published_at && <time dateTime={isoDay(article.published_at)}>{formatDate(article.published_at)}</time>}
        <span>{readingTime(article.reading_time_min)}</span>
        {article.category && <span>{categoryLabel(article.category)}</span>}
      </div>
    </article>
  );
}
