import Link from '@/components/ui/Link';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/utils/language';
import { listPath } from './questionPaths';
import styles from './Questions.module.scss';

/** All languages (/questions) or one (/{lang}/questions): each is its own page, so these are links. */
export default function LanguageFilter({ current }: { current: string | null }) {
  const options: { lang: string | null; label: string }[] = [
    { lang: null, label: 'All languages' },
    ...SUPPORTED_LANGUAGES.map((lang) => ({ lang, label: LANGUAGE_NAMES[lang] })),
  ];
  return (
    <nav aria-label="Language of questions">
      <ul className={styles.pills}>
        {options.map(({ lang, label }) => (
          <li key={lang ?? 'all'}>
            <Link href={listPath(lang)} aria-current={lang === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
