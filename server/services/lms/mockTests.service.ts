// Mock tests: the public view of a paper (no answers) and scoring of a submission with a full review.
// Pure functions over the code-held bank, so the service needs no database and scales with the web tier.
import { InvalidError, NotFoundError } from '../../domain/errors';
import { type BankQuestion, TOPIC_LABELS, questionById } from './questionBank';
import { type MockTestDefinition, MOCK_TESTS, mockTestById } from './mockTests';

export const NOT_FOUND_MESSAGE = 'Mock test not found';

export interface MockTestSummary {
  id: string;
  exam: string;
  title: string;
  description: string;
  question_count: number;
  duration_minutes: number;
  pass_percent: number;
  negative_mark_per_wrong: number;
  topics: string[];
}

function questionsOf(test: MockTestDefinition): BankQuestion[] {
  return test.questionIds.map((id) => {
    const q = questionById(id);
    // A test naming a question that is not in the bank is a programming error, caught by the tests.
    if (!q) throw new Error(`Mock test ${test.id} names unknown question ${id}`);
    return q;
  });
}

function summary(test: MockTestDefinition): MockTestSummary {
  const topics = [...new Set(questionsOf(test).map((q) => TOPIC_LABELS[q.topic]))];
  return {
    id: test.id,
    exam: test.exam,
    title: test.title,
    description: test.description,
    question_count: test.questionIds.length,
    duration_minutes: test.durationMinutes,
    pass_percent: test.passPercent,
    negative_mark_per_wrong: test.negativeMarkPerWrong,
    topics,
  };
}

export function listMockTests(exam?: string): MockTestSummary[] {
  return MOCK_TESTS.filter((t) => !exam || t.exam === exam).map(summary);
}

function requireTest(id: string): MockTestDefinition {
  const test = mockTestById(id);
  if (!test) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return test;
}

/** The paper as a candidate sees it: text and options only. */
export function getMockTest(id: string) {
  const test = requireTest(id);
  return {
    ...summary(test),
    questions: questionsOf(test).map((q, i) => ({
      id: q.id,
      number: i + 1,
      topic: TOPIC_LABELS[q.topic],
      text: q.text,
      options: [...q.options],
    })),
  };
}

export function scoreMockTest(id: string, answers: Record<string, number | null>) {
  const test = requireTest(id);
  const questions = questionsOf(test);
  const inTest = new Set(test.questionIds);
  const errors = Object.entries(answers).flatMap(([qid, option]) => {
    if (!inTest.has(qid)) return [{ path: `answers.${qid}`, message: `Question ${qid} is not part of this test` }];
    const q = questionById(qid);
    if (q && option !== null && option >= q.options.length)
      return [{ path: `answers.${qid}`, message: `Question ${qid} has no option ${option}` }];
    return [];
  });
  if (errors.length) throw new InvalidError(errors[0].message, { errors });

  const review = questions.map((q, i) => {
    const selected = answers[q.id] ?? null;
    return {
      question_id: q.id,
      number: i + 1,
      topic: TOPIC_LABELS[q.topic],
      text: q.text,
      options: [...q.options],
      selected,
      correct_option: q.answer,
      is_correct: selected === q.answer,
      explanation: q.explanation,
      source: q.source,
    };
  });
  const correct = review.filter((r) => r.is_correct).length;
  const attempted = review.filter((r) => r.selected !== null).length;
  const wrong = attempted - correct;
  const maxScore = questions.length;
  // Two decimals are enough for quarter-mark penalties and keep floating-point noise out of the answer.
  const score = Math.round((correct - wrong * test.negativeMarkPerWrong) * 100) / 100;
  const percent = Math.round((score / maxScore) * 10000) / 100;
  return {
    test_id: test.id,
    total: maxScore,
    attempted,
    correct,
    wrong,
    unanswered: maxScore - attempted,
    score,
    max_score: maxScore,
    percent,
    pass_percent: test.passPercent,
    passed: percent >= test.passPercent,
    review,
  };
}
