// Questions and answers through the node API: listing, detail, asking, answering, commenting, liking, views,
// and the text rules (the shared messages and the 5000-character limit).
import { stableId } from '@/server/db/seed/ids';
import { ASHA, type QuestionsTestApp, VIKRAM, call, expertToken, investorToken, questionsTestApp } from '../../../support/questionsApp';

jest.setTimeout(60_000);

let t: QuestionsTestApp;
beforeAll(async () => {
  t = await questionsTestApp();
});
afterAll(() => t.handle.close());

const SIP_DATE = stableId('question:sip-date-salary');
const SIP_DATE_ANSWER = stableId('answer:sip-date-salary:0');

describe('GET /question/all', () => {
  it('lists questions newest first with paging and a total', async () => {
    const first = await call(t, 'GET', '/question/all?limit=5');
    const second = await call(t, 'GET', '/question/all?limit=5&page=2');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBeGreaterThanOrEqual(14);
    expect(first.body.data.questions).toHaveLength(5);
    const dates = first.body.data.questions.map((q: { created_at: string }) => q.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const firstIds = first.body.data.questions.map((q: { id: string }) => q.id);
    for (const q of second.body.data.questions) expect(firstIds).not.toContain(q.id);
  });

  it('filters by language and refuses an unsupported one', async () => {
    const hi = await call(t, 'GET', '/question/all?locale=hi');
    expect(hi.body.data.questions.length).toBeGreaterThan(0);
    expect(hi.body.data.questions.every((q: { locale: string }) => q.locale === 'hi')).toBe(true);
    const fr = await call(t, 'GET', '/question/all?locale=fr');
    expect(fr.status).toBe(400);
    expect(fr.body.message).toBe('Language must be one of en, hi, gu, mh, pj');
  });
});

describe('GET /question/:id', () => {
  it('gives the question with its answers, the expert behind each answer and the comments', async () => {
    const res = await call(t, 'GET', `/question/${SIP_DATE}`);
    expect(res.status).toBe(200);
    const q = res.body.data;
    expect(q).toMatchObject({ id: SIP_DATE, slug: 'sip-date-salary', locale: 'en', answers_count: 2, author: { name: 'Vikram Rao' } });
    const top = q.answers.find((a: { id: string }) => a.id === SIP_DATE_ANSWER);
    expect(top.expert).toMatchObject({ name: 'Rahul Mehta', arn_code: '245871', registered_advisor: true });
    expect(top.comments.map((c: { comment: string }) => c.comment)).toEqual(['Thanks, I will use the 5th.']);
    // Public data: nobody's mobile number travels with a question.
    expect(JSON.stringify(q)).not.toMatch(/9000\d{6}|mobile/);
  });

  it('answers the same under /all/{id}, and 404 for an unknown or malformed id', async () => {
    const alias = await call(t, 'GET', `/question/all/${SIP_DATE}`);
    expect(alias.body.data.id).toBe(SIP_DATE);
    for (const id of [stableId('question:nope'), 'not-an-id']) {
      const res = await call(t, 'GET', `/question/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'failed', message: 'This question does not exist' });
    }
  });
});

describe('POST /question/add', () => {
  it('needs a login', async () => {
    const res = await call(t, 'POST', '/question/add', undefined, { question: 'Is gold a good hedge?' });
    expect(res.status).toBe(401);
  });

  it("refuses empty text with 'Question cannot be empty' and text over 5000 characters", async () => {
    const token = await investorToken(VIKRAM);
    for (const question of [undefined, '', '   \n ']) {
      const res = await call(t, 'POST', '/question/add', token, { question });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Question cannot be empty');
    }
    const long = await call(t, 'POST', '/question/add', token, { question: 'q'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Text cannot be longer than 5000 characters');
    // The limit counts characters as people do (code points), whatever the script.
    const exact = await call(t, 'POST', '/question/add', token, { question: 'क'.repeat(5000), locale: 'hi' });
    expect(exact.status).toBe(201);
  });

  it('stores the question in its language under the asker, with an address slug', async () => {
    const res = await call(t, 'POST', '/question/add', await investorToken(ASHA), { question: 'Should I move my FD to a debt fund?', locale: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      question: 'Should I move my FD to a debt fund?',
      slug: 'should-i-move-my-fd-to-a-debt-fund',
      locale: 'en',
      answers_count: 0,
      answers: [],
      author: { name: 'Asha Verma' },
    });
    const listed = await call(t, 'GET', '/question/all?locale=en&limit=1');
    expect(listed.body.data.questions[0].id).toBe(res.body.data.id);
  });
});

describe('PUT /question/:id/answer', () => {
  it("refuses empty text with 'Answer cannot be empty' and text over 5000 characters", async () => {
    const token = await expertToken();
    const empty = await call(t, 'PUT', `/question/${SIP_DATE}/answer`, token, { answer: ' ' });
    expect(empty.body.message).toBe('Answer cannot be empty');
    const long = await call(t, 'PUT', `/question/${SIP_DATE}/answer`, token, { answer: 'a'.repeat(5001) });
    expect([long.status, long.body.message]).toEqual([400, 'Text cannot be longer than 5000 characters']);
    const unknown = await call(t, 'PUT', `/question/${stableId('question:nope')}/answer`, token, { answer: 'Hello' });
    expect(unknown.status).toBe(404);
  });

  it("marks an expert's answer with the expert's name and advisor flag; an investor's answer has none", async () => {
    const asked = await call(t, 'POST', '/question/add', await investorToken(VIKRAM), { question: 'What is an index fund?' });
    const qid = asked.body.data.id;
    const byExpert = await call(t, 'PUT', `/question/${qid}/answer`, await expertToken(), { answer: 'A fund that copies an index.' });
    expect(byExpert.status).toBe(201);
    expect(byExpert.body.data.expert).toMatchObject({ name: 'Rahul Mehta', registered_advisor: true });
    const byInvestor = await call(t, 'PUT', `/question/${qid}/answer`, await investorToken(ASHA), { answer: 'Low cost, too.' });
    expect(byInvestor.body.data).toMatchObject({ answer: 'Low cost, too.', expert: null, author: { name: 'Asha Verma' } });
    const detail = await call(t, 'GET', `/question/${qid}`);
    expect(detail.body.data.answers_count).toBe(2);
    expect(detail.body.data.answers).toHaveLength(2);
  });
});

describe('PUT /question/answer/:answerId/comment', () => {
  it("refuses an empty comment and reads back status and data.Attributes", async () => {
    const token = await investorToken(ASHA);
    const empty = await call(t, 'PUT', `/question/answer/${SIP_DATE_ANSWER}/comment`, token, { comment: '' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Comment cannot be empty']);
    const res = await call(t, 'PUT', `/question/answer/${SIP_DATE_ANSWER}/comment`, token, { comment: 'Same question here.' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.comment).toMatchObject({ comment: 'Same question here.', author: { name: 'Asha Verma' } });
    expect(res.body.data.Attributes).toEqual({ comments: 2 });
  });
});

describe('PUT /question/answer/:answerId/like', () => {
  it("counts one like per person: the second is 'failed' with the count unchanged", async () => {
    const asked = await call(t, 'POST', '/question/add', await investorToken(VIKRAM), { question: 'Like me?' });
    const answered = await call(t, 'PUT', `/question/${asked.body.data.id}/answer`, await expertToken(), { answer: 'Sure.' });
    const aid = answered.body.data.id;
    const token = await investorToken(VIKRAM);
    const first = await call(t, 'PUT', `/question/answer/${aid}/like`, token);
    expect([first.status, first.body]).toEqual([200, { status: 'success', data: { Attributes: { likes: 1 } } }]);
    const again = await call(t, 'PUT', `/question/answer/${aid}/like`, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'failed', message: 'You have already liked this answer', data: { Attributes: { likes: 1 } } });
    const other = await call(t, 'PUT', `/question/answer/${aid}/like`, await investorToken(ASHA));
    expect(other.body.data.Attributes.likes).toBe(2);
  });

  it("is 'failed' for an unknown answer and needs a login", async () => {
    const unknown = await call(t, 'PUT', `/question/answer/${stableId('answer:nope')}/like`, await investorToken());
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe('failed');
    const anonymous = await call(t, 'PUT', `/question/answer/${SIP_DATE_ANSWER}/like`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /question/:id/view', () => {
  it('counts a viewer once per 30 minutes', async () => {
    const before = (await call(t, 'GET', `/question/${SIP_DATE}`)).body.data.views;
    const token = await investorToken(ASHA);
    const first = await call(t, 'PUT', `/question/${SIP_DATE}/view`, token);
    expect(first.body.data).toEqual({ Attributes: { views: before + 1 }, counted: true });
    const again = await call(t, 'PUT', `/question/${SIP_DATE}/view`, token);
    expect(again.body.data).toEqual({ Attributes: { views: before + 1 }, counted: false });
    const someoneElse = await call(t, 'PUT', `/question/${SIP_DATE}/view`, await investorToken(VIKRAM));
    expect(someoneElse.body.data.counted).toBe(true);
    t.clock.advance(31 * 60 * 1000);
    const later = await call(t, 'PUT', `/question/${SIP_DATE}/view`, token);
    expect(later.body.data).toEqual({ Attributes: { views: before + 3 }, counted: true });
  });

  it('counts visitors without a login by device id, and 404s an unknown question', async () => {
    const view = async (device: string) => {
      const res = await t.app.request(`/node/question/${SIP_DATE}/view`, { method: 'PUT', headers: { 'device-id': device } });
      return (await res.json()) as { data: { counted: boolean } };
    };
    expect((await view('device-a')).data.counted).toBe(true);
    expect((await view('device-a')).data.counted).toBe(false);
    expect((await view('device-b')).data.counted).toBe(true);
    const unknown = await call(t, 'PUT', `/question/${stableId('question:nope')}/view`);
    expect(unknown.status).toBe(404);
  });
});
