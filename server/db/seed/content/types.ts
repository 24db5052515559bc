/** Shapes of the hand-written demo content, independent of the database schema. */

export const DEMO_LOCALES = ['en', 'hi', 'gu', 'mh', 'pj'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

export type ArticleCategory = 'mutual-funds' | 'tax' | 'kyc' | 'personal-finance';

export interface ArticleText {
  /** Shared by all language versions of one article, so pages can link them (hreflang). */
  slug: string;
  category: ArticleCategory;
  title: string;
  summary: string;
  /** Body as simple trusted HTML blocks (<h2>, <p>, <ul>); the demo footer is appended by the seed. */
  body: string[];
  tags: string[];
}

/** Says in each language that the text is demo content and not advice; appended to every article. */
export const DEMO_FOOTER: Record<DemoLocale, string> = {
  en: 'Demo content: written for the ZF demo data set. General information only, not investment advice. Mutual fund investments are subject to market risks; read all scheme related documents carefully.',
  hi: 'डेमो सामग्री: यह लेख ZF के डेमो डेटा के लिए लिखा गया है। यह केवल सामान्य जानकारी है, निवेश सलाह नहीं। म्यूचुअल फंड निवेश बाज़ार जोखिमों के अधीन हैं; योजना से जुड़े सभी दस्तावेज़ ध्यान से पढ़ें।',
  gu: 'ડેમો સામગ્રી: આ લેખ ZF ના ડેમો ડેટા માટે લખાયો છે. આ ફક્ત સામાન્ય માહિતી છે, રોકાણ સલાહ નથી. મ્યુચ્યુઅલ ફંડ રોકાણ બજાર જોખમોને આધીન છે; યોજનાના તમામ દસ્તાવેજો ધ્યાનથી વાંચો.',
  mh: 'डेमो मजकूर: हा लेख ZF च्या डेमो डेटासाठी लिहिला आहे. ही फक्त सर्वसाधारण माहिती आहे, गुंतवणूक सल्ला नाही. म्युच्युअल फंड गुंतवणूक बाजारातील जोखमींच्या अधीन आहे; योजनेची सर्व कागदपत्रे काळजीपूर्वक वाचा.',
  pj: 'ਡੈਮੋ ਸਮੱਗਰੀ: ਇਹ ਲੇਖ ZF ਦੇ ਡੈਮੋ ਡਾਟਾ ਲਈ ਲਿਖਿਆ ਗਿਆ ਹੈ। ਇਹ ਸਿਰਫ਼ ਆਮ ਜਾਣਕਾਰੀ ਹੈ, ਨਿਵੇਸ਼ ਸਲਾਹ ਨਹੀਂ। ਮਿਊਚੁਅਲ ਫੰਡ ਨਿਵੇਸ਼ ਬਾਜ਼ਾਰ ਦੇ ਜੋਖਮਾਂ ਦੇ ਅਧੀਨ ਹਨ; ਸਕੀਮ ਨਾਲ ਸਬੰਧਤ ਸਾਰੇ ਦਸਤਾਵੇਜ਼ ਧਿਆਨ ਨਾਲ ਪੜ੍ਹੋ।',
};
