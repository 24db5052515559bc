import Link from '@/components/ui/Link';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead from '@/components/seo/SeoHead';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import type { QuestionPage } from '@/services/questions.api';
import { formatIndianNumber } from '@/utils/money';
import AskQuestion from './AskQuestion';
import LanguageFilter from './LanguageFilter';
import LoginPrompt from './LoginPrompt';
import QuestionCard from './QuestionCard';
import { listPath } from './questionPaths';
import { listCrumbs, listHeading, listSeo } from './seo';
import styles from './Questions.module.scss';

export interface QuestionListProps {
  data: QuestionPage;
  /** null for every language (/questions), else the language of /{lang}/questions. */
  lang: string | null;
  loggedIn: boolean;
}

/** /questions and /{lang}/questions: ask, filter by language, read page by page. */
export default function QuestionList({ data, lang, loggedIn }: QuestionListProps) {
  const seo = listSeo(lang, data.page, data.total, data.limit);
  return (
    <div className={styles.page}>
      <SeoHead {...seo} />
      <Breadcrumbs crumbs={listCrumbs(lang)} />
      <header className={styles.header}>
        <h1>{listHeading(lang)}</h1>
        <p className={styles.lead}>
          Ask about mutual funds, SIPs, tax saving or fixed deposits. Registered distributors and other investors answer.
        </p>
      </header>
      <LanguageFilter current={lang} />
      {loggedIn ? <AskQuestion defaultLang={lang} /> : <LoginPrompt action="ask a question" />}
      <section className={styles.section} aria-labelledby="questions-heading">
        <h2 id="questions-heading">{data.total ? `${formatIndianNumber(data.total)} questions` : 'Questions'}</h2>
        {data.questions.length ? (
          <ul className={styles.list}>
            {data.questions.map((q) => (
              <QuestionCard key={q.id} question={q} showLanguage={!lang} />
            ))}
          </ul>
        ) : (
          <EmptyState
            title={data.page > 1 ? 'No more questions' : 'No questions yet'}
            description={data.page > 1 ? 'This page is past the last question.' : 'Be the first to ask one in this language.'}
            action={data.page > 1 ? <ButtonLink href={listPath(lang)}>Back to the first page</ButtonLink> : undefined}
          />
        )}
        {(seo.prev || seo.next) && (
          <nav className={styles.pager} aria-label="Pages">
            {seo.prev && (
              <Link href={seo.prev} rel="prev">
                Newer questions
              </Link>
            )}
            <span>Page {data.page}</span>
            {seo.next && (
              <Link href={seo.next} rel="next">
                Older questions
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
