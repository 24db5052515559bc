// How texts become words for the in-memory search index, the same way for documents and queries: lower case,
// split at anything that is not a letter, a digit or a combining mark (so Hindi and Gujarati words stay whole,
// and 'Fund-Direct' or 'ARN-998877' give two words each), English words also reduced to their stem.
import porter2 from 'wink-porter2-stemmer';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** Stemming is for English: other scripts and words with digits (ISINs, ARNs) are left alone. */
const ENGLISH_WORD = /^[a-z]{3,}$/;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The text as an exact title is compared: lower case, runs of white space as one space. */
export function titleKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

const stems = new Map<string, string | null>();

/** Porter2's stem of an English word ('investing', 'investment' -> 'invest'); null for other words. */
export function stemOf(word: string): string | null {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = ENGLISH_WORD.test(word) ? porter2(word) : null;
    // A bounded cache: the vocabulary's words repeat; hostile queries' made-up words should not grow it forever.
    if (stems.size > 200_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/**
 * pg_trgm's trigrams of a text: each word padded with two spaces before and one after, every three characters
 * of it ('cap' -> '  c', ' ca', 'cap', 'ap ').
 */
export function trigramsOf(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}
