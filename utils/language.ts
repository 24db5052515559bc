/**
 * Content languages (default en). Videos and articles exist in five languages;
 * the name mapper also knows Bengali. The spec spells Gujarati 'Gujrati'; issue 33 (item 19) corrects it everywhere,
 * its messages included.
 */

export const SUPPORTED_LANGUAGES = ['en', 'hi', 'gu', 'mh', 'pj'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

export const LANGUAGE_NAMES = {
  en: 'English',
  hi: 'Hindi',
  gu: 'Gujarati',
  mh: 'Marathi',
  pj: 'Punjabi',
  bn: 'Bengali',
} as const;
export type NamedLanguage = keyof typeof LANGUAGE_NAMES;

export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** 'gu' -> 'Gujarati'; an unknown code is returned unchanged rather than guessed. */
export function languageName(code: string): string {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as NamedLanguage] : code;
}

/** For a ?lang= or ?mlang= query value: a supported code, else the default 'en'. */
export function resolveLanguage(code: unknown): SupportedLanguage {
  if (typeof code !== 'string') return DEFAULT_LANGUAGE;
  const lower = code.trim().toLowerCase();
  return isSupportedLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}
