import { http, HttpResponse } from 'msw';
import { loadShelves, loadVideoPage } from '@/components/videos/loadVideos';
import { at } from '../../mocks/handlers';
import { VIDEOS, contentHandlers, resetContent } from '../../mocks/handlers/content';
import { server, setupMockServer } from '../../mocks/server';
import { serveFeature } from '../../support/session';

setupMockServer();
serveFeature(contentHandlers, resetContent);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('one video in a language', () => {
  it('shows the version asked for without a notice', async () => {
    const page = await loadVideoPage('direct-vs-regular', 'gu');
    expect(page).toMatchObject({ lang: 'gu', notice: null, video: { locale: 'gu', title: VIDEOS['direct-vs-regular:gu'].title } });
  });

  it("says 'This video is not available in Hindi!' and shows the video's default language", async () => {
    const page = await loadVideoPage('direct-vs-regular', 'hi');
    expect(page).toMatchObject({ lang: 'hi', notice: 'This video is not available in Hindi!', video: { locale: 'en', title: 'Direct or regular plan?' } });
  });

  it("uses the product's spelling of Gujarati in the notice", async () => {
    server.use(http.get(at('node', '/video/:id/gu'), () => HttpResponse.json({ status: 'failed', message: 'This video does not exist' }, { status: 404 })));
    const page = await loadVideoPage('direct-vs-regular', 'gu');
    expect(page?.notice).toBe('This video is not available in Gujarati!');
    expect(page?.video.locale).toBe('en');
  });

  it('counts an answer without a title as not available, and asks for the default language', async () => {
    const asked: string[] = [];
    server.use(
      http.get(at('node', '/video/:id/:locale'), ({ params }) => {
        asked.push(String(params.locale));
        if (params.locale === 'mh') return HttpResponse.json({ status: 'success', data: { locale: 'mh', default_locale: 'en' } });
        return HttpResponse.json({ status: 'success', data: VIDEOS['direct-vs-regular:en'] });
      }),
    );
    const page = await loadVideoPage('direct-vs-regular', 'mh');
    expect(asked).toEqual(['mh', 'en']);
    expect(page).toMatchObject({ notice: 'This video is not available in Marathi!', video: { locale: 'en' } });
  });

  it('answers null for a video that does not exist in any language', async () => {
    expect(await loadVideoPage('no-such-video', 'hi')).toBeNull();
  });
});

describe('video shelves', () => {
  it("says 'Videos are not available in Punjabi!' for an empty category and shows English", async () => {
    const shelves = await loadShelves('pj', 'tax');
    expect(shelves).toHaveLength(1);
    expect(shelves[0]).toMatchObject({ key: 'tax', notice: 'Videos are not available in Punjabi!' });
    expect(shelves[0].videos.map((v) => v.locale)).toEqual(['en']);
  });

  it('keeps a non-empty category in its language and falls back shelf by shelf', async () => {
    const shelves = await loadShelves('gu');
    const byKey = Object.fromEntries(shelves.map((s) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual(['featured', 'mutual-funds', 'fixed-deposit', 'tax']);
    expect(byKey['mutual-funds']).toMatchObject({ notice: null });
    expect(byKey['mutual-funds'].videos[0].locale).toBe('gu');
    expect(byKey['fixed-deposit'].notice).toBe('Videos are not available in Gujarati!');
    expect(byKey['fixed-deposit'].videos[0].locale).toBe('en');
  });

  it('treats a failed list call like an empty one', async () => {
    server.use(http.get(at('node', '/video/mutualfund/hi'), () => HttpResponse.json({ status: 'failed' }, { status: 500 })));
    const [shelf] = await loadShelves('hi', 'mutual-funds');
    expect(shelf.notice).toBe('Videos are not available in Hindi!');
    expect(shelf.videos[0].title).toBe('Direct or regular plan?');
  });

  it('shows an empty English shelf as empty, with no notice (there is nothing to fall back to)', async () => {
    server.use(http.get(at('node', '/video/fixeddeposit/en'), () => HttpResponse.json({ status: 'success', data: [] })));
    const [shelf] = await loadShelves('en', 'fixed-deposit');
    expect(shelf).toMatchObject({ notice: null, videos: [] });
  });
});
