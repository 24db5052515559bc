// The NISM Series V-A style question bank of the learning service: written by ZF, each question with its source.
// Kept in code rather than the database: it changes with a release, is reviewed like code, and needs no migration.
import { BASICS } from './questionBank/basics';
import { DISTRIBUTION } from './questionBank/distribution';
import { NAV_AND_COSTS } from './questionBank/navAndCosts';
import { REGULATION } from './questionBank/regulation';
import { RISK_AND_RETURN } from './questionBank/riskAndReturn';
import { INVESTMENT_ADVISER } from './questionBank/investmentAdviser';
import { TAXATION } from './questionBank/taxation';
import { type BankQuestion, EXAM_TOPICS, type Exam } from './questionBank/types';

export { EXAMS, EXAM_TOPICS, QUESTION_TOPICS, TOPIC_LABELS, type BankQuestion, type Exam, type QuestionTopic } from './questionBank/types';

/** The NISM Series V-A bank. */
export const QUESTION_BANK: readonly BankQuestion[] = [
  ...BASICS,
  ...REGULATION,
  ...NAV_AND_COSTS,
  ...TAXATION,
  ...RISK_AND_RETURN,
  ...DISTRIBUTION,
];

/** The smaller NISM Series X-A (Investment Adviser, Level 1) bank. */
export const XA_QUESTION_BANK: readonly BankQuestion[] = INVESTMENT_ADVISER;

export const BANKS: Record<Exam, readonly BankQuestion[]> = {
  'nism-series-v-a': QUESTION_BANK,
  'nism-series-x-a': XA_QUESTION_BANK,
};

const BY_ID = new Map([...QUESTION_BANK, ...XA_QUESTION_BANK].map((q) => [q.id, q]));

export function questionById(id: string): BankQuestion | undefined {
  return BY_ID.get(id);
}

/**
 * The bank in an order that alternates topics (one of each topic in turn), so that any slice of it is a
 * balanced paper rather than all of one unit.
 */
export function interleavedByTopic(exam: Exam): BankQuestion[] {
  const bank = BANKS[exam];
  const queues = EXAM_TOPICS[exam].map((topic) => bank.filter((q) => q.topic === topic));
  const out: BankQuestion[] = [];
  const rounds = Math.max(0, ...queues.map((q) => q.length));
  for (let round = 0; round < rounds; round++) {
    for (const queue of queues) if (queue[round]) out.push(queue[round]);
  }
  return out;
}
