import { EXAM_TOPICS, QUESTION_BANK, XA_QUESTION_BANK, questionById } from '@/server/services/lms/questionBank';
import { MOCK_TESTS } from '@/server/services/lms/mockTests';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { createLogger } from '@/server/http/logger';
import { TEST_SECRET, json } from '../../support/testApp';

// The learning service keeps its bank in code and never touches the database, so no database is opened:
// a query reaching this stand-in would throw and fail the test.
const t = {
  app: createApp({
    db: {} as Db,
    config: loadConfig({ NODE_ENV: 'test' }, { authSecret: TEST_SECRET }),
    logger: createLogger('silent'),
    services: ['lms'],
  }),
};

interface PaperQuestion {
  id: string;
  number: number;
  text: string;
  options: string[];
}

async function paper(id: string) {
  const res = await t.app.request(`/lms/mock-tests/${id}`);
  return { res, body: (await res.json()) as { status: string; data: { questions: PaperQuestion[] } & Record<string, unknown> } };
}

function submit(id: string, body: unknown) {
  return t.app.request(`/lms/mock-tests/${id}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('question bank', () => {
  it('holds at least 40 distinct NISM V-A questions across every V-A topic', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(40);
    for (const topic of EXAM_TOPICS['nism-series-v-a']) expect(QUESTION_BANK.some((q) => q.topic === topic)).toBe(true);
    for (const topic of EXAM_TOPICS['nism-series-x-a']) expect(XA_QUESTION_BANK.some((q) => q.topic === topic)).toBe(true);
  });

  it('gives every question a unique id and text, four distinct options, an answer, an explanation and a source', () => {
    const all = [...QUESTION_BANK, ...XA_QUESTION_BANK];
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(new Set(all.map((q) => q.text)).size).toBe(all.length);
    for (const q of all) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options[q.answer]).toBeTruthy();
      expect(q.explanation.length).toBeGreaterThan(20);
      // A rule carries its date or year; a calculation names the formula it uses.
      expect(q.source).toMatch(/\d{4}|formula|definition|arithmetic/);
    }
  });

  it('every mock test names only questions of the bank, without repeats', () => {
    for (const test of MOCK_TESTS) {
      expect(new Set(test.questionIds).size).toBe(test.questionIds.length);
      for (const id of test.questionIds) expect(questionById(id)).toBeDefined();
    }
  });
});

describe('GET /lms/mock-tests', () => {
  it('lists the tests with their size, time and pass mark', async () => {
    const res = await t.app.request('/lms/mock-tests');
    expect(res.status).toBe(200);
    const body = await json(res);
    const list = body.data as unknown as Array<Record<string, unknown>>;
    expect(list.map((x) => x.id)).toEqual(MOCK_TESTS.map((x) => x.id));
    const first = list[0];
    expect(first.question_count).toBe(MOCK_TESTS[0].questionIds.length);
    expect(first.duration_minutes).toBe(Math.ceil(MOCK_TESTS[0].questionIds.length * 1.2));
    expect(first.pass_percent).toBe(50);
    expect(list.find((x) => x.exam === 'nism-series-x-a')).toMatchObject({ pass_percent: 60, negative_mark_per_wrong: 0.25 });
  });

  it('filters by exam and refuses a malformed exam', async () => {
    const xa = (await json(await t.app.request('/lms/mock-tests?exam=nism-series-x-a'))).data as unknown as Array<{ id: string }>;
    expect(xa.map((x) => x.id)).toEqual(['nism-xa-mock-1']);
    const none = await json(await t.app.request('/lms/mock-tests?exam=nism-series-x-z'));
    expect(none.data).toEqual([]);
    const bad = await t.app.request('/lms/mock-tests?exam=%3Cscript%3E');
    expect(bad.status).toBe(400);
  });
});

describe('GET /lms/mock-tests/{id}', () => {
  it('sends the questions without answers, explanations or sources', async () => {
    const { res, body } = await paper('nism-va-mock-1');
    expect(res.status).toBe(200);
    const raw = JSON.stringify(body);
    expect(raw).not.toMatch(/"answer"|correct_option|explanation|"source"/);
    expect(body.data.questions).toHaveLength(MOCK_TESTS[0].questionIds.length);
    const q = body.data.questions[0];
    expect(Object.keys(q).sort()).toEqual(['id', 'number', 'options', 'text', 'topic']);
    expect(q.options).toHaveLength(4);
  });

  it('answers 404 for an unknown test and 400 for an id that cannot be one', async () => {
    const missing = await t.app.request('/lms/mock-tests/nism-va-mock-99');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ status: 'failed', message: 'Mock test not found' });
    const bad = await t.app.request('/lms/mock-tests/NISM_VA');
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('That is not a valid mock test id');
  });
});

describe('POST /lms/mock-tests/{id}/submit', () => {
  const test = MOCK_TESTS[0];
  const key = (id: string) => questionById(id)!.answer;

  it('scores right, wrong and unanswered questions and returns a review with answers and explanations', async () => {
    const [a, b, c] = test.questionIds;
    const wrongOption = (key(b) + 1) % 4;
    const res = await submit(test.id, { answers: { [a]: key(a), [b]: wrongOption, [c]: null } });
    expect(res.status).toBe(200);
    const data = (await json(res)).data as Record<string, unknown> & { review: Array<Record<string, unknown>> };
    expect(data).toMatchObject({ total: test.questionIds.length, attempted: 2, correct: 1, wrong: 1, score: 1 });
    expect(data.unanswered).toBe(test.questionIds.length - 2);
    expect(data.passed).toBe(false);
    const [ra, rb, rc] = data.review;
    expect(ra).toMatchObject({ question_id: a, selected: key(a), correct_option: key(a), is_correct: true });
    expect(rb).toMatchObject({ question_id: b, selected: wrongOption, correct_option: key(b), is_correct: false });
    expect(rc).toMatchObject({ question_id: c, selected: null, is_correct: false });
    expect(ra.explanation).toBe(questionById(a)!.explanation);
    expect(ra.source).toBe(questionById(a)!.source);
  });

  it('passes at 50% and gives 100% for a perfect paper', async () => {
    const half = Object.fromEntries(
      test.questionIds.map((id, i) => [id, i < Math.ceil(test.questionIds.length / 2) ? key(id) : (key(id) + 1) % 4]),
    );
    const halfData = (await json(await submit(test.id, { answers: half }))).data!;
    expect(halfData.passed).toBe(true);
    expect(halfData.wrong).toBe(Math.floor(test.questionIds.length / 2));

    const all = Object.fromEntries(test.questionIds.map((id) => [id, key(id)]));
    const allData = (await json(await submit(test.id, { answers: all }))).data!;
    expect(allData).toMatchObject({ percent: 100, passed: true, correct: test.questionIds.length, wrong: 0 });
  });

  it.each([
    ['no answers object', {}, 'Answers is required'],
    ['answers not an object', { answers: [1, 2] }, 'Answers must be an object of question id to option'],
    ['a negative option', { answers: { [MOCK_TESTS[0].questionIds[0]]: -1 } }, 'Each answer must be an option number or null'],
    ['a text option', { answers: { [MOCK_TESTS[0].questionIds[0]]: 'b' } }, 'Each answer must be an option number or null'],
    ['an option past the last one', { answers: { [MOCK_TESTS[0].questionIds[0]]: 4 } }, `Question ${MOCK_TESTS[0].questionIds[0]} has no option 4`],
    ['a question of another test', { answers: { 'va-zzz': 0 } }, 'Question va-zzz is not part of this test'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await submit(test.id, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ status: 'failed', message });
  });

  it('takes a quarter mark off for each wrong answer where the exam does (NISM X-A)', async () => {
    const xa = MOCK_TESTS.find((x) => x.exam === 'nism-series-x-a')!;
    const answers = Object.fromEntries(
      xa.questionIds.slice(0, 4).map((id, i) => [id, i < 3 ? key(id) : (key(id) + 1) % 4]),
    );
    const data = (await json(await submit(xa.id, { answers }))).data!;
    expect(data).toMatchObject({ correct: 3, wrong: 1, score: 2.75, max_score: xa.questionIds.length });
    expect(data.percent).toBe(Math.round((2.75 / xa.questionIds.length) * 10000) / 100);
  });

  it('refuses a body that is not JSON with 400, and an unknown test with 404', async () => {
    expect((await submit(test.id, '{not json')).status).toBe(400);
    const res = await submit('nism-va-mock-99', { answers: {} });
    expect(res.status).toBe(404);
  });
});
