// What each not-yet-built public screen will hold. The page files render these through <Placeholder>.
import type { PlaceholderProps } from '@/components/ui/Placeholder';

const FUNDS = { label: 'Browse mutual funds', href: '/mutual-funds' };
const CALCS = { label: 'Calculators', href: '/calculators' };

export const PUBLIC_PAGES = {
  accountUser: {
    title: 'Investor login',
    summary: 'Log in to ZF with your mobile number and a one-time password sent by SMS.',
    points: [
      'Mobile number entry with a 10-digit check',
      'One-time password verification',
      'Sign-up for first-time investors',
    ],
    links: [{ label: 'I am an advisor', href: '/account/expert' }],
  },
  accountExpert: {
    title: 'Advisor login',
    summary:
      'Advisors and distributors log in here with their registered mobile number and a one-time password.',
    points: [
      'Mobile number and one-time password',
      'Claiming your advisor profile by ARN',
      'Onboarding in three short stages',
    ],
    links: [{ label: 'I am an investor', href: '/account/user' }],
  },
  newsroom: {
    title: 'Newsroom',
    summary: 'Company announcements, press coverage and media contacts of ZF.',
    points: ['Press releases', 'ZF in the news', 'Media contact'],
  },
  mutualFunds: {
    title: 'Mutual funds',
    summary:
      'Explore mutual fund schemes by category, fund house and rating, with daily NAVs from AMFI.',
    points: [
      'Filters by category, sub-category, fund house and rating',
      'Sort by returns, size or rating',
      'Daily NAV and returns',
    ],
    links: [CALCS],
  },
  mutualFundDetail: {
    title: 'Fund details',
    summary:
      'One mutual fund scheme in detail: NAV history, returns, portfolio, costs and how to invest.',
    points: [
      'NAV chart and trailing returns',
      'Expense ratio, exit load and minimum investment',
      'Invest by SIP or lumpsum through your advisor',
    ],
    links: [FUNDS],
  },
  savingSchemes: {
    title: 'Saving schemes',
    summary:
      'Guides to small savings and government schemes: PPF, NSC, SCSS, Sukanya Samriddhi and more.',
    points: [
      'Interest rates and lock-in periods',
      'Tax treatment',
      'How each compares with mutual funds',
    ],
  },
  articles: {
    title: 'Articles',
    summary:
      'Plain-language articles on mutual funds, taxes, insurance and personal finance, written and reviewed by advisors.',
    points: ['Articles by topic and language', 'Trending topics', 'Comments and likes'],
  },
  article: {
    title: 'Article',
    summary: 'An article from the ZF learning library, with related reading and questions.',
    points: [
      'The article in your chosen language',
      'Related articles and videos',
      'Ask an advisor about it',
    ],
    links: [{ label: 'All articles', href: '/m' }],
  },
  videos: {
    title: 'Videos',
    summary: 'Short videos on investing in English, Hindi, Gujarati, Marathi and Punjabi.',
    points: [
      'Videos by category and language',
      'Videos about mutual funds and fixed deposits',
      'Comments and likes',
    ],
  },
  questions: {
    title: 'Questions and answers',
    summary: 'Questions about money asked by investors and answered by registered advisors.',
    points: [
      'Browse and search questions',
      'Answers from advisors, with likes',
      'Ask your own question (up to 5000 characters)',
    ],
  },
  questionsByLanguage: {
    title: 'Questions and answers in your language',
    summary: 'Investor questions and advisor answers in the language you chose.',
    points: ['Questions in the chosen language', 'Advisor answers', 'Ask a question'],
    links: [{ label: 'All questions', href: '/questions' }],
  },
  experts: {
    title: 'Find an advisor',
    summary:
      'A directory of mutual fund distributors and advisors near you, with their registration details.',
    points: [
      'Search by city (Gurgaon by default) or name',
      'Registration status (ARN, NISM certification)',
      'Languages spoken and products offered',
    ],
  },
  becomeExpert: {
    title: 'Become ZF Expert',
    summary:
      'Start or grow your mutual fund distribution business with ZF: tools, products and support.',
    points: [
      'How to get an ARN and pass the NISM exam',
      'Tools for client portfolios, carts and orders',
      'Commission and analytics reports',
    ],
  },
  healthInsurance: {
    title: 'Health insurance',
    summary: 'Compare health insurance plans for you and your family and buy through your advisor.',
    points: ['Family members and ages', 'Plan quotes from insurers', 'Nominee details and payment'],
  },
  calculators: {
    title: 'Calculators',
    summary:
      'Free calculators for SIP, step-up SIP, lumpsum, SWP, NPS, fixed deposits and loans against mutual funds.',
    points: [
      'SIP and step-up SIP future value',
      'Lumpsum and fixed deposit maturity',
      'SWP, NPS and loan-against-mutual-fund estimates',
    ],
  },
  calculator: {
    title: 'Calculator',
    summary:
      'Work out what an investment could grow to, with the assumptions shown next to the result.',
    points: [
      'Your amount, period and expected return',
      'Year-by-year growth table',
      'A chart with a text summary',
    ],
    links: [CALCS],
  },
  smartbank: {
    title: 'SmartBank transaction report',
    summary: 'A statement of the transactions made through your SmartBank account.',
    points: ['Transactions by date range', 'Status of each transaction', 'Download as a report'],
  },
  userProfile: {
    title: 'Investor profile',
    summary:
      'The public profile of a ZF member: questions asked, answers liked and articles shared.',
    points: ['Questions and answers', 'Activity on ZF'],
  },
  search: {
    title: 'Search',
    summary: 'Search across funds, articles, videos, questions and advisors.',
    points: [
      'Up to 10 suggestions as you type',
      'Full results grouped by funds, articles, videos, questions and advisors',
    ],
    links: [FUNDS],
  },
} satisfies Record<string, PlaceholderProps>;
