import Link from '@/components/ui/Link';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import { slugify } from '@/components/layout/headerTargets';
import type { ArticleAuthor } from '@/services/content.api';
import { formatDate, isoDay, readingTime } from './format';
import styles from './Articles.module.scss';

export interface AuthorBylineProps {
  author: ArticleAuthor | null;
  publishedAt: string | null;
  readingMinutes: number;
}

/** Who wrote it (an expert, with the registered-advisor badge where the spec's rule holds), when, and how long it takes. */
export default function AuthorByline({ author, publishedAt, readingMinutes }: AuthorBylineProps) {
  const name = author?.name || 'ZF editorial team';
  const profile = author?.user_id ? `/users/${slugify(name) || 'expert'}-${author.user_id}` : null;
  return (
    <div className={styles.byline}>
      <span>
        By {profile ? <Link href={profile}>{name}</Link> : <strong>{name}</strong>}
        {author?.arn_code ? ` · ARN-${author.arn_code}` : ''}
      </span>
      {author && <RegisteredAdvisorBadge advisor={author} />}
      {publishedAt && <time dateTime={isoDay(publishedAt)}>{formatDate(publishedAt)}</time>}
      <span>{readingTime(readingMinutes)}</span>
    </div>
  );
}
