import reducer, {
  likeErrorSet,
  likeErrorsCleared,
  productFilterReset,
  productFilterSet,
  searchResultsSet,
  selectSearchSuggestions,
  seoSet,
} from '@/store/contentSlice';

const start = reducer(undefined, { type: '@@init' });

describe('content slice', () => {
  it('has the nested areas and defaults of spec section 3', () => {
    expect(Object.keys(start).sort()).toEqual(
      [
        'article',
        'video',
        'question',
        'expert',
        'product',
        'search',
        'profile',
        'widgets',
        'seo',
        'trending',
      ].sort(),
    );
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

  it('changes and resets the product filter', () => {
    const s = reducer(start, productFilterSet({ productcategory: 'equity', productrating: 4 }));
    expect(s.product.filter).toMatchObject({
      productcategory: 'equity',
      productrating: 4,
      sortby: 'desc',
    });
    expect(reducer(s, productFilterReset()).product.filter.productrating).toBe(0);
  });

  it('keeps search hits, shows at most 10, and clears on an empty answer', () => {
    const hits = Array.from({ length: 12 }, (_, i) => ({
      _index: 'articles',
      _source: { id: `a-${i}` },
    }));
    const s = reducer(start, searchResultsSet({ hits, keyword: 'sip' }));
    expect(s.search.keyword).toBe('sip');
    expect(selectSearchSuggestions({ content: s })).toHaveLength(10);
    const cleared = reducer(s, searchResultsSet({ hits: [], keyword: 'zzz' }));
    expect(cleared.search.hits).toEqual([]);
    expect(reducer(s, searchResultsSet({ hits: null, keyword: 'x' })).search.hits).toEqual([]);
  });

  it('flags like errors with the item id per article, video and answer, and clears them', () => {
    let s = reducer(start, likeErrorSet({ kind: 'article', id: 'a-1' }));
    s = reducer(s, likeErrorSet({ kind: 'video', id: 'v-2' }));
    s = reducer(s, likeErrorSet({ kind: 'answer', questionId: 'q-3', answerId: 'ans-4' }));
    expect(s.article).toMatchObject({ likeError: true, likeID: 'a-1' });
    expect(s.video).toMatchObject({ likeError: true, likeID: 'v-2' });
    expect(s.question.likeError).toEqual({ questionId: 'q-3', answerId: 'ans-4' });
    s = reducer(s, likeErrorsCleared());
    expect(s.article.likeError).toBe(false);
    expect(s.video.likeID).toBeNull();
    expect(s.question.likeError).toBeNull();
  });

  it('stores SEO metadata per page', () => {
    const s = reducer(start, seoSet({ page: 'home', data: { title: 'ZF' } }));
    expect(s.seo.home).toEqual({ title: 'ZF' });
  });
});
