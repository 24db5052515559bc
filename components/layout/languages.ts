// Names in their own script for the language picker; the codes come from utils/language.
import { isSupportedLanguage, type SupportedLanguage } from '@/utils/language';

export const LANGUAGES: readonly { code: SupportedLanguage; name: string; htmlLang: string }[] = [
  { code: 'en', name: 'English', htmlLang: 'en' },
  { code: 'hi', name: 'हिन्दी (Hindi)', htmlLang: 'hi' },
  { code: 'gu', name: 'ગુજરાતી (Gujarati)', htmlLang: 'gu' },
  { code: 'mh', name: 'मराठी (Marathi)', htmlLang: 'mr' },
  { code: 'pj', name: 'ਪੰਜਾਬੀ (Punjabi)', htmlLang: 'pa' },
];

export type LanguageCode = SupportedLanguage;
export const isLanguageCode = isSupportedLanguage;
