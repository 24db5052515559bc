// The video pages' language is ?lang= when the address has one, else the header's language (the shell's lang). The header
// shows the page's language, and choosing another one there opens the page in it.
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { setShellState, useShellState } from '@/components/layout/shellStore';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@/utils/language';

export function useLanguageSync(pageLang: string, hrefFor: (lang: string) => string): void {
  const router = useRouter();
  const uiLang = useShellState('lang');
  const previous = useRef(uiLang);
  const explicit = typeof router.query.lang === 'string';

  useEffect(() => {
    // Arriving without ?lang= after choosing a language elsewhere: open this page in that language.
    if (!explicit && uiLang !== pageLang && uiLang !== DEFAULT_LANGUAGE && isSupportedLanguage(uiLang)) {
      void router.replace(hrefFor(uiLang));
      return;
    }
    setShellState({ lang: pageLang });
    // Only on arrival and when the page's language changes; uiLang changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageLang]);

  useEffect(() => {
    const before = previous.current;
    previous.current = uiLang;
    if (before === uiLang || uiLang === pageLang || !isSupportedLanguage(uiLang)) return;
    void router.push(hrefFor(uiLang));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uiLang]);
}
