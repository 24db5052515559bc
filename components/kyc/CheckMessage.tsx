import type { CheckWords } from './panWords';
import styles from './KycStep.module.scss';

/** The answer of a check (PAN, KRA, email), marked good, bad or for information by a border and by its words. */
export default function CheckMessage({ words, sandbox }: { words: CheckWords; sandbox?: boolean }) {
  return (
    <p className={styles[words.tone]}>
      {words.text}
      {sandbox && <span> (sandbox check)</span>}
    </p>
  );
}
