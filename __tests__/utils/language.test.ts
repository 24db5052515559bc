import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage, languageName, resolveLanguage } from '@/utils/language';

describe('languages', () => {
  it('supports en, hi, gu, mh and pj with en as default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'hi', 'gu', 'mh', 'pj']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    ['en', 'English'],
    ['hi', 'Hindi'],
    ['gu', 'Gujarati'],
    ['mh', 'Marathi'],
    ['pj', 'Punjabi'],
    ['bn', 'Bengali'],
  ])('names %p %p', (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it('returns an unknown code unchanged, including prototype names', () => {
    expect(languageName('ta')).toBe('ta');
    expect(languageName('toString')).toBe('toString');
  });

  it('treats bn as named but not supported', () => {
    expect(isSupportedLanguage('bn')).toBe(false);
    expect(SUPPORTED_LANGUAGES.every(isSupportedLanguage)).toBe(true);
    expect(isSupportedLanguage('EN')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it('resolves query values to a supported language or en', () => {
    expect(resolveLanguage('hi')).toBe('hi');
    expect(resolveLanguage(' GU ')).toBe('gu');
    expect(resolveLanguage('bn')).toBe('en');
    expect(resolveLanguage(['hi'])).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });
});
