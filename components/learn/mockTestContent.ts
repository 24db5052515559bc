// Text of the mock-test pages: what the mock tests are and how they relate to the real examination.
import type { SourceRef } from './Sources';
import type { FaqItem } from './seo';
import { SRC } from './guides/sources';

export const MOCK_TEST_PATH = '/m/nism-series-v-a-mock-test';
export const MOCK_TEST_UPDATED = '2026-11-22';

export const MOCK_TEST_FAQ: FaqItem[] = [
  {
    q: 'Are these the real NISM questions?',
    a: 'No. ZF wrote every question in the style of NISM Series V-A, from the SEBI rules, tax law and NISM material named under each answer. NISM does not publish its question bank.',
  },
  {
    q: 'What happens if I reload the page during a test?',
    a: 'Your answers, the question you were on and the clock are kept on this device for as long as the browser tab is open. The clock does not stop while you are away.',
  },
  {
    q: 'What happens when time runs out?',
    a: 'Your answers are submitted for you, and you see your score and the review of every question straight away.',
  },
  {
    q: 'How is the real exam marked?',
    a: 'The NISM Series V-A exam has 100 questions of one mark each in two hours, a pass mark of 50% and no negative marking. The mock tests follow the same rules and pace.',
  },
];

export const MOCK_TEST_SOURCES: SourceRef[] = [SRC.nismMfd, SRC.nismObjectives, SRC.nismWorkbook];
