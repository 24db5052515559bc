// The public pages that exist once each (not one per fund, article, video, question or expert): the static
// child sitemap. Private areas are kept out by robots.ts; placeholders still marked 'Coming soon' are left out
// until they have content (health insurance, the bank transaction report, search results).
import { CALCULATOR_SLUGS, calculatorPath } from '@/utils/calculators/definitions';
import { SUPPORTED_LANGUAGES } from '@/utils/language';

const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');

export const STATIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/contact-us',
  '/privacy-policy',
  '/code_of_conduct',
  '/mutual-funds',
  '/m/saving-schemes',
  '/calculators',
  ...CALCULATOR_SLUGS.map(calculatorPath),
  '/m',
  // Article listings in the other languages: English has no prefix (components/articles/articlePaths.ts).
  ...OTHER_LANGUAGES.map((l) => `/m/${l}`),
  '/videos',
  '/questions',
  ...OTHER_LANGUAGES.map((l) => `/${l}/questions`),
  '/experts',
  '/newsroom',
  '/mutual-fund-distributor',
  // Guides for distributors and investors (components/learn/guides), linked from the footer's Quick Links.
  '/m/how-to-get-arn',
  '/m/what-is-arn',
  '/m/what-is-euin',
  '/m/arn-renewal',
  '/m/nism-series-v-a-mock-test',
  '/m/nism-series-x-a-mock-test',
  '/m/nism-v-a-syllabus',
  '/m/nism-exam-registration',
  '/m/loan-against-mutual-fund',
  '/m/loan-against-mutual-fund-interest-rates',
  '/m/top-amc-mutual-funds',
];
