// Text of the mock-test pages of each examination: what the mock tests are and how they relate to the real one.
import type { MockTestSummary } from '@/services/lms.api';
import type { SourceRef } from './Sources';
import type { FaqItem } from './seo';
import { SRC } from './guides/sources';

export interface MockExamPage {
  exam: string;
  /** Short name, e.g. 'NISM Series V-A'. */
  name: string;
  path: string;
  title: string;
  description: string;
  lead: string;
  intro: string;
  faq: FaqItem[];
  sources: SourceRef[];
  /** Where to read about the syllabus first. */
  guide?: { label: string; href: string };
  updated: string;
}

const UPDATED = '2026-11-22';

const PROGRESS_FAQ: FaqItem[] = [
  {
    q: 'What happens if I reload the page during a test?',
    a: 'Your answers, the question you were on and the clock are kept on this device for as long as the browser tab is open. The clock does not stop while you are away.',
  },
  {
    q: 'What happens when time runs out?',
    a: 'Your answers are submitted for you, and you see your score and the review of every question straight away.',
  },
];

export const VA_MOCK_PAGE: MockExamPage = {
  exam: 'nism-series-v-a',
  name: 'NISM Series V-A',
  path: '/m/nism-series-v-a-mock-test',
  title: 'NISM Series V-A mock tests: free, timed, with answers explained | ZF',
  description:
    'Free timed mock tests for the NISM Series V-A Mutual Fund Distributors exam, with your score and an explanation and source for every question.',
  lead: "Practise at the real exam's pace, then see what you got wrong and why.",
  intro:
    'Each paper mixes questions from every part of the syllabus: mutual fund basics, regulation, NAV and costs, taxation, risk and return, and distribution and investor services.',
  faq: [
    {
      q: 'Are these the real NISM questions?',
      a: 'No. ZF wrote every question in the style of NISM Series V-A, from the SEBI rules, tax law and NISM material named under each answer. NISM does not publish its question bank.',
    },
    ...PROGRESS_FAQ,
    {
      q: 'How is the real exam marked?',
      a: 'The NISM Series V-A exam has 100 questions of one mark each in two hours, a pass mark of 50% and no negative marking. The mock tests follow the same rules and pace.',
    },
  ],
  sources: [SRC.nismMfd, SRC.nismObjectives, SRC.nismWorkbook],
  guide: { label: 'syllabus and exam pattern', href: '/m/nism-v-a-syllabus' },
  updated: UPDATED,
};

export const XA_MOCK_PAGE: MockExamPage = {
  exam: 'nism-series-x-a',
  name: 'NISM Series X-A',
  path: '/m/nism-series-x-a-mock-test',
  title: 'NISM Series X-A (Investment Adviser Level 1) mock test | ZF',
  description:
    'A free timed mock test for NISM Series X-A, Investment Adviser (Level 1): financial planning sums, products, portfolios and adviser rules, with negative marking and explained answers.',
  lead: 'For those going beyond distribution to become a SEBI-registered investment adviser.',
  intro:
    'Investment advisers registered with SEBI must pass NISM Series X-A and X-B. This paper covers personal financial planning and the time value of money, investment products, portfolio construction and the rules for advisers, and it takes a quarter mark off for each wrong answer, as the real exam does.',
  faq: [
    {
      q: 'How is the real NISM Series X-A exam marked?',
      a: 'In the version in force from 28 March 2025 it carries 150 marks from 90 multiple-choice questions and case-based questions, to be done in 3 hours. You need 60%, and a quarter of a question\u2019s marks is taken off for each wrong answer.',
    },
    {
      q: 'Do mutual fund distributors need NISM Series X-A?',
      a: 'No. Distributors need NISM Series V-A and an ARN. X-A and X-B are for people who want to register with SEBI as investment advisers and charge fees for advice.',
    },
    ...PROGRESS_FAQ,
  ],
  sources: [
    {
      name: 'Assessment structure of NISM-Series-X-A: Investment Adviser (Level 1), as reproduced by nismexams.in from NISM',
      url: 'https://www.nismexams.in/Investment-Adviser-Level-1-Certification',
      date: 'examination revised with effect from 28-Mar-2025; read November 2026',
    },
    SRC.sebiIa,
  ],
  updated: UPDATED,
};

export const MOCK_EXAM_PAGES: readonly MockExamPage[] = [VA_MOCK_PAGE, XA_MOCK_PAGE];

/** The button text of a paper: its title without the exam name ('Open mock test 1'). */
export function openLabel(test: Pick<MockTestSummary, 'title'>): string {
  return `Open ${test.title.replace(/^NISM Series \S+ /, '')}`;
}
