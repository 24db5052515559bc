// Who may change what (only the author edits or removes their text), the posting limits per person, and that
// text is stored exactly as it was sent, markup included (the XSS corpus of the browser test).
import { eq } from 'drizzle-orm';
import { answers, comments, questions } from '@/server/db/schema';
import { stableId } from '@/server/db/seed/ids';
import { XSS_PAYLOADS } from '@/e2e/fixtures/xss-payloads';
import { ASHA, type QuestionsTestApp, VIKRAM, call, expertToken, investorToken, questionsTestApp } from '../../../support/questionsApp';

jest.setTimeout(120_000);

let t: QuestionsTestApp;
afterEach(() => t?.handle.close());

async function askAnswerComment(app: QuestionsTestApp) {
  const asked = await call(app, 'POST', '/question/add', await investorToken(ASHA), { question: 'Whose words are these?' });
  const answered = await call(app, 'PUT', `/question/${asked.body.data.id}/answer`, await expertToken(), { answer: 'Mine.' });
  const commented = await call(app, 'PUT', `/question/answer/${answered.body.data.id}/comment`, await investorToken(ASHA), { comment: 'Ok.' });
  return { qid: asked.body.data.id as string, aid: answered.body.data.id as string, cid: commented.body.data.comment.id as string };
}

describe('only the author edits or removes their text', () => {
  it('refuses everyone else with 422 and leaves the text alone', async () => {
    t = await questionsTestApp();
    const { qid, aid, cid } = await askAnswerComment(t);
    const stranger = await investorToken(VIKRAM);
    const attempts = [
      ['PUT', `/question/${qid}`, { question: 'Changed' }],
      ['DELETE', `/question/${qid}`, undefined],
      ['PUT', `/question/answer/${aid}`, { answer: 'Changed' }],
      ['DELETE', `/question/answer/${aid}`, undefined],
      ['PUT', `/question/comment/${cid}`, { comment: 'Changed' }],
      ['DELETE', `/question/comment/${cid}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await call(t, method, path, stranger, body);
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 422, 'Only the author can change or remove this']);
    }
    // The expert who answered does not own the question either.
    expect((await call(t, 'DELETE', `/question/${qid}`, await expertToken())).status).toBe(422);
    const detail = (await call(t, 'GET', `/question/${qid}`)).body.data;
    expect(detail.question).toBe('Whose words are these?');
    expect(detail.answers[0].answer).toBe('Mine.');
    expect(detail.answers[0].comments[0].comment).toBe('Ok.');
  });

  it('lets the author edit (with the same text rules) and remove, and removal takes what hangs on it along', async () => {
    t = await questionsTestApp();
    const { qid, aid, cid } = await askAnswerComment(t);
    const asha = await investorToken(ASHA);
    const rahul = await expertToken();
    const empty = await call(t, 'PUT', `/question/${qid}`, asha, { question: '' });
    expect(empty.body.message).toBe('Question cannot be empty');
    const edited = await call(t, 'PUT', `/question/${qid}`, asha, { question: 'Whose words are these, really?' });
    expect(edited.body.data).toMatchObject({ question: 'Whose words are these, really?', slug: 'whose-words-are-these-really' });
    expect((await call(t, 'PUT', `/question/answer/${aid}`, rahul, { answer: 'Mine, edited.' })).body.data.answer).toBe('Mine, edited.');
    expect((await call(t, 'PUT', `/question/comment/${cid}`, asha, { comment: 'Ok!' })).body.data.comment).toBe('Ok!');

    expect((await call(t, 'DELETE', `/question/comment/${cid}`, asha)).status).toBe(200);
    expect((await call(t, 'GET', `/question/${qid}`)).body.data.answers[0].comments).toEqual([]);
    await call(t, 'PUT', `/question/answer/${aid}/comment`, asha, { comment: 'Another.' });
    expect((await call(t, 'DELETE', `/question/answer/${aid}`, rahul)).status).toBe(200);
    const after = (await call(t, 'GET', `/question/${qid}`)).body.data;
    expect([after.answers_count, after.answers]).toEqual([0, []]);
    expect(await t.handle.db.select().from(comments).where(eq(comments.targetId, aid))).toEqual([]);

    expect((await call(t, 'DELETE', `/question/${qid}`, asha)).status).toBe(200);
    expect((await call(t, 'GET', `/question/${qid}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `/question/${stableId('question:nope')}`, asha)).status).toBe(404);
  });
});

describe('posting limits per person', () => {
  it('allows 5 questions in 10 minutes, answers the 6th with 429 and a clear message, and frees up later', async () => {
    t = await questionsTestApp();
    const vikram = await investorToken(VIKRAM);
    for (let i = 1; i <= 5; i++) {
      expect((await call(t, 'POST', '/question/add', vikram, { question: `Question ${i}` })).status).toBe(201);
      t.clock.advance(60_000);
    }
    const sixth = await call(t, 'POST', '/question/add', vikram, { question: 'Question 6' });
    expect(sixth.status).toBe(429);
    // The first of the five was 5 minutes ago, so a slot frees up in 5 minutes.
    expect(sixth.body).toEqual({ status: 'failed', message: 'You can post at most 5 questions in 10 minutes. Please try again in 5 minutes.' });
    expect(sixth.headers.get('retry-after')).toBe('300');
    // Another person is not held back by Vikram's questions.
    expect((await call(t, 'POST', '/question/add', await investorToken(ASHA), { question: 'Mine' })).status).toBe(201);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await call(t, 'POST', '/question/add', vikram, { question: 'Question 6' })).status).toBe(201);
  });

  it('allows 20 answers and 30 comments in 10 minutes, then 429', async () => {
    t = await questionsTestApp();
    const qid = stableId('question:sip-date-salary');
    const aid = stableId('answer:sip-date-salary:0');
    const rahul = await expertToken();
    const asha = await investorToken(ASHA);
    for (let i = 1; i <= 20; i++) expect((await call(t, 'PUT', `/question/${qid}/answer`, rahul, { answer: `Answer ${i}` })).status).toBe(201);
    const answer21 = await call(t, 'PUT', `/question/${qid}/answer`, rahul, { answer: 'Answer 21' });
    expect([answer21.status, answer21.body.message]).toEqual([429, 'You can post at most 20 answers in 10 minutes. Please try again in 10 minutes.']);
    for (let i = 1; i <= 30; i++) expect((await call(t, 'PUT', `/question/answer/${aid}/comment`, asha, { comment: `Comment ${i}` })).status).toBe(200);
    const comment31 = await call(t, 'PUT', `/question/answer/${aid}/comment`, asha, { comment: 'Comment 31' });
    expect([comment31.status, comment31.body.message]).toEqual([429, 'You can post at most 30 comments in 10 minutes. Please try again in 10 minutes.']);
  });

  it('takes other limits from QUESTION_LIMIT_10MIN, ANSWER_LIMIT_10MIN and COMMENT_LIMIT_10MIN', async () => {
    t = await questionsTestApp({ QUESTION_LIMIT_10MIN: '1' });
    const asha = await investorToken(ASHA);
    expect((await call(t, 'POST', '/question/add', asha, { question: 'One' })).status).toBe(201);
    const second = await call(t, 'POST', '/question/add', asha, { question: 'Two' });
    expect([second.status, second.body.message]).toEqual([429, 'You can post at most 1 question in 10 minutes. Please try again in 10 minutes.']);
  });
});

describe('text is stored exactly as sent', () => {
  it('keeps every XSS payload byte for byte in questions, answers and comments', async () => {
    const many = String(XSS_PAYLOADS.length * 2);
    t = await questionsTestApp({ QUESTION_LIMIT_10MIN: many, ANSWER_LIMIT_10MIN: many, COMMENT_LIMIT_10MIN: many });
    const asha = await investorToken(ASHA);
    const rahul = await expertToken();
    const aid = stableId('answer:sip-date-salary:0');
    for (const { name, payload } of XSS_PAYLOADS) {
      const q = await call(t, 'POST', '/question/add', asha, { question: payload });
      const a = await call(t, 'PUT', `/question/${q.body.data.id}/answer`, rahul, { answer: payload });
      const c = await call(t, 'PUT', `/question/answer/${aid}/comment`, asha, { comment: payload });
      expect([name, q.body.data.question, a.body.data.answer, c.body.data.comment.comment]).toEqual([name, payload, payload, payload]);
      const [row] = await t.handle.db.select({ text: questions.question }).from(questions).where(eq(questions.id, q.body.data.id));
      const [answerRow] = await t.handle.db.select({ text: answers.body }).from(answers).where(eq(answers.id, a.body.data.id));
      const [commentRow] = await t.handle.db.select({ text: comments.body }).from(comments).where(eq(comments.id, c.body.data.comment.id));
      expect([name, row.text, answerRow.text, commentRow.text]).toEqual([name, payload, payload, payload]);
    }
  });
});
