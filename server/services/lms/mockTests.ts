// The mock tests offered, each a fixed paper drawn from a bank, timed and marked like the real examination:
// - NISM Series V-A: 100 questions in 120 minutes, 50% to pass, no negative marking (NISM, assessment
//   structure of the examination as revised with effect from 14 August 2018): 1.2 minutes a question.
// - NISM Series X-A (revised with effect from 28 March 2025, as reproduced by nismexams.in): 150 marks from
//   90 questions and caselets in 180 minutes, 60% to pass, a quarter of the marks off for each wrong answer.
import { type Exam, interleavedByTopic } from './questionBank';

export interface MockTestDefinition {
  id: string;
  exam: Exam;
  title: string;
  description: string;
  durationMinutes: number;
  passPercent: number;
  /** Marks taken off for each wrong answer (0: none, as in the NISM V-A examination). */
  negativeMarkPerWrong: number;
  questionIds: readonly string[];
}

const VA = interleavedByTopic('nism-series-v-a').map((q) => q.id);
const XA = interleavedByTopic('nism-series-x-a').map((q) => q.id);
const PAPER_SIZE = 25;

function paper(ids: readonly string[], minutesPerQuestion: number) {
  return { questionIds: ids, durationMinutes: Math.ceil(ids.length * minutesPerQuestion) };
}

const VA_RULES = { exam: 'nism-series-v-a', passPercent: 50, negativeMarkPerWrong: 0 } as const;
const VA_PACE = 1.2;
const XA_PACE = 180 / 135;

export const MOCK_TESTS: readonly MockTestDefinition[] = [
  {
    id: 'nism-va-mock-1',
    ...VA_RULES,
    title: 'NISM Series V-A mock test 1',
    description: 'A balanced paper across all six topic groups, timed at the real exam\u2019s pace.',
    ...paper(VA.slice(0, PAPER_SIZE), VA_PACE),
  },
  {
    id: 'nism-va-mock-2',
    ...VA_RULES,
    title: 'NISM Series V-A mock test 2',
    description: 'A second paper with different questions, for when you have finished the first one.',
    ...paper(VA.slice(PAPER_SIZE, PAPER_SIZE * 2), VA_PACE),
  },
  {
    id: 'nism-va-quick-12',
    ...VA_RULES,
    title: 'NISM Series V-A quick practice (12 questions)',
    description: 'A short timed round of every fifth question of the bank: useful as a daily warm-up.',
    ...paper(VA.filter((_, i) => i % 5 === 0).slice(0, 12), VA_PACE),
  },
  {
    id: 'nism-xa-mock-1',
    exam: 'nism-series-x-a',
    passPercent: 60,
    negativeMarkPerWrong: 0.25,
    title: 'NISM Series X-A mock test 1',
    description: 'Financial planning sums, products, portfolios and adviser rules, with the real exam\u2019s negative marking.',
    ...paper(XA, XA_PACE),
  },
];

const BY_ID = new Map(MOCK_TESTS.map((t) => [t.id, t]));

export function mockTestById(id: string): MockTestDefinition | undefined {
  return BY_ID.get(id);
}
