// The server-side loaders of /questions/{id}-{slug} and /users/{name}-{id}: 404 for addresses that name
// nothing, a permanent redirect when only the cosmetic part differs, and the data otherwise.
import { loadProfile } from '@/components/profile/loadProfile';
import { profileIdOf, profilePath } from '@/components/shared/profilePaths';
import { loadList, loadQuestion } from '@/components/questions/loadQuestions';
import { listPath, pageOf, questionIdOf, questionPath } from '@/components/questions/questionPaths';
import { questionUrlPath } from '@/utils/seo/contentPaths';
import { ASKER_ID, QID, questionHandlers, resetQuestions } from '../../mocks/handlers/questions';
import { server, setupMockServer } from '../../mocks/server';
import { serveFeature } from '../../support/session';

setupMockServer();
serveFeature(questionHandlers, resetQuestions);

describe('question addresses', () => {
  it('builds /questions/{id}-{slug}, or /questions/{id} without a slug, as the sitemap does', () => {
    expect(questionPath({ id: QID, slug: 'sip-date-salary' })).toBe(`/questions/${QID}-sip-date-salary`);
    expect(questionPath({ id: QID, slug: null })).toBe(`/questions/${QID}`);
    expect(questionUrlPath(QID, 'sip-date-salary')).toBe(questionPath({ id: QID, slug: 'sip-date-salary' }));
  });

  it('reads the id from the front of the address and nothing else', () => {
    expect(questionIdOf(`${QID}-anything-at-all`)).toBe(QID);
    expect(questionIdOf(QID.toUpperCase())).toBe(QID);
    expect(questionIdOf('sip-date-salary')).toBeNull();
    expect(questionIdOf(`x${QID}`)).toBeNull();
  });

  it('lists at /questions and /{lang}/questions with ?page= from page 2', () => {
    expect([listPath(null), listPath('hi'), listPath('hi', 2)]).toEqual(['/questions', '/hi/questions', '/hi/questions?page=2']);
    expect([pageOf('3'), pageOf('0'), pageOf('abc'), pageOf(['2', '5']), pageOf(undefined)]).toEqual([3, 1, 1, 2, 1]);
  });
});

describe('loadQuestion', () => {
  it('gives the question at its canonical address', async () => {
    const result = await loadQuestion(`${QID}-sip-date-salary`);
    expect(result).toMatchObject({ props: { question: { id: QID, answers: expect.any(Array) } } });
  });

  it("asks the spec's GET /question/all/{id}", async () => {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      await loadQuestion(`${QID}-sip-date-salary`);
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(paths).toEqual([expect.stringMatching(new RegExp(`/question/all/${QID}$`))]);
  });

  it('redirects permanently when the slug is missing or wrong', async () => {
    for (const ref of [QID, `${QID}-old-title`]) {
      expect(await loadQuestion(ref)).toEqual({ redirect: { destination: `/questions/${QID}-sip-date-salary`, permanent: true } });
    }
  });

  it('is a 404 for an unknown or malformed id', async () => {
    expect(await loadQuestion('3f0c8a52-2222-5aaa-8bbb-00000000ffff-x')).toEqual({ notFound: true });
    expect(await loadQuestion('what-is-a-sip')).toEqual({ notFound: true });
    expect(await loadQuestion(undefined)).toEqual({ notFound: true });
  });
});

describe('loadList', () => {
  it('asks for the language and page of the address', async () => {
    const hi = await loadList('hi', '1');
    expect(hi).toMatchObject({ lang: 'hi', data: { questions: [], locale: 'hi' } });
    const all = await loadList(null, undefined);
    expect(all.data.questions.map((q) => q.id)).toEqual([QID]);
  });
});

describe('profile addresses', () => {
  it('makes /users/{name}-{id} and reads the id from the end', () => {
    expect(profilePath({ id: ASKER_ID, name: 'Vikram Rao' })).toBe(`/users/vikram-rao-${ASKER_ID}`);
    expect(profilePath({ id: ASKER_ID, name: 'विक्रम' })).toBe(`/users/investor-${ASKER_ID}`);
    expect(profileIdOf(`vikram-rao-${ASKER_ID}`)).toBe(ASKER_ID);
    expect(profileIdOf(ASKER_ID)).toBe(ASKER_ID);
    expect(profileIdOf('vikram-rao')).toBeNull();
  });

  it('loads the profile, redirects a differing name part, and 404s an unknown id', async () => {
    expect(await loadProfile(`vikram-rao-${ASKER_ID}`)).toMatchObject({ props: { profile: { id: ASKER_ID, name: 'Vikram Rao' } } });
    expect(await loadProfile(`someone-else-${ASKER_ID}`)).toEqual({ redirect: { destination: `/users/vikram-rao-${ASKER_ID}`, permanent: true } });
    expect(await loadProfile('vikram-rao-3f0c8a52-2222-5aaa-8bbb-00000000ffff')).toEqual({ notFound: true });
    expect(await loadProfile('vikram-rao')).toEqual({ notFound: true });
  });
});
