// A NUL byte (or another control character) in a query or a body is the caller's mistake: 400 with a message,
// never a 500 from the database refusing to store or compare it.
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { stableId } from '@/server/db/seed/ids';
import { seedContent } from '@/server/db/seed/parts/content';
import { seedPeople } from '@/server/db/seed/parts/people';
import { createTestDb } from '@/server/db/testing';
import { createLogger } from '@/server/http/logger';
import { MESSAGES } from '@/utils/validation';
import { ASHA, VIKRAM, investorToken } from '../support/questionsApp';
import { TEST_SECRET } from '../support/testApp';

jest.setTimeout(180_000);

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.transaction((tx) => seedPeople(tx));
  await handle.db.transaction((tx) => seedContent(tx, [ASHA, VIKRAM]));
  const config = loadConfig({ NODE_ENV: 'test' }, { authSecret: TEST_SECRET });
  app = createApp({ db: handle.db, config, logger: createLogger('silent'), services: ['node', 'market', 'search'] });
  token = await investorToken();
});
afterAll(async () => {
  await handle.close();
});

async function send(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'access-token': token };
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { status: string; message: string } };
}

const ANSWER = stableId('answer:sip-date-salary:0');
const ARTICLE = stableId('article:what-is-a-sip:en');

describe.each(['%00', 'a%00b', '%07', '%7F'])('query text holding %s', (bad) => {
  it.each([
    '/market/funds?q=',
    '/market/funds?category=',
    '/market/funds?sub_category=',
    '/market/funds?fund_house=',
    '/node/expert/search?name=',
    '/node/expert/search?city=',
  ])('%s answers 400', async (path) => {
    const res = await send('GET', `${path}${bad}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'failed', message: MESSAGES.controlCharacters });
  });
});

describe.each(['\u0000', 'a\u0000b', '\u001b[31m', '\u007f'])('body text holding %j', (bad) => {
  it.each<[string, string, (text: string) => unknown]>([
    ['POST', '/search/administration/v2/search', (q) => ({ query: q })],
    ['POST', '/search/administration/v2/search', (q) => ({ size: 5, query: { multi_match: { query: q, type: 'phrase' } } })],
    ['POST', '/search/_search', (q) => ({ size: 5, query: { multi_match: { query: q } } })],
    ['POST', '/node/user/expert/pincode', (name) => ({ pincode: '122001', name })],
    ['POST', '/node/question/add', (question) => ({ question: `Is this ${question} ok?` })],
    ['PUT', `/node/question/answer/${ANSWER}/comment`, (comment) => ({ comment })],
    ['PUT', '/node/article/comment', (comment) => ({ article_id: ARTICLE, comment })],
  ])('%s %s answers 400', async (method, path, body) => {
    const res = await send(method, path, body(bad));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'failed', message: MESSAGES.controlCharacters });
  });
});

it('keeps line breaks and tabs in multi-line text', async () => {
  const question = 'First line\n\tsecond line\r\nthird line?';
  const res = await send('POST', '/node/question/add', { question });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ status: 'success', data: { question } });
});

describe('a value that reaches the database unchecked', () => {
  it.each([
    ['text', { name: 'Asha\u0000 Rao' }],
    ['JSON', { data: { note: 'a\u0000b' } }],
  ])('in %s is answered 400, not 500', async (_kind, extra) => {
    const res = await send('POST', '/node/user/leadsignup/product', { mobile_no: '9876543210', product: 'insurance', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'failed', message: 'A value sent contains characters that cannot be stored' });
  });
});
