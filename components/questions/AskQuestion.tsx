import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { askQuestion } from '@/services/questions.api';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, resolveLanguage } from '@/utils/language';
import { questionTextSchema } from '@/utils/validation';
import { questionPath } from './questionPaths';
import TextForm from './TextForm';
import styles from './Questions.module.scss';

/** POST add a question, then open its page. The language starts as the list's own. */
export default function AskQuestion({ defaultLang }: { defaultLang: string | null }) {
  const router = useRouter();
  const id = useId();
  const [locale, setLocale] = useState<string>(resolveLanguage(defaultLang));
  return (
    <TextForm
      label="Ask a question"
      submitLabel="Ask"
      placeholder="What would you like to know about mutual funds, SIPs, tax or fixed deposits?"
      schema={questionTextSchema}
      onSubmit={async (text) => {
        const question = await askQuestion({ question: text, locale });
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
