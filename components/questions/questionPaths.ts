// Addresses of the questions pages: /questions and /{lang}/questions list them, /questions/{id}-{slug} shows one.
// The slug is cosmetic: the page is found by the id and redirects to the canonical address.
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '@/utils/language';

export const QUESTIONS_PATH = '/questions';
const UUID_PREFIX = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(.*))?$/i;

export function questionPath(q: { id: string; slug?: string | null }): string {
  return q.slug ? `${QUESTIONS_PATH}/${q.id}-${q.slug}` : `${QUESTIONS_PATH}/${q.id}`;
}

/** The id at the start of '{id}-{slug}', or null when the address names no question. */
export function questionIdOf(ref: string | undefined): string | null {
  const m = ref?.match(UUID_PREFIX);
  return m ? m[1].toLowerCase() : null;
}

/** /questions (every language) or /{lang}/questions, with ?page= from page 2 on. */
export function listPath(lang: string | null, page = 1): string {
  const base = lang ? `/${lang}${QUESTIONS_PATH}` : QUESTIONS_PATH;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** A ?page= value as a page number from 1; anything else is page 1. */
export function pageOf(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export { SUPPORTED_LANGUAGES, isSupportedLanguage };
