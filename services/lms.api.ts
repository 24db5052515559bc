// Calls of the learning service (/lms): NISM mock tests. Papers are public and carry no answers; a submission
// is scored by the service, which sends back the review with the right answers and explanations.
import { lmsClient, statusOf, withRetry } from './http';

interface Envelope<T> {
  status: string;
  data: T;
}

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

export interface MockTestQuestion {
  id: string;
  number: number;
  topic: string;
  text: string;
  options: string[];
}

export interface MockTestPaper extends MockTestSummary {
  questions: MockTestQuestion[];
}

/** Question id -> chosen option index, or null when left unanswered. */
export type MockTestAnswers = Record<string, number | null>;

export interface MockTestReviewItem {
  question_id: string;
  number: number;
  topic: string;
  text: string;
  options: string[];
  selected: number | null;
  correct_option: number;
  is_correct: boolean;
  explanation: string;
  source: string;
}

export interface MockTestResult {
  test_id: string;
  total: number;
  attempted: number;
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  max_score: number;
  percent: number;
  pass_percent: number;
  passed: boolean;
  review: MockTestReviewItem[];
}

export async function listMockTests(exam?: string): Promise<MockTestSummary[]> {
  const { data } = await withRetry(() =>
    lmsClient.get<Envelope<MockTestSummary[]>>('/mock-tests', { params: exam ? { exam } : {} }),
  );
  return data.data;
}

/** One paper; null when no test has that id (the service answers 404, or 400 for text that cannot be one). */
export async function getMockTest(id: string): Promise<MockTestPaper | null> {
  try {
    const { data } = await withRetry(() =>
      lmsClient.get<Envelope<MockTestPaper>>(`/mock-tests/${encodeURIComponent(id)}`),
    );
    return data.data;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

/** Not retried: scoring is harmless to repeat, but a slow answer should surface to the person, not hang. */
export async function submitMockTest(
  id: string,
  answers: MockTestAnswers,
  timeTakenSeconds?: number,
): Promise<MockTestResult> {
  const { data } = await lmsClient.post<Envelope<MockTestResult>>(
    `/mock-tests/${encodeURIComponent(id)}/submit`,
    { answers, ...(timeTakenSeconds === undefined ? {} : { time_taken_s: timeTakenSeconds }) },
  );
  return data.data;
}
