// Taxation of mutual fund investors as the Income-tax Act, 1961 stood after the Finance (No. 2) Act, 2024.
// Tax rules change with every budget: each question names the law it rests on and its date.
import type { BankQuestion } from './types';

const WORKBOOK = 'NISM-Series-V-A workbook (version of August 2023)';
const FINANCE_2024 = 'Income-tax Act, 1961 as amended by the Finance (No. 2) Act, 2024 (rates for transfers on or after 23 July 2024)';

export const TAXATION: BankQuestion[] = [
  {
    id: 'va-t01',
    topic: 'taxation',
    text: 'For income-tax purposes, an "equity-oriented fund" must invest at least what share of its assets in equity shares of domestic listed companies?',
    options: ['50%', '65%', '80%', '90%'],
    answer: 1,
    explanation: 'Funds with at least 65% in listed Indian equity get the equity tax treatment (sections 111A and 112A).',
    source: 'Income-tax Act, 1961, section 112A (definition of equity oriented fund)',
  },
  {
    id: 'va-t02',
    topic: 'taxation',
    text: 'Units of an equity-oriented fund held for more than 12 months are sold in October 2024. How are the long-term gains taxed?',
    options: [
      'Fully exempt',
      '12.5% on gains above ₹1.25 lakh in the financial year',
      '10% on all gains',
      'At the investor\u2019s slab rate',
    ],
    answer: 1,
    explanation: 'From 23 July 2024 long-term gains on equity-oriented funds are taxed at 12.5% on the part above ₹1.25 lakh a year (earlier 10% above ₹1 lakh).',
    source: FINANCE_2024,
  },
  {
    id: 'va-t03',
    topic: 'taxation',
    text: 'At what rate are short-term gains on units of an equity-oriented fund (held 12 months or less) taxed when sold after 23 July 2024?',
    options: ['10%', '15%', '20%', 'At the slab rate'],
    answer: 2,
    explanation: 'The Finance (No. 2) Act, 2024 raised the rate under section 111A from 15% to 20%.',
    source: FINANCE_2024,
  },
  {
    id: 'va-t04',
    topic: 'taxation',
    text: 'How are gains on units of a debt fund (investing more than 65% in debt) bought on or after 1 April 2023 taxed?',
    options: [
      'As long-term gains at 20% with indexation after 3 years',
      'As short-term gains at the investor\u2019s slab rate, whatever the holding period',
      'They are exempt after 5 years',
      'At a flat 10%',
    ],
    answer: 1,
    explanation: 'Section 50AA treats gains on such "specified mutual funds" as short-term capital gains taxed at slab rates, with no indexation.',
    source: 'Income-tax Act, 1961, section 50AA, inserted by the Finance Act, 2023',
  },
  {
    id: 'va-t05',
    topic: 'taxation',
    text: 'Since 1 April 2020, income distributions (IDCW) from mutual funds are taxed:',
    options: [
      'Only through dividend distribution tax paid by the fund',
      'In the hands of the investor at the applicable slab rate',
      'Never; they are exempt',
      'At a flat 5%',
    ],
    answer: 1,
    explanation: 'The Finance Act, 2020 abolished dividend distribution tax; distributions are now added to the investor\u2019s income and the fund deducts TDS above a threshold.',
    source: 'Finance Act, 2020 (abolition of dividend distribution tax from 1 April 2020)',
  },
  {
    id: 'va-t06',
    topic: 'taxation',
    text: 'Investment in ELSS qualifies for a deduction under which section, and up to what limit in a financial year?',
    options: ['Section 80D, ₹25,000', 'Section 80C, ₹1.5 lakh', 'Section 10(10D), no limit', 'Section 80CCD(1B), ₹50,000'],
    answer: 1,
    explanation: 'ELSS is one of the section 80C investments, within the overall ₹1.5 lakh limit. The deduction is available only under the old tax regime.',
    source: 'Income-tax Act, 1961, sections 80C and 115BAC',
  },
  {
    id: 'va-t07',
    topic: 'taxation',
    text: 'For tax purposes, a switch from one scheme to another scheme of the same fund house is treated as:',
    options: [
      'A transfer with no tax effect',
      'A redemption from the first scheme and a fresh purchase in the second',
      'A gift',
      'An income distribution',
    ],
    answer: 1,
    explanation: 'The switch-out is a sale, so capital gains (and any exit load) apply; the switch-in starts a new holding period.',
    source: `${WORKBOOK}, Unit 8 (taxation)`,
  },
  {
    id: 'va-t08',
    topic: 'taxation',
    text: 'Securities transaction tax (STT) is paid by an investor when:',
    options: [
      'Buying units of a debt fund',
      'Redeeming units of an equity-oriented fund',
      'Receiving an IDCW payout',
      'Switching between two debt funds',
    ],
    answer: 1,
    explanation: 'STT applies to the sale (redemption) of units of equity-oriented schemes; it does not apply to debt schemes.',
    source: `Finance (No. 2) Act, 2004, Chapter VII (securities transaction tax); ${WORKBOOK}, Unit 8`,
  },
];
