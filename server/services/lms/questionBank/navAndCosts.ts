// NAV, expenses, loads, cut-off times and payment timelines, with a few worked calculations.
import type { BankQuestion } from './types';

const WORKBOOK = 'NISM-Series-V-A workbook (version of August 2023)';
const REGULATIONS = 'SEBI (Mutual Funds) Regulations, 1996';

export const NAV_AND_COSTS: BankQuestion[] = [
  {
    id: 'va-n01',
    topic: 'nav-and-costs',
    text: 'A scheme has investments and other assets worth ₹105 crore, liabilities and accrued expenses of ₹5 crore and 10 crore units outstanding. What is its NAV per unit?',
    options: ['₹9.50', '₹10.00', '₹10.50', '₹11.00'],
    answer: 1,
    explanation: 'NAV per unit = (assets − liabilities) ÷ units = (105 − 5) ÷ 10 = ₹10.00.',
    source: `${WORKBOOK}, Unit 7 (computation of NAV)`,
  },
  {
    id: 'va-n02',
    topic: 'nav-and-costs',
    text: 'An investor puts ₹50,000 into a scheme when the applicable NAV is ₹40. How many units are allotted (no stamp duty considered)?',
    options: ['800', '1,000', '1,250', '2,000'],
    answer: 2,
    explanation: 'Units = amount ÷ NAV = 50,000 ÷ 40 = 1,250. With no entry load, the whole amount buys units at NAV.',
    source: `${WORKBOOK}, Unit 7 (sale and re-purchase price)`,
  },
  {
    id: 'va-n03',
    topic: 'nav-and-costs',
    text: 'The NAV is ₹50 and the exit load is 1%. At what price are units redeemed?',
    options: ['₹49.50', '₹50.00', '₹50.50', '₹51.00'],
    answer: 0,
    explanation: 'Redemption price = NAV × (1 − exit load) = 50 × 0.99 = ₹49.50. The load stays in the scheme.',
    source: `${WORKBOOK}, Unit 7 (loads)`,
  },
  {
    id: 'va-n04',
    topic: 'nav-and-costs',
    text: 'What is the cut-off time for purchases in liquid and overnight schemes?',
    options: ['10:00 am', '12:00 noon', '1:30 pm', '3:00 pm'],
    answer: 2,
    explanation:
      'Liquid and overnight schemes have a 1:30 pm cut-off for purchases; most other schemes use 3:00 pm. The money must also be available to the scheme for that day\u2019s NAV to apply.',
    source: `SEBI circulars on uniform cut-off timings and applicable NAV (in force from 1 February 2021); ${WORKBOOK}, Unit 7`,
  },
  {
    id: 'va-n05',
    topic: 'nav-and-costs',
    text: 'For a purchase in an equity scheme, which NAV applies?',
    options: [
      'The NAV of the day the form was signed',
      'The NAV of the day the funds are available to the scheme, if before the 3:00 pm cut-off',
      'The NFO price of ₹10',
      'The average NAV of the past week',
    ],
    answer: 1,
    explanation:
      'Since 1 February 2021 the applicable NAV for every purchase amount depends on when the money is realised and available for use by the scheme, within the cut-off time.',
    source: 'SEBI circular on applicable NAV for purchases, 17 September 2020 (in force from 1 February 2021)',
  },
  {
    id: 'va-n06',
    topic: 'nav-and-costs',
    text: 'By what time must the NAVs of most schemes be published on the AMFI website each business day?',
    options: ['6:00 pm', '9:00 pm', '11:00 pm', '9:00 am the next day'],
    answer: 2,
    explanation: 'NAVs are uploaded to amfiindia.com by 11:00 pm every business day; fund of funds have until 10:00 am the next business day.',
    source: `${REGULATIONS}, Regulation 48; AMFI website (NAV history)`,
  },
  {
    id: 'va-n07',
    topic: 'nav-and-costs',
    text: 'What is the maximum total expense ratio (TER) an index fund or ETF may charge?',
    options: ['0.50% of daily net assets', '1.00% of daily net assets', '1.50% of daily net assets', '2.25% of daily net assets'],
    answer: 1,
    explanation: 'Index funds and ETFs are capped at 1.00% of daily net assets; actively managed schemes follow a slab that falls as assets grow.',
    source: `${REGULATIONS}, Regulation 52(6), as amended in 2018`,
  },
  {
    id: 'va-n08',
    topic: 'nav-and-costs',
    text: 'How do investors pay the recurring expenses (TER) of a scheme?',
    options: [
      'By a separate bill sent every year',
      'They are charged to the scheme daily and the published NAV is already net of them',
      'They are deducted only at redemption',
      'The AMC pays them, so investors do not',
    ],
    answer: 1,
    explanation: 'Expenses accrue every day against the scheme\u2019s assets, so the NAV you see is after expenses.',
    source: `${WORKBOOK}, Unit 7 (expenses)`,
  },
  {
    id: 'va-n09',
    topic: 'nav-and-costs',
    text: 'Within how many working days must redemption proceeds normally be transferred to the unitholder?',
    options: ['One', 'Three', 'Seven', 'Ten'],
    answer: 1,
    explanation:
      'SEBI cut the limit from ten to three working days (five for schemes with at least 80% in overseas investments). A delay earns the investor interest at 15% a year.',
    source: 'SEBI circular on timelines for transfer of redemption and dividend proceeds, 25 November 2022',
  },
  {
    id: 'va-n10',
    topic: 'nav-and-costs',
    text: 'A scheme\u2019s NAV is ₹22 just before it pays an income distribution (IDCW) of ₹2 per unit. Ignoring market movement, what is the NAV right after?',
    options: ['₹24', '₹22', '₹20', '₹2'],
    answer: 2,
    explanation: 'The distribution is paid out of the scheme\u2019s assets, so the NAV falls by the amount paid: 22 − 2 = ₹20.',
    source: `${WORKBOOK}, Unit 7; SEBI circular of 5 October 2020 (dividend options renamed IDCW from 1 April 2021)`,
  },
  {
    id: 'va-n11',
    topic: 'nav-and-costs',
    text: '₹10,000 invested in a scheme is worth ₹14,641 after exactly four years. What is the compounded annual growth rate (CAGR)?',
    options: ['9.2%', '10.0%', '11.6%', '46.4%'],
    answer: 1,
    explanation: 'CAGR = (14,641 ÷ 10,000)^(1/4) − 1 = 1.1 − 1 = 10%. The 46.41% figure is the absolute return.',
    source: `${WORKBOOK}, Unit 10 (risk, return and performance)`,
  },
];
