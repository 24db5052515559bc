// Mutual fund basics: structure, constituents and scheme types. Written for ZF; facts from the named sources.
import type { BankQuestion } from './types';

const WORKBOOK = 'NISM-Series-V-A workbook (version of August 2023)';
const CATEGORISATION = 'SEBI circular on categorisation and rationalisation of mutual fund schemes, 6 October 2017';

export const BASICS: BankQuestion[] = [
  {
    id: 'va-b01',
    topic: 'basics',
    text: 'In India, a mutual fund is constituted in which legal form?',
    options: [
      'A public limited company under the Companies Act, 2013',
      'A trust under the Indian Trusts Act, 1882',
      'A partnership firm under the Partnership Act, 1932',
      'A co-operative society',
    ],
    answer: 1,
    explanation:
      'SEBI requires a mutual fund to be set up as a trust. The sponsor creates the trust, the trustees hold its property for the unitholders and an asset management company manages the money.',
    source: `SEBI (Mutual Funds) Regulations, 1996, Chapter III; ${WORKBOOK}, Unit 3`,
  },
  {
    id: 'va-b02',
    topic: 'basics',
    text: 'Which entity manages the investments of a mutual fund scheme from day to day?',
    options: ['The sponsor', 'The custodian', 'The asset management company (AMC)', 'The registrar and transfer agent'],
    answer: 2,
    explanation:
      'The AMC, appointed by the trustees, employs the fund managers and research team who buy and sell the securities of each scheme.',
    source: `SEBI (Mutual Funds) Regulations, 1996; ${WORKBOOK}, Unit 3`,
  },
  {
    id: 'va-b03',
    topic: 'basics',
    text: 'Who keeps the records of unitholders, processes applications and sends account statements on behalf of the AMC?',
    options: ['The registrar and transfer agent (RTA)', 'The trustees', 'The stock exchange', 'SEBI'],
    answer: 0,
    explanation:
      'RTAs such as CAMS and KFintech maintain investor records and process purchases, redemptions and changes for the AMCs that appoint them.',
    source: `${WORKBOOK}, Unit 3 (role of service providers)`,
  },
  {
    id: 'va-b04',
    topic: 'basics',
    text: "Under SEBI's scheme categorisation, which companies count as large cap?",
    options: [
      'The 1st to 100th companies by full market capitalisation',
      'The 1st to 250th companies by full market capitalisation',
      'Any company with a market capitalisation above ₹1,000 crore',
      'Companies included in the Nifty 50 only',
    ],
    answer: 0,
    explanation:
      'Large cap is the top 100 companies by full market capitalisation, mid cap the 101st to 250th and small cap the 251st onwards. AMFI publishes the list every six months.',
    source: CATEGORISATION,
  },
  {
    id: 'va-b05',
    topic: 'basics',
    text: 'A large cap fund must invest at least what share of its total assets in equity of large cap companies?',
    options: ['50%', '65%', '80%', '95%'],
    answer: 2,
    explanation: 'The categorisation circular sets a minimum of 80% of total assets in large cap equity for a large cap fund.',
    source: CATEGORISATION,
  },
  {
    id: 'va-b06',
    topic: 'basics',
    text: 'A multi cap fund must keep at least how much of its total assets in each of large, mid and small cap stocks?',
    options: ['10% each', '20% each', '25% each', '33% each'],
    answer: 2,
    explanation:
      'Since SEBI revised the category in 2020, a multi cap fund invests at least 65% in equity with a minimum of 25% each in large, mid and small cap companies.',
    source: 'SEBI circular on the multi cap fund category, 11 September 2020',
  },
  {
    id: 'va-b07',
    topic: 'basics',
    text: 'What is the lock-in period of an equity linked savings scheme (ELSS)?',
    options: ['One year', 'Three years', 'Five years', 'There is no lock-in'],
    answer: 1,
    explanation: 'ELSS units cannot be redeemed for three years from allotment. For a SIP, each instalment has its own three-year lock-in.',
    source: `Equity Linked Savings Scheme, 2005 (Ministry of Finance); ${CATEGORISATION}`,
  },
  {
    id: 'va-b08',
    topic: 'basics',
    text: 'A liquid fund may invest in debt and money market securities with a maturity of up to:',
    options: ['1 day', '91 days', '1 year', '3 years'],
    answer: 1,
    explanation:
      'Liquid funds hold securities maturing within 91 days; overnight funds hold one-day securities. Short maturities keep interest-rate risk low.',
    source: CATEGORISATION,
  },
  {
    id: 'va-b09',
    topic: 'basics',
    text: 'An index fund must invest at least what share of its total assets in the securities of the index it tracks?',
    options: ['65%', '80%', '90%', '95%'],
    answer: 3,
    explanation: 'An index fund or ETF replicates its index and must hold at least 95% of its assets in the index securities.',
    source: CATEGORISATION,
  },
  {
    id: 'va-b10',
    topic: 'basics',
    text: 'Why is the expense ratio of a direct plan lower than that of the regular plan of the same scheme?',
    options: [
      'Direct plans invest in different securities',
      'No distribution commission is paid out of a direct plan',
      'Direct plans are exempt from income tax',
      'SEBI subsidises direct plans',
    ],
    answer: 1,
    explanation:
      'Both plans share one portfolio. The regular plan also pays the distributor, so its expenses are higher and its NAV grows a little slower.',
    source: 'SEBI circular of 13 September 2012 (direct plans offered from 1 January 2013)',
  },
  {
    id: 'va-b11',
    topic: 'basics',
    text: 'Most investors buy and sell units of an exchange traded fund (ETF):',
    options: [
      'Only from the AMC at the day-end NAV',
      'On a stock exchange, at the market price during trading hours',
      'Only during the new fund offer',
      'Through the post office',
    ],
    answer: 1,
    explanation:
      'ETF units are listed and trade like shares. Creation and redemption directly with the AMC are mostly done in large blocks by market makers.',
    source: `${WORKBOOK}, Unit 2`,
  },
];
