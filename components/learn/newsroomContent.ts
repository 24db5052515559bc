// The newsroom's own announcements (about this platform, dated when they shipped) and the regulatory changes
// we explain to investors and partners, each with its source.
import type { SourceRef } from './Sources';

export interface NewsItem {
  /** ISO date of the announcement or of the rule taking effect. */
  date: string;
  title: string;
  text: string;
  link?: { label: string; href: string };
  /** Where the fact comes from; ZF's own announcements name this site. */
  source: SourceRef;
}

const ZF_RELEASE = { name: 'ZF release notes', date: '22-Nov-2026' };

export const ANNOUNCEMENTS: NewsItem[] = [
  {
    date: '2026-11-22',
    title: 'Free NISM Series V-A mock tests for future distributors',
    text: 'Timed mock tests at the real exam\u2019s pace, with the score at the end and an explanation and source for every question. Progress is kept if the page reloads.',
    link: { label: 'Try a mock test', href: '/m/nism-series-v-a-mock-test' },
    source: ZF_RELEASE,
  },
  {
    date: '2026-11-22',
    title: 'Guides for becoming and staying a distributor',
    text: 'Plain-language guides to the NISM syllabus and registration, the ARN and EUIN, ARN renewal, and loans against mutual funds, each naming its sources.',
    link: { label: 'How to get an ARN', href: '/m/how-to-get-arn' },
    source: ZF_RELEASE,
  },
  {
    date: '2026-11-22',
    title: 'Eight free investment calculators',
    text: 'SIP, daily SIP, lumpsum, SWP, step-up SIP, NPS, fixed deposit and loan against mutual fund calculators, with a year-by-year table and the formula used.',
    link: { label: 'Open the calculators', href: '/calculators' },
    source: ZF_RELEASE,
  },
  {
    date: '2026-11-22',
    title: 'Articles and videos in five languages',
    text: 'Our learning library is available in English, Hindi, Gujarati, Marathi and Punjabi.',
    link: { label: 'Read the articles', href: '/m' },
    source: ZF_RELEASE,
  },
];

export const REGULATORY_NOTES: NewsItem[] = [
  {
    date: '2024-10-01',
    title: 'Lenders must show the all-in cost of retail loans',
    text: 'From 1 October 2024 banks and NBFCs give every retail borrower a Key Facts Statement with the annual percentage rate (APR), fees included. Use it to compare loans against mutual funds.',
    link: { label: 'Loan against mutual fund interest explained', href: '/m/loan-against-mutual-fund-interest-rates' },
    source: { name: 'RBI circular on Key Facts Statement for loans and advances', date: '15-Apr-2024' },
  },
  {
    date: '2024-07-23',
    title: 'New capital gains tax rates on equity funds',
    text: 'For units of equity-oriented funds sold from 23 July 2024, long-term gains are taxed at 12.5% above ₹1.25 lakh a year (earlier 10% above ₹1 lakh) and short-term gains at 20% (earlier 15%).',
    source: { name: 'Finance (No. 2) Act, 2024, amending sections 111A and 112A of the Income-tax Act, 1961', date: '2024' },
  },
  {
    date: '2022-11-25',
    title: 'Redemption money within three working days',
    text: 'SEBI requires mutual funds to transfer redemption proceeds within three working days (five for schemes investing mostly overseas) and income distributions within seven working days of the record date, or pay 15% a year interest for the delay.',
    source: { name: 'SEBI circular on timelines for transfer of redemption and dividend proceeds to unitholders', date: '25-Nov-2022' },
  },
  {
    date: '2021-01-01',
    title: 'A six-level riskometer on every scheme',
    text: 'Every scheme shows its risk on a six-level riskometer, from Low to Very High, reviewed every month.',
    source: { name: 'SEBI circular on product labelling in mutual fund schemes', date: '05-Oct-2020' },
  },
];
