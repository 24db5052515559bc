import { useId } from 'react';
import { LANGUAGES, isLanguageCode, type LanguageCode } from './languages';
import styles from './Header.module.scss';

export interface LanguagePickerProps {
  value: string;
  onChange: (lang: LanguageCode) => void;
}

/** A native select: keyboard, screen-reader and touch behaviour come for free. */
export default function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const id = useId();
  return (
    <div className={styles.lang}>
      <label htmlFor={id} className="visually-hidden">
        Language
      </label>
      <select
        id={id}
        value={isLanguageCode(value) ? value : 'en'}
        onChange={(e) => isLanguageCode(e.target.value) && onChange(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.htmlLang}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
