// The NISM Series V-A style question bank of the learning service: written by ZF, each question with its source.
// Kept in code rather than the database: it changes with a release, is reviewed like code, and needs no migration.
import { BASICS } from './questionBank/basics';
import { DISTRIBUTION } from './questionBank/distribution';
import { NAV_AND_COSTS } from './questionBank/navAndCosts';
import { REGULATION } from './questionBank/regulation';
import { RISK_AND_RETURN } from './questionBank/riskAndReturn';
import { TAXATION } from './questionBank/taxation';
import { type BankQuestion, QUESTION_TOPICS } from './questionBank/types';

export { QUESTION_TOPICS, TOPIC_LABELS, type BankQuestion, type QuestionTopic } from './questionBank/types';

export const QUESTION_BANK: readonly BankQuestion[] = [
  ...BASICS,
  ...REGULATION,
  ...NAV_AND_COSTS,
  ...TAXATION,
  ...RISK_AND_RETURN,
  ...DISTRIBUTION,
];

const BY_ID = new Map(QUESTION_BANK.map((q) => [q.id, q]));

export function questionById(id: string): BankQuestion | undefined {
  return BY_ID.get(id);
}

/**
 * The bank in an order that alternates topics (one of each topic in turn), so that any slice of it is a
 * balanced paper rather than all of one unit.
 */
export function interleavedByTopic(bank: readonly BankQuestion[] = QUESTION_BANK): BankQuestion[] {
  const queues = QUESTION_TOPICS.map((topic) => bank.filter((q) => q.topic === topic));
  const out: BankQuestion[] = [];
  for (let round = 0; out.length < bank.length; round++) {
    for (const queue of queues) if (queue[round]) out.push(queue[round]);
  }
  return out;
}
