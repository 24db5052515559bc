import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, resolveLanguage } from '@/utils/language';
import { questionTextSchema } from '@/utils/validation';
import { questionPath } from './questionPaths';
import { loadQuestionsApi } from './questionsApi';
import TextForm from './TextForm';
import styles from './Questions.module.scss';

/** POST add a question, then open its page. The language starts as the list's own. */
export default function AskQuestion({ defaultLang }: { defaultLang: string | null }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const id = useId();
  const [locale, setLocale] = useState<string>(resolveLanguage(defaultLang));
  return (
    <TextForm
      label="Ask a question"
      submitLabel="Ask"
      placeholder="What would you like to know about mutual funds, SIPs, tax or fixed deposits?"
      schema={questionTextSchema}
      onSubmit={async (text) => {
        const { askQuestion } = await loadQuestionsApi();
        const question = await dispatch(askQuestion.initiate({ question: text, locale }, { track: false })).unwrap();
        await router.push(questionPath(question));
      }}
      extra={
        <span>
          <label htmlFor={`${id}-lang`} className="visually-hidden">
            Language of the question
          </label>
          <select id={`${id}-lang`} className={styles.select} value={locale} onChange={(e) => setLocale(e.target.value)}>
            {SUPPORTED_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}
