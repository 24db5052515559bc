import type { DemoLocale } from './types';

export type VideoCategory = 'mutual-funds' | 'fixed-deposit' | 'tax';

export interface VideoText {
  title: string;
  description: string;
}

export interface DemoVideo {
  /** Stable key, also the URL slug. */
  slug: string;
  category: VideoCategory;
  featured: boolean;
  /** Shown when the requested language has no version. */
  defaultLocale: DemoLocale;
  durationSeconds: number;
  /** Made-up 11-character ids that start with DEMO, so nobody mistakes them for real recordings. */
  youtubeId: string;
  versions: Partial<Record<DemoLocale, VideoText>>;
}

export function demoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
}

// Coverage is uneven on purpose: 'direct-vs-regular' has no Hindi version, no tax video exists in Punjabi
// and no fixed-deposit video in Marathi, so the language fallbacks of the video pages have data to show.
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: 'sip-in-five-minutes',
    category: 'mutual-funds',
    featured: true,
    defaultLocale: 'en',
    durationSeconds: 312,
    youtubeId: 'DEMOsip0001',
    versions: {
      en: {
        title: 'SIP in five minutes',
        description:
          "How a monthly SIP buys units at each month's NAV, with a worked example of rupee cost averaging. Demo video.",
      },
      hi: {
        title: 'पाँच मिनट में SIP',
        description: 'मासिक SIP हर महीने की NAV पर यूनिट कैसे खरीदता है, उदाहरण के साथ। डेमो वीडियो।',
      },
      gu: {
        title: 'પાંચ મિનિટમાં SIP',
        description: 'માસિક SIP દર મહિનાની NAV પર યુનિટ કેવી રીતે ખરીદે છે, ઉદાહરણ સાથે. ડેમો વીડિયો.',
      },
      mh: {
        title: 'पाच मिनिटांत SIP',
        description: 'मासिक SIP दर महिन्याच्या NAV वर युनिट कसे खरेदी करते, उदाहरणासह. डेमो व्हिडिओ.',
      },
      pj: {
        title: 'ਪੰਜ ਮਿੰਟਾਂ ਵਿੱਚ SIP',
        description: 'ਮਹੀਨਾਵਾਰ SIP ਹਰ ਮਹੀਨੇ ਦੀ NAV ਉੱਤੇ ਯੂਨਿਟ ਕਿਵੇਂ ਖਰੀਦਦੀ ਹੈ, ਉਦਾਹਰਨ ਨਾਲ। ਡੈਮੋ ਵੀਡੀਓ।',
      },
    },
  },
  {
    slug: 'nav-explained',
    category: 'mutual-funds',
    featured: false,
    defaultLocale: 'en',
    durationSeconds: 245,
    youtubeId: 'DEMOnav0002',
    versions: {
      en: {
        title: 'What NAV really tells you',
        description:
          "Why a high NAV is not expensive, and which day's NAV your order gets under the cut-off rules. Demo video.",
      },
      hi: {
        title: 'NAV असल में क्या बताती है',
        description:
          'ऊँची NAV महँगी क्यों नहीं, और कट-ऑफ़ नियमों में आपको किस दिन की NAV मिलती है। डेमो वीडियो।',
      },
      mh: {
        title: 'NAV खरंच काय सांगते',
        description:
          'जास्त NAV महाग का नसते आणि कट-ऑफ नियमांनुसार कोणत्या दिवसाची NAV मिळते. डेमो व्हिडिओ.',
      },
    },
  },
  {
    slug: 'direct-vs-regular',
    category: 'mutual-funds',
    featured: false,
    defaultLocale: 'en',
    durationSeconds: 280,
    youtubeId: 'DEMOdvr0003',
    versions: {
      en: {
        title: 'Direct and regular plans compared',
        description:
          'The same portfolio, two expense ratios: what the distributor commission pays for and how to compare. Demo video.',
      },
      gu: {
        title: 'ડાયરેક્ટ અને રેગ્યુલર પ્લાનની તુલના',
        description: 'એક જ પોર્ટફોલિયો, બે એક્સપેન્સ રેશિયો: વિતરકનું કમિશન શેના માટે છે. ડેમો વીડિયો.',
      },
    },
  },
  {
    slug: 'liquid-funds-for-emergencies',
    category: 'mutual-funds',
    featured: true,
    defaultLocale: 'en',
    durationSeconds: 266,
    youtubeId: 'DEMOliq0004',
    versions: {
      en: {
        title: 'Liquid funds for your emergency money',
        description:
          'Where to park six months of expenses, and how instant redemption works. Demo video.',
      },
      hi: {
        title: 'इमरजेंसी के पैसे के लिए लिक्विड फंड',
        description: 'छह महीने के खर्च कहाँ रखें और तुरंत निकासी कैसे काम करती है। डेमो वीडियो।',
      },
      pj: {
        title: 'ਐਮਰਜੈਂਸੀ ਪੈਸੇ ਲਈ ਲਿਕਵਿਡ ਫੰਡ',
        description: 'ਛੇ ਮਹੀਨਿਆਂ ਦੇ ਖਰਚੇ ਕਿੱਥੇ ਰੱਖਣੇ ਹਨ ਅਤੇ ਤੁਰੰਤ ਨਿਕਾਸੀ ਕਿਵੇਂ ਹੁੰਦੀ ਹੈ। ਡੈਮੋ ਵੀਡੀਓ।',
      },
    },
  },
  {
    slug: 'kyc-walkthrough',
    category: 'mutual-funds',
    featured: false,
    defaultLocale: 'hi',
    durationSeconds: 398,
    youtubeId: 'DEMOkyc0005',
    versions: {
      hi: {
        title: 'KYC चरण-दर-चरण',
        description: 'PAN, आधार, ई-साइन और बैंक सत्यापन के साथ ऑनलाइन KYC पूरा करना। डेमो वीडियो।',
      },
      en: {
        title: 'KYC step by step',
        description:
          'Completing online KYC with PAN, Aadhaar, e-sign and bank verification. Demo video.',
      },
      gu: {
        title: 'KYC પગલે પગલે',
        description: 'PAN, આધાર, ઈ-સાઇન અને બેંક ચકાસણી સાથે ઓનલાઇન KYC. ડેમો વીડિયો.',
      },
      mh: {
        title: 'KYC टप्प्याटप्प्याने',
        description: 'PAN, आधार, ई-सही आणि बँक पडताळणीसह ऑनलाइन KYC. डेमो व्हिडिओ.',
      },
      pj: {
        title: 'KYC ਕਦਮ-ਦਰ-ਕਦਮ',
        description: 'PAN, ਆਧਾਰ, ਈ-ਸਾਈਨ ਅਤੇ ਬੈਂਕ ਤਸਦੀਕ ਨਾਲ ਔਨਲਾਈਨ KYC। ਡੈਮੋ ਵੀਡੀਓ।',
      },
    },
  },
  {
    slug: 'fd-vs-debt-funds',
    category: 'fixed-deposit',
    featured: true,
    defaultLocale: 'en',
    durationSeconds: 334,
    youtubeId: 'DEMOfdd0006',
    versions: {
      en: {
        title: 'Fixed deposit or debt fund?',
        description: 'Interest, liquidity, deposit insurance and tax side by side. Demo video.',
      },
      hi: {
        title: 'FD या डेट फंड?',
        description: 'ब्याज, निकासी, जमा बीमा और टैक्स की तुलना। डेमो वीडियो।',
      },
    },
  },
  {
    slug: 'corporate-fd-ratings',
    category: 'fixed-deposit',
    featured: false,
    defaultLocale: 'en',
    durationSeconds: 221,
    youtubeId: 'DEMOcfd0007',
    versions: {
      en: {
        title: 'Reading the credit rating of a corporate FD',
        description:
          'What AAA and AA mean, and why a higher rate usually means higher risk. Demo video.',
      },
      gu: {
        title: 'કોર્પોરેટ FD નું ક્રેડિટ રેટિંગ',
        description: 'AAA અને AA નો અર્થ, અને વધુ વ્યાજ સાથે વધુ જોખમ કેમ. ડેમો વીડિયો.',
      },
    },
  },
  {
    slug: 'senior-citizen-fd',
    category: 'fixed-deposit',
    featured: false,
    defaultLocale: 'hi',
    durationSeconds: 255,
    youtubeId: 'DEMOscf0008',
    versions: {
      hi: {
        title: 'वरिष्ठ नागरिकों के लिए FD',
        description: 'अतिरिक्त ब्याज, ब्याज भुगतान के विकल्प और फ़ॉर्म 15H। डेमो वीडियो।',
      },
      en: {
        title: 'Fixed deposits for senior citizens',
        description: 'Extra interest, payout options and Form 15H. Demo video.',
      },
      pj: {
        title: 'ਸੀਨੀਅਰ ਨਾਗਰਿਕਾਂ ਲਈ FD',
        description: 'ਵਾਧੂ ਵਿਆਜ, ਵਿਆਜ ਭੁਗਤਾਨ ਦੇ ਵਿਕਲਪ ਅਤੇ ਫਾਰਮ 15H। ਡੈਮੋ ਵੀਡੀਓ।',
      },
    },
  },
  {
    slug: 'elss-explained',
    category: 'tax',
    featured: true,
    defaultLocale: 'en',
    durationSeconds: 301,
    youtubeId: 'DEMOels0009',
    versions: {
      en: {
        title: 'ELSS and Section 80C',
        description: 'The three-year lock-in, SIP instalments and the old tax regime. Demo video.',
      },
      hi: {
        title: 'ELSS और धारा 80C',
        description: 'तीन साल का लॉक-इन, SIP की किस्तें और पुरानी कर व्यवस्था। डेमो वीडियो।',
      },
      gu: {
        title: 'ELSS અને કલમ 80C',
        description: 'ત્રણ વર્ષનો લૉક-ઇન, SIP હપ્તા અને જૂની કર પદ્ધતિ. ડેમો વીડિયો.',
      },
      mh: {
        title: 'ELSS आणि कलम 80C',
        description: 'तीन वर्षांचा लॉक-इन, SIP हप्ते आणि जुनी कर प्रणाली. डेमो व्हिडिओ.',
      },
    },
  },
  {
    slug: 'old-vs-new-tax-regime',
    category: 'tax',
    featured: false,
    defaultLocale: 'en',
    durationSeconds: 362,
    youtubeId: 'DEMOreg0010',
    versions: {
      en: {
        title: 'Old or new tax regime?',
        description: 'Working out which regime leaves you more after deductions. Demo video.',
      },
      hi: {
        title: 'पुरानी या नई कर व्यवस्था?',
        description: 'कटौतियों के बाद कौन-सी व्यवस्था फ़ायदेमंद है, यह कैसे निकालें। डेमो वीडियो।',
      },
    },
  },
  {
    slug: 'capital-gains-on-mutual-funds',
    category: 'tax',
    featured: false,
    defaultLocale: 'en',
    durationSeconds: 288,
    youtubeId: 'DEMOcgt0011',
    versions: {
      en: {
        title: 'Capital gains tax on mutual funds',
        description: 'Equity and debt funds, holding periods and the yearly exemption. Demo video.',
      },
    },
  },
];
