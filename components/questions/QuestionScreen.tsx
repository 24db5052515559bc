import Link from '@/components/ui/Link';
import { useState } from 'react';
import UserText from '@/components/shared/UserText';
import { profilePath } from '@/components/shared/profilePaths';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead from '@/components/seo/SeoHead';
import { htmlLang } from '@/components/seo/hreflang';
import type { Answer, QuestionDetail } from '@/services/questions.api';
import { useAppDispatch } from '@/store/hooks';
import { languageName } from '@/utils/language';
import { answerTextSchema } from '@/utils/validation';
import AnswerItem from './AnswerItem';
import { displayName, formatDate, plural } from './format';
import LoginPrompt from './LoginPrompt';
import { loadQuestionsApi } from './questionsApi';
import { questionCrumbs, questionSeo } from './seo';
import TextForm from './TextForm';
import { useQuestionView } from './useQuestionReactions';
import styles from './Questions.module.scss';

export interface QuestionScreenProps {
  question: QuestionDetail;
  loggedIn: boolean;
}

/** A question with its answers (server-rendered), the answer form, and the view counted once per visit. */
export default function QuestionScreen({ question, loggedIn }: QuestionScreenProps) {
  const dispatch = useAppDispatch();
  const [answers, setAnswers] = useState<Answer[]>(question.answers);
  useQuestionView(question.id);
  const lang = question.locale === 'en' ? undefined : htmlLang(question.locale);

  return (
    <div className={styles.page}>
      <SeoHead {...questionSeo(question)} />
      <Breadcrumbs crumbs={questionCrumbs(question)} />
      <article lang={lang}>
        <header className={styles.header}>
          <UserText as="h1" className={styles.question} text={question.question} />
          <p className={styles.meta}>
            {question.author && (
              <span>
                Asked by <Link href={profilePath(question.author)}>{displayName(question.author.name)}</Link>
              </span>
            )}
            {question.created_at && <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>}
            <span>{plural(question.views, 'view')}</span>
            <span>{languageName(question.locale)}</span>
          </p>
        </header>
        <section className={styles.section} aria-labelledby="answers-heading">
          <h2 id="answers-heading">{answers.length ? plural(answers.length, 'answer') : 'No answers yet'}</h2>
          {answers.length > 0 && (
            <ul className={styles.list}>
              {answers.map((a) => (
                <AnswerItem key={a.id} questionId={question.id} answer={a} loggedIn={loggedIn} />
              ))}
            </ul>
          )}
        </section>
      </article>
      <section className={styles.section} aria-label="Answer this question">
        {loggedIn ? (
          <TextForm
            label="Your answer"
            submitLabel="Post answer"
            rows={5}
            schema={answerTextSchema}
            onSubmit={async (text) => {
              const { answerQuestion } = await loadQuestionsApi();
              const saved = await dispatch(answerQuestion.initiate({ questionId: question.id, answer: text }, { track: false })).unwrap();
              setAnswers((list) => [...list, saved]);
            }}
          />
        ) : (
          <LoginPrompt action="answer this question" />
        )}
      </section>
    </div>
  );
}
