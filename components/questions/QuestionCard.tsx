import Link from '@/components/ui/Link';
import type { QuestionSummary } from '@/services/questions.api';
import { languageName } from '@/utils/language';
import { profilePath } from '@/components/shared/profilePaths';
import { htmlLang } from '@/components/seo/hreflang';
import { displayName, excerpt, formatDate, plural } from './format';
import { questionPath } from './questionPaths';
import styles from './Questions.module.scss';

/** One question in a list. The text is a link, so it is plain text here (React escapes it); no inner links. */
export default function QuestionCard({ question, showLanguage }: { question: QuestionSummary; showLanguage: boolean }) {
  return (
    <li className={styles.card}>
      <h2>
        <Link href={questionPath(question)} lang={question.locale === 'en' ? undefined : htmlLang(question.locale)}>
          {excerpt(question.question, 300)}
        </Link>
      </h2>
      <p className={styles.meta}>
        {question.author && (
          <span>
            Asked by <Link href={profilePath(question.author)}>{displayName(question.author.name)}</Link>
          </span>
        )}
        {question.created_at && <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>}
        <span>{plural(question.answers_count, 'answer')}</span>
        <span>{plural(question.views, 'view')}</span>
        {showLanguage && <span>{languageName(question.locale)}</span>}
      </p>
    </li>
  );
}
