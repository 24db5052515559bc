// A three-question paper and a scorer that mirrors the learning service, for the mock-test component tests.
import { http, HttpResponse } from 'msw';
import type { MockTestAnswers, MockTestPaper, MockTestResult } from '@/services/lms.api';
import { at } from '../../mocks/handlers';

export const PAPER: MockTestPaper = {
  id: 'nism-va-fixture',
  exam: 'nism-series-v-a',
  title: 'NISM Series V-A fixture test',
  description: 'Three questions for the tests.',
  question_count: 3,
  duration_minutes: 1,
  pass_percent: 50,
  negative_mark_per_wrong: 0,
  topics: ['Mutual fund basics'],
  questions: [
    { id: 'q1', number: 1, topic: 'Mutual fund basics', text: 'Who regulates mutual funds in India?', options: ['RBI', 'SEBI', 'AMFI', 'IRDAI'] },
    { id: 'q2', number: 2, topic: 'Mutual fund basics', text: 'What is the lock-in of ELSS?', options: ['1 year', '2 years', '3 years', '5 years'] },
    { id: 'q3', number: 3, topic: 'Mutual fund basics', text: 'How many riskometer levels are there?', options: ['Three', 'Four', 'Five', 'Six'] },
  ],
};

export const KEY: Record<string, number> = { q1: 1, q2: 2, q3: 3 };

export function scorePaper(answers: MockTestAnswers): MockTestResult {
  const review = PAPER.questions.map((q) => {
    const selected = answers[q.id] ?? null;
    return {
      question_id: q.id,
      number: q.number,
      topic: q.topic,
      text: q.text,
      options: q.options,
      selected,
      correct_option: KEY[q.id],
      is_correct: selected === KEY[q.id],
      explanation: `Explanation of ${q.id}.`,
      source: `Source of ${q.id}, 2024`,
    };
  });
  const correct = review.filter((r) => r.is_correct).length;
  const attempted = review.filter((r) => r.selected !== null).length;
  return {
    test_id: PAPER.id,
    total: 3,
    attempted,
    correct,
    wrong: attempted - correct,
    unanswered: 3 - attempted,
    score: correct,
    max_score: 3,
    percent: Math.round((correct / 3) * 10000) / 100,
    pass_percent: 50,
    passed: correct / 3 >= 0.5,
    review,
  };
}

/** Records what was submitted, and answers like the service would. */
export function submitHandler(seen: MockTestAnswers[]) {
  return http.post(at('lms', '/mock-tests/:id/submit'), async ({ request }) => {
    const body = (await request.json()) as { answers: MockTestAnswers };
    seen.push(body.answers);
    return HttpResponse.json({ status: 'success', data: scorePaper(body.answers) });
  });
}
