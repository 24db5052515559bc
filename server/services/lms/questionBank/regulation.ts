// Legal and regulatory framework: SEBI, AMFI, scheme documents and investor protection.
import type { BankQuestion } from './types';

const WORKBOOK = 'NISM-Series-V-A workbook (version of August 2023)';
const REGULATIONS = 'SEBI (Mutual Funds) Regulations, 1996';

export const REGULATION: BankQuestion[] = [
  {
    id: 'va-r01',
    topic: 'regulation',
    text: 'Which body registers and regulates mutual funds in India?',
    options: [
      'Reserve Bank of India (RBI)',
      'Association of Mutual Funds in India (AMFI)',
      'Securities and Exchange Board of India (SEBI)',
      'Insurance Regulatory and Development Authority of India (IRDAI)',
    ],
    answer: 2,
    explanation: 'Every mutual fund must be registered with SEBI and follow its Mutual Funds Regulations and circulars.',
    source: REGULATIONS,
  },
  {
    id: 'va-r02',
    topic: 'regulation',
    text: 'Which statement about AMFI is correct?',
    options: [
      'It is the statutory regulator of mutual funds',
      'It is the industry association of SEBI-registered mutual funds and registers distributors (ARN)',
      'It guarantees the returns of debt schemes',
      'It is a stock exchange for mutual fund units',
    ],
    answer: 1,
    explanation:
      'AMFI is an industry body, not a regulator. It sets codes of conduct, registers distributors with an AMFI Registration Number (ARN) and publishes daily NAVs.',
    source: 'AMFI website, "Become a Mutual Fund Distributor" and "About AMFI" pages (read November 2026)',
  },
  {
    id: 'va-r03',
    topic: 'regulation',
    text: 'At least what fraction of the trustees of a mutual fund must be independent?',
    options: ['One-third', 'One-half', 'Two-thirds', 'All of them'],
    answer: 2,
    explanation: 'Two-thirds of the trustees must be independent, that is, not associated with the sponsor.',
    source: `${REGULATIONS}, Regulation 16`,
  },
  {
    id: 'va-r04',
    topic: 'regulation',
    text: 'What is the minimum net worth an asset management company must keep?',
    options: ['₹10 crore', '₹25 crore', '₹50 crore', '₹100 crore'],
    answer: 2,
    explanation: 'SEBI raised the minimum net worth of an AMC from ₹10 crore to ₹50 crore in 2014.',
    source: `${REGULATIONS}, Regulation 21, as amended in 2014`,
  },
  {
    id: 'va-r05',
    topic: 'regulation',
    text: 'From which date may mutual funds no longer charge an entry load?',
    options: ['1 April 2005', '1 August 2009', '1 January 2013', '1 October 2018'],
    answer: 1,
    explanation:
      'SEBI abolished entry loads from 1 August 2009. Distributors are paid by the AMC from scheme expenses, and investors may pay an advisory fee directly if agreed.',
    source: 'SEBI circular of 30 June 2009 (entry load)',
  },
  {
    id: 'va-r06',
    topic: 'regulation',
    text: 'How many levels of risk does the SEBI riskometer show?',
    options: ['Three', 'Four', 'Five', 'Six'],
    answer: 3,
    explanation: 'Low, Low to Moderate, Moderate, Moderately High, High and Very High. The riskometer is reviewed every month.',
    source: 'SEBI circular on product labelling (riskometer), 5 October 2020, in force from 1 January 2021',
  },
  {
    id: 'va-r07',
    topic: 'regulation',
    text: 'An investor whose complaint is not resolved by the AMC can escalate it online to:',
    options: ['SCORES, the SEBI complaints redress system', 'The RBI banking ombudsman', 'The stock exchange help desk', 'The income-tax department'],
    answer: 0,
    explanation:
      'SEBI SCORES (scores.sebi.gov.in) accepts complaints against SEBI-registered entities, including mutual funds, after the investor has first approached the entity.',
    source: `SEBI SCORES portal; ${WORKBOOK}, Unit 4 (investor grievance redress)`,
  },
  {
    id: 'va-r08',
    topic: 'regulation',
    text: 'Which scheme document must accompany every application form?',
    options: [
      'Statement of Additional Information (SAI)',
      'Key Information Memorandum (KIM)',
      'The annual report of the AMC',
      'The trust deed',
    ],
    answer: 1,
    explanation:
      'The KIM summarises the Scheme Information Document (SID) and is given with each application form. The SAI holds statutory information about the fund house that applies to all its schemes.',
    source: `${REGULATIONS}; ${WORKBOOK}, Unit 5 (mandatory documents)`,
  },
  {
    id: 'va-r09',
    topic: 'regulation',
    text: 'A new fund offer (NFO) of a scheme other than ELSS may stay open for subscription for at most:',
    options: ['7 days', '15 days', '30 days', '45 days'],
    answer: 1,
    explanation: 'Apart from ELSS, an NFO can remain open for no more than 15 days.',
    source: `${REGULATIONS}; ${WORKBOOK}`,
  },
  {
    id: 'va-r10',
    topic: 'regulation',
    text: "Since 1 February 2018, scheme performance must be compared with which version of the benchmark index?",
    options: ['The price return index', 'The total return index (TRI)', 'The index of the previous year', 'Any index the AMC chooses'],
    answer: 1,
    explanation:
      'A TRI adds back dividends paid by the index companies, so comparing a fund (which earns those dividends) with a TRI is fair.',
    source: 'SEBI circular on benchmarking scheme performance to the total return index, 4 January 2018',
  },
  {
    id: 'va-r11',
    topic: 'regulation',
    text: 'A debt scheme may create a segregated portfolio ("side pocket") when:',
    options: [
      'The fund manager changes',
      'A debt instrument in the portfolio faces a credit event, such as a downgrade below investment grade',
      'The scheme reaches ₹1,000 crore of assets',
      'An investor asks for it',
    ],
    answer: 1,
    explanation:
      'Segregation ring-fences the troubled security so that existing unitholders keep their share of any recovery and new investors are not affected.',
    source: 'SEBI circular on creation of segregated portfolios, 28 December 2018',
  },
];
