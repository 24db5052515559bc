// The mock tests offered, each a fixed paper drawn from the bank. The real NISM Series V-A examination has
// 100 questions in 120 minutes, a 50% pass mark and no negative marking (NISM, assessment structure of the
// examination as revised with effect from 14 August 2018); the mock tests keep its pace of 1.2 minutes a
// question and its marking rules.
import { interleavedByTopic } from './questionBank';

export interface MockTestDefinition {
  id: string;
  exam: 'nism-series-v-a';
  title: string;
  description: string;
  durationMinutes: number;
  passPercent: number;
  /** Marks taken off for each wrong answer (0: none, as in the NISM V-A examination). */
  negativeMarkPerWrong: number;
  questionIds: readonly string[];
}

const ORDERED = interleavedByTopic().map((q) => q.id);
const PAPER_SIZE = 25;
const MINUTES_PER_QUESTION = 1.2;
const EXAM = 'nism-series-v-a' as const;

function paper(ids: readonly string[]) {
  return { questionIds: ids, durationMinutes: Math.ceil(ids.length * MINUTES_PER_QUESTION) };
}

export const MOCK_TESTS: readonly MockTestDefinition[] = [
  {
    id: 'nism-va-mock-1',
    exam: EXAM,
    title: 'NISM Series V-A mock test 1',
    description: 'A balanced paper across all six topic groups, timed at the real exam\u2019s pace.',
    passPercent: 50,
    negativeMarkPerWrong: 0,
    ...paper(ORDERED.slice(0, PAPER_SIZE)),
  },
  {
    id: 'nism-va-mock-2',
    exam: EXAM,
    title: 'NISM Series V-A mock test 2',
    description: 'A second paper with different questions, for when you have finished the first one.',
    passPercent: 50,
    negativeMarkPerWrong: 0,
    ...paper(ORDERED.slice(PAPER_SIZE, PAPER_SIZE * 2)),
  },
  {
    id: 'nism-va-quick-12',
    exam: EXAM,
    title: 'NISM Series V-A quick practice (12 questions)',
    description: 'A short timed round of every fifth question of the bank: useful as a daily warm-up.',
    passPercent: 50,
    negativeMarkPerWrong: 0,
    ...paper(ORDERED.filter((_, i) => i % 5 === 0).slice(0, 12)),
  },
];

const BY_ID = new Map(MOCK_TESTS.map((t) => [t.id, t]));

export function mockTestById(id: string): MockTestDefinition | undefined {
  return BY_ID.get(id);
}
