/**
 * Demo questions and answers in every supported language. Askers and commenters are demo investors,
 * answerers are demo experts (by mobile number); the seed resolves them to user ids.
 */
import type { DemoLocale } from './types';

export interface DemoAnswer {
  expertMobile: string;
  text: string;
  likedBy: string[];
  comments: { byMobile: string; text: string }[];
}

export interface DemoQuestion {
  slug: string;
  locale: DemoLocale;
  askerMobile: string;
  text: string;
  views: number;
  answers: DemoAnswer[];
}

const ASHA = '9000000001';
const VIKRAM = '9000000002';
const RAHUL = '9000000101';

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    slug: 'sip-date-salary',
    locale: 'en',
    askerMobile: VIKRAM,
    views: 148,
    text: 'My salary comes on the 1st. Which SIP date should I choose, and does the date change my returns?',
    answers: [
      {
        expertMobile: RAHUL,
        likedBy: [ASHA, VIKRAM],
        text: 'Pick a date three to five days after the salary credit, say the 5th, so the mandate never bounces. Over many years the SIP date makes little difference to returns, because good and bad days fall on every date; investing every month without a break matters far more.',
        comments: [{ byMobile: VIKRAM, text: 'Thanks, I will use the 5th.' }],
      },
      {
        expertMobile: '9000000112',
        likedBy: [],
        text: 'Agree with Rahul. If you have two SIPs, you can also split them across two dates so one bad week does not affect both.',
        comments: [],
      },
    ],
  },
  {
    slug: 'elss-lock-in-sip',
    locale: 'en',
    askerMobile: ASHA,
    views: 212,
    text: 'If I invest in ELSS through a monthly SIP, when can I withdraw the money?',
    answers: [
      {
        expertMobile: '9000000110',
        likedBy: [ASHA],
        text: 'Each instalment is locked for three years from its own date. Units bought in January 2025 are free in January 2028, units bought in February 2025 in February 2028, and so on. The lump of money does not unlock all at once.',
        comments: [
          { byMobile: ASHA, text: 'That explains why only part of my ELSS shows as redeemable.' },
        ],
      },
    ],
  },
  {
    slug: 'direct-or-regular',
    locale: 'en',
    askerMobile: '9000001003',
    views: 96,
    text: 'Why should I buy a regular plan when the direct plan has a lower expense ratio?',
    answers: [
      {
        expertMobile: '9000000109',
        likedBy: [ASHA],
        text: 'If you are confident choosing, monitoring and rebalancing funds yourself, the direct plan is cheaper. The regular plan costs more because it pays for a distributor who helps with fund selection, paperwork, KYC changes, nominations and keeping you invested during falls. Compare the extra cost, usually 0.5–1% a year, with the value of that help to you.',
        comments: [],
      },
    ],
  },
  {
    slug: 'liquid-vs-savings',
    locale: 'en',
    askerMobile: '9000001007',
    views: 61,
    text: 'Is a liquid fund safe enough for my emergency fund compared with a savings account?',
    answers: [
      {
        expertMobile: '9000000103',
        likedBy: [],
        text: 'Liquid funds hold very short-term government and high-rated corporate paper, so their NAV rarely falls, but they are not guaranteed and not covered by deposit insurance. Keep one month of expenses in the bank and the rest in a liquid fund from a large fund house; redemptions reach your account the next business day.',
        comments: [{ byMobile: '9000001007', text: 'Clear, thank you.' }],
      },
    ],
  },
  {
    slug: 'nav-cut-off',
    locale: 'en',
    askerMobile: '9000001011',
    views: 44,
    text: "I placed a purchase at 2:45 pm but got the next day's NAV. Why?",
    answers: [
      {
        expertMobile: RAHUL,
        likedBy: ['9000001011'],
        text: "The 3 pm cut-off applies to when the money reaches the fund house, not when you click buy. Payments through net banking or UPI can take a while to be realised, so an order placed close to the cut-off often gets the next business day's NAV.",
        comments: [],
      },
    ],
  },
  {
    slug: 'stop-sip-market-fall',
    locale: 'en',
    askerMobile: VIKRAM,
    views: 173,
    text: 'The market has fallen 10% this month. Should I stop my SIP until it recovers?',
    answers: [
      {
        expertMobile: '9000000114',
        likedBy: [VIKRAM, ASHA],
        text: 'A fall is when your SIP buys the most units for the same money. Stopping now means buying only after prices have recovered. If your goal is still five or more years away, continuing is usually the better choice; stop only if you need the cash.',
        comments: [],
      },
    ],
  },
  {
    slug: 'sip-kitni-rakam',
    locale: 'hi',
    askerMobile: '9000001002',
    views: 88,
    text: 'मेरी तनख्वाह ₹40,000 है। हर महीने कितनी SIP करनी चाहिए?',
    answers: [
      {
        expertMobile: RAHUL,
        likedBy: ['9000001002'],
        text: 'पहले छह महीने का इमरजेंसी फंड और स्वास्थ्य बीमा रखें। उसके बाद आय का 15–20%, यानी लगभग ₹6,000–₹8,000 से SIP शुरू करें और हर साल वेतन बढ़ने पर SIP भी बढ़ाएँ।',
        comments: [{ byMobile: '9000001002', text: 'धन्यवाद, मैं ₹6,000 से शुरू करूँगा।' }],
      },
    ],
  },
  {
    slug: 'kyc-pan-aadhaar',
    locale: 'hi',
    askerMobile: VIKRAM,
    views: 57,
    text: 'KYC के लिए PAN और आधार का लिंक होना ज़रूरी है क्या?',
    answers: [
      {
        expertMobile: '9000000106',
        likedBy: [],
        text: 'हाँ। PAN आधार से लिंक न हो तो PAN निष्क्रिय माना जाता है और KYC सत्यापित नहीं होता। आयकर पोर्टल पर लिंक की स्थिति देख सकते हैं।',
        comments: [],
      },
    ],
  },
  {
    slug: 'gold-fund-gujarati',
    locale: 'gu',
    askerMobile: '9000001005',
    views: 39,
    text: 'ગોલ્ડ ફંડ અને ફિઝિકલ સોનામાં શું ફરક છે?',
    answers: [
      {
        expertMobile: '9000000115',
        likedBy: ['9000001005'],
        text: 'ગોલ્ડ ફંડમાં ઘડામણ કે સંગ્રહનો ખર્ચ નથી અને ₹500 થી SIP થઈ શકે છે. ફિઝિકલ સોનામાં શુદ્ધતા અને સુરક્ષાની ચિંતા રહે છે. રોકાણ માટે ગોલ્ડ ફંડ સરળ છે.',
        comments: [],
      },
    ],
  },
  {
    slug: 'elss-gujarati',
    locale: 'gu',
    askerMobile: '9000001009',
    views: 22,
    text: 'નવી કર પદ્ધતિમાં ELSS થી કર બચે?',
    answers: [
      {
        expertMobile: '9000000116',
        likedBy: [],
        text: 'ના. કલમ 80C ની કપાત ફક્ત જૂની કર પદ્ધતિમાં મળે છે. નવી પદ્ધતિમાં ELSS સામાન્ય ઇક્વિટી ફંડ જેવું જ છે.',
        comments: [],
      },
    ],
  },
  {
    slug: 'fd-ki-mf-marathi',
    locale: 'mh',
    askerMobile: '9000001004',
    views: 31,
    text: 'तीन वर्षांसाठी FD चांगली की डेट फंड?',
    answers: [
      {
        expertMobile: '9000000112',
        likedBy: ['9000001004'],
        text: 'तीन वर्षांसाठी दोन्ही योग्य आहेत. FD ला ठरावीक व्याज आणि ₹5 लाखांपर्यंत ठेव विमा मिळतो; डेट फंडात मुदतपूर्व पैसे काढणे सोपे आहे. 2023 नंतर दोन्हीवर तुमच्या स्लॅबप्रमाणे कर लागतो.',
        comments: [],
      },
    ],
  },
  {
    slug: 'sip-suru-marathi',
    locale: 'mh',
    askerMobile: '9000001013',
    views: 18,
    text: 'पहिली SIP कोणत्या प्रकारच्या फंडात सुरू करावी?',
    answers: [
      {
        expertMobile: '9000000113',
        likedBy: [],
        text: 'पाच वर्षांपेक्षा जास्त काळासाठी फ्लेक्सी कॅप किंवा लार्ज कॅप फंड चांगली सुरुवात आहे. कमी कालावधीसाठी हायब्रिड फंड विचारात घ्या.',
        comments: [],
      },
    ],
  },
  {
    slug: 'nri-punjabi',
    locale: 'pj',
    askerMobile: '9000001021',
    views: 27,
    text: 'ਕੀ ਮੈਂ ਕੈਨੇਡਾ ਜਾਣ ਤੋਂ ਬਾਅਦ ਵੀ ਆਪਣੀ SIP ਜਾਰੀ ਰੱਖ ਸਕਦਾ ਹਾਂ?',
    answers: [
      {
        expertMobile: '9000000117',
        likedBy: ['9000001021'],
        text: 'ਹਾਂ, ਪਰ ਤੁਹਾਨੂੰ ਆਪਣਾ ਦਰਜਾ NRI ਵਿੱਚ ਬਦਲਣਾ ਪਵੇਗਾ ਅਤੇ NRE ਜਾਂ NRO ਖਾਤੇ ਤੋਂ SIP ਚਲਾਉਣੀ ਪਵੇਗੀ। ਕੁਝ ਫੰਡ ਹਾਊਸ ਅਮਰੀਕਾ ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਨਿਵਾਸੀਆਂ ਤੋਂ ਨਿਵੇਸ਼ ਨਹੀਂ ਲੈਂਦੇ, ਇਸ ਲਈ ਪਹਿਲਾਂ ਜਾਂਚ ਕਰੋ।',
        comments: [],
      },
    ],
  },
  {
    slug: 'health-cover-punjabi',
    locale: 'pj',
    askerMobile: '9000001010',
    views: 15,
    text: 'ਪਰਿਵਾਰ ਲਈ ਕਿੰਨੀ ਸਿਹਤ ਬੀਮਾ ਕਵਰ ਚਾਹੀਦੀ ਹੈ?',
    answers: [
      {
        expertMobile: RAHUL,
        likedBy: [],
        text: 'ਵੱਡੇ ਸ਼ਹਿਰ ਵਿੱਚ ਚਾਰ ਜੀਆਂ ਦੇ ਪਰਿਵਾਰ ਲਈ ਘੱਟੋ-ਘੱਟ ₹10 ਲੱਖ ਦੀ ਫੈਮਿਲੀ ਫਲੋਟਰ ਕਵਰ ਚੰਗੀ ਸ਼ੁਰੂਆਤ ਹੈ। ਮਾਪਿਆਂ ਲਈ ਵੱਖਰੀ ਪਾਲਿਸੀ ਲਓ।',
        comments: [{ byMobile: '9000001010', text: 'ਧੰਨਵਾਦ।' }],
      },
    ],
  },
];
