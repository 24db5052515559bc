import type { Guide } from '../guide/types';
import { SRC } from './sources';

export const NISM_SYLLABUS: Guide = {
  path: '/m/nism-v-a-syllabus',
  title: 'NISM Series V-A syllabus, exam pattern and study tips | ZF',
  description:
    'The twelve units of the NISM Series V-A Mutual Fund Distributors exam with their weightage, the exam pattern (100 questions, 2 hours, 50% to pass) and how to prepare.',
  heading: 'NISM Series V-A: syllabus, exam pattern and how to prepare',
  crumb: 'NISM V-A syllabus',
  lead: 'Everything a future mutual fund distributor needs to know about the certification exam before booking it.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'What the exam is for',
      blocks: [
        {
          kind: 'p',
          text: 'NISM Series V-A is the certification SEBI requires of everyone who sells or distributes mutual funds: individual distributors, employees of distribution firms and the sales staff of fund houses. Passing it, and then registering with AMFI for an ARN, is what allows you to earn commission on mutual fund investments.',
        },
      ],
    },
    {
      heading: 'Exam pattern',
      blocks: [
        {
          kind: 'table',
          caption: 'NISM Series V-A at a glance (NISM test details)',
          head: ['Item', 'Detail'],
          rows: [
            ['Questions', '100 multiple-choice questions, 1 mark each'],
            ['Duration', '120 minutes'],
            ['Pass mark', '50%'],
            ['Negative marking', 'None'],
            ['Fee', '₹1,500 (plus charges, as listed by NISM)'],
            ['Certificate valid for', '3 years'],
            ['Mode', 'Computer-based test at NISM test centres'],
          ],
        },
        {
          kind: 'note',
          text: 'NISM revises its examinations from time to time. Check the current pattern and fee on the NISM website before you book.',
        },
      ],
    },
    {
      heading: 'Syllabus: the twelve units',
      blocks: [
        {
          kind: 'table',
          caption: 'Units of NISM Series V-A and their weightage in the exam',
          head: ['Unit', 'What it covers', 'Weightage'],
          rows: [
            ['1. Investment landscape', 'Financial goals, asset classes, investment risks, behavioural biases, risk profiling, asset allocation', '8%'],
            ['2. Concept and role of a mutual fund', 'How a mutual fund works, SEBI scheme categories, growth of the industry', '6%'],
            ['3. Legal structure of mutual funds in India', 'Sponsor, trustees, AMC, custodian, RTA and the role of AMFI', '4%'],
            ['4. Legal and regulatory framework', 'SEBI rules, due diligence of distributors, grievance redress, AMFI Code of Conduct', '10%'],
            ['5. Scheme related information', 'SID, SAI, KIM, factsheets and other disclosures', '10%'],
            ['6. Fund distribution and channel management', 'Kinds of distributors, modes of distribution, ARN, EUIN, commissions', '6%'],
            ['7. NAV, total expense ratio and pricing of units', 'Computing NAV, expenses, loads, cut-off times', '8%'],
            ['8. Taxation', 'Capital gains, income distributions, TDS and STT', '4%'],
            ['9. Investor services', 'KYC, transactions, SIP/STP/SWP, nomination, account statements', '15%'],
            ['10. Risk, return and performance of funds', 'Sources of return and risk, measures such as standard deviation and beta', '7%'],
            ['11. Mutual fund scheme performance', 'Benchmarks, tracking error, quantitative measures', '7%'],
            ['12. Mutual fund scheme selection', 'Choosing schemes and options to match a client\u2019s needs', '15%'],
          ],
        },
        {
          kind: 'p',
          text: 'Investor services and scheme selection carry the most marks (15% each). Together with regulation and scheme information, these four units make up half the paper.',
        },
      ],
    },
    {
      heading: 'How to prepare',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Read NISM\u2019s own workbook for Series V-A once end to end; the questions are set from it. Make sure you have the version that applies to your exam date.',
            'Spend the most time on the heavy units: investor services, scheme selection, regulation and scheme documents.',
            'Practise the calculations until they are quick: NAV, units allotted, exit load, CAGR and SIP average cost.',
            'Take timed mock tests. The real exam gives you 72 seconds a question; a mock at the same pace shows where you lose time.',
            'After each mock, read the explanation of every question you missed, not only the right answer.',
            'With no negative marking, answer every question: an unanswered question can only score zero.',
          ],
        },
      ],
    },
  ],
  faq: [
    {
      q: 'How many questions are there in NISM Series V-A?',
      a: 'There are 100 multiple-choice questions of one mark each, to be answered in two hours.',
    },
    {
      q: 'What is the passing score?',
      a: 'You need 50%, that is 50 marks out of 100. There is no negative marking for wrong answers.',
    },
    {
      q: 'How long is the certificate valid?',
      a: 'Three years. To keep distributing, renew it before it expires by passing the exam again or attending NISM\u2019s Continuing Professional Education programme.',
    },
    {
      q: 'Which unit carries the most marks?',
      a: 'Investor services and mutual fund scheme selection carry 15% each.',
    },
  ],
  sources: [SRC.nismMfd, SRC.nismObjectives, SRC.nismWorkbook, SRC.weightages],
  related: [
    { label: 'Take a NISM Series V-A mock test', href: '/m/nism-series-v-a-mock-test' },
    { label: 'How to register for the NISM exam', href: '/m/nism-exam-registration' },
    { label: 'How to get an ARN after the exam', href: '/m/how-to-get-arn' },
  ],
  cta: 'mock-test',
};
