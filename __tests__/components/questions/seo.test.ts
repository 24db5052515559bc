import { listSeo, questionSeo } from '@/components/questions/seo';
import { QID, questionFixture } from '../../mocks/handlers/questions';

describe('questionSeo', () => {
  it('describes the page as a QAPage with every answer as a suggested answer', () => {
    const seo = questionSeo(questionFixture());
    expect(seo.path).toBe(`/questions/${QID}-sip-date-salary`);
    expect(seo.title).toBe('Which SIP date should I choose? | ZF Questions');
    expect(seo.description).toBe('Which SIP date should I choose? Pick a date a few days after your salary arrives.');
    const qa = seo.jsonLd[0] as { '@type': string; mainEntity: Record<string, unknown> & { suggestedAnswer: Record<string, unknown>[] } };
    expect(qa['@type']).toBe('QAPage');
    expect(qa.mainEntity).toMatchObject({ '@type': 'Question', text: 'Which SIP date should I choose?', answerCount: 2, author: { name: 'Vikram Rao' } });
    expect(qa.mainEntity.suggestedAnswer).toHaveLength(2);
    expect(qa.mainEntity.suggestedAnswer[0]).toMatchObject({ '@type': 'Answer', upvoteCount: 2, url: expect.stringContaining(`#answer-`) });
    expect(seo.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('cuts a long question for the title and description at a word', () => {
    const long = 'word '.repeat(100).trim();
    const seo = questionSeo(questionFixture({ question: long, answers: [] }));
    expect(Array.from(seo.title.replace(' | ZF Questions', '')).length).toBeLessThanOrEqual(65);
    expect(seo.title).toMatch(/word… \| ZF Questions$/);
    expect(Array.from(seo.description).length).toBeLessThanOrEqual(155);
  });
});

describe('listSeo', () => {
  it('links every language version with hreflang codes search engines know, and /questions as the default', () => {
    const seo = listSeo('hi', 1, 30, 20);
    expect(seo.path).toBe('/hi/questions');
    expect(seo.alternates).toEqual([
      { hrefLang: 'en', path: '/en/questions' },
      { hrefLang: 'hi', path: '/hi/questions' },
      { hrefLang: 'gu', path: '/gu/questions' },
      { hrefLang: 'mr', path: '/mh/questions' },
      { hrefLang: 'pa', path: '/pj/questions' },
      { hrefLang: 'x-default', path: '/questions' },
    ]);
    expect([seo.prev, seo.next]).toEqual([null, '/hi/questions?page=2']);
  });

  it('names its page and its neighbours on later pages', () => {
    const seo = listSeo(null, 2, 45, 20);
    expect(seo.path).toBe('/questions?page=2');
    expect(seo.title).toContain('(page 2)');
    expect([seo.prev, seo.next]).toEqual(['/questions', '/questions?page=3']);
    expect(seo.alternates).toEqual([]);
  });

  it('gives every language and every page its own description', () => {
    const descriptions = [listSeo(null, 1, 45, 20), listSeo('hi', 1, 45, 20), listSeo('gu', 1, 45, 20), listSeo('hi', 2, 45, 20)].map(
      (seo) => seo.description,
    );
    expect(new Set(descriptions).size).toBe(4);
    expect(descriptions[1]).toContain('Questions investors ask in Hindi about mutual funds');
    expect(descriptions[3]).toMatch(/Page 2 of 3\.$/);
  });
});
