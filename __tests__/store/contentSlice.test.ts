import { http, HttpResponse } from 'msw';
import { makeStore } from '@/store';
import { suggestionsApi } from '@/store/api/search';
import reducer, {
  expertSearchShown,
  fundFiltersChanged,
  likeErrorsExpired,
  likeFailed,
  selectSearchSuggestions,
} from '@/store/contentSlice';
import { at } from '../mocks/handlers';
import { server, setupMockServer } from '../mocks/server';

setupMockServer();

const start = reducer(undefined, { type: '@@init' });

describe('content slice', () => {
  it('starts with Gurgaon as the city, the default product filter and no search', () => {
    expect(Object.keys(start).sort()).toEqual(['article', 'expert', 'product', 'question', 'search', 'video']);
    expect(start.expert.citySearch).toEqual({ city: 'Gurgaon', lat: 28.4595, lng: 77.0266 });
    expect(start.product.filter).toEqual({
      productcategory: '',
      productsubcategory: '',
      productfundhouse: '',
      productrating: 0,
      sortby: 'desc',
    });
    expect(start.search).toEqual({ hits: [], keyword: '' });
  });

  it('keeps the fund filters last shown', () => {
    const filter = { ...start.product.filter, productcategory: 'equity', productrating: 4 };
    expect(reducer(start, fundFiltersChanged(filter)).product.filter).toEqual(filter);
  });

  it('keeps the experts last shown, and their city only when it was located', () => {
    const items = [{ id: 'e-1' }];
    const pune = { city: 'Pune', lat: 18.52, lng: 73.85 };
    let s = reducer(start, expertSearchShown({ items, city: pune }));
    expect(s.expert).toEqual({ searchedData: items, citySearch: pune });
    s = reducer(s, expertSearchShown({ items: [], city: null }));
    expect(s.expert).toEqual({ searchedData: [], citySearch: pune });
  });

  it('flags like errors with the item id per article, video and answer, and clears them', () => {
    let s = reducer(start, likeFailed({ kind: 'article', id: 'a-1' }));
    s = reducer(s, likeFailed({ kind: 'video', id: 'v-2' }));
    s = reducer(s, likeFailed({ kind: 'answer', questionId: 'q-3', answerId: 'ans-4' }));
    expect(s.article).toEqual({ likeError: true, likeID: 'a-1' });
    expect(s.video).toEqual({ likeError: true, likeID: 'v-2' });
    expect(s.question.likeError).toEqual({ questionId: 'q-3', answerId: 'ans-4' });
    s = reducer(s, likeErrorsExpired());
    expect(s.article.likeError).toBe(false);
    expect(s.video.likeID).toBeNull();
    expect(s.question.likeError).toBeNull();
  });
});

describe('search state, filled by the search api', () => {
  const hits = Array.from({ length: 12 }, (_, i) => ({ _index: 'articles', _source: { id: `a-${i}` } }));
  const answer = (body: Parameters<typeof HttpResponse.json>[0], status = 200) =>
    server.use(http.post(at('search', '/administration/v2/search'), () => HttpResponse.json(body, { status })));
  const suggest = (store: ReturnType<typeof makeStore>, keyword: string) =>
    store.dispatch(suggestionsApi.endpoints.searchSuggestions.initiate(keyword, { subscribe: false }));

  it('keeps the answer with its keyword, at most 10 hits, the same array until they change', async () => {
    const store = makeStore();
    answer({ status: 'success', data: { hits } });
    await suggest(store, 'sip');
    expect(store.getState().content.search.keyword).toBe('sip');
    const first = selectSearchSuggestions(store.getState());
    expect(first).toHaveLength(10);
    store.dispatch(likeFailed({ kind: 'article', id: 'a-1' }));
    expect(selectSearchSuggestions(store.getState())).toBe(first);
  });

  it('clears on an empty answer and on a failure', async () => {
    const store = makeStore();
    answer({ status: 'success', data: { hits } });
    await suggest(store, 'sip');
    answer({ status: 'success', data: { hits: [] } });
    await suggest(store, 'zzz');
    expect(store.getState().content.search).toEqual({ hits: [], keyword: 'zzz' });
    answer({ status: 'success', data: { hits } });
    await suggest(store, 'sip plan');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer({ status: 'failed', message: 'down' }, 500);
    await suggest(store, 'elss');
    expect(store.getState().content.search).toEqual({ hits: [], keyword: '' });
  });
});
