import {
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_MESSAGES,
  multiMatchSearchRequestSchema,
  plainSearchRequestSchema,
  searchTextSchema,
} from '@/utils/validation/search';
import { clipSearchText, searchWords } from '@/utils/validation/searchLimits';
import { firstMessage } from './helpers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('search text', () => {
  it('accepts an ordinary query and the most the caps allow', () => {
    expect(firstMessage(searchTextSchema, 'parag parikh flexi cap')).toBeNull();
    expect(firstMessage(searchTextSchema, 'x'.repeat(SEARCH_MAX_LENGTH))).toBeNull();
    expect(firstMessage(searchTextSchema, words(SEARCH_MAX_WORDS))).toBeNull();
  });

  it('refuses one character or one word too many, each with its own message', () => {
    expect(firstMessage(searchTextSchema, 'x'.repeat(SEARCH_MAX_LENGTH + 1))).toBe(SEARCH_MESSAGES.queryTooLong);
    expect(firstMessage(searchTextSchema, words(SEARCH_MAX_WORDS + 1))).toBe(SEARCH_MESSAGES.tooManyWords);
    expect(SEARCH_MESSAGES.tooManyWords).toBe('Please search for at most 12 words');
  });

  it('counts words as runs of letters and digits, repeats included', () => {
    expect(searchWords('Fund-Direct  Growth, a a')).toEqual(['Fund', 'Direct', 'Growth', 'a', 'a']);
    expect(searchWords('एसबीआई स्मॉल कैप')).toHaveLength(3);
  });
});

describe('size and from', () => {
  it("allow size 1 to 10000 (the spec's full search) and from 0 to 1000 in both request forms", () => {
    expect(firstMessage(plainSearchRequestSchema, { query: 'fund', size: 50, from: 1000 })).toBeNull();
    expect(firstMessage(plainSearchRequestSchema, { query: 'fund', size: 10001 })).toBe(SEARCH_MESSAGES.sizeInvalid);
    expect(SEARCH_MESSAGES.sizeInvalid).toBe('Size must be a whole number from 1 to 10000');
    const elastic = (extra: object) => ({ ...extra, query: { multi_match: { query: 'fund' } } });
    expect(firstMessage(multiMatchSearchRequestSchema, elastic({ from: 1001 }))).toBe(SEARCH_MESSAGES.fromInvalid);
    expect(firstMessage(multiMatchSearchRequestSchema, elastic({ size: 10000 }))).toBeNull();
  });
});

describe('clipSearchText (what the results page and the suggestions send)', () => {
  it('keeps a text within the caps as it is, trimmed', () => {
    expect(clipSearchText('  hdfc flexi-cap  ')).toBe('hdfc flexi-cap');
  });

  it('cuts to the first 12 words and to 200 characters, so the service accepts what is sent', () => {
    const clipped = clipSearchText(`${words(12)}, w12 w13`);
    expect(clipped).toBe(words(12));
    expect(firstMessage(searchTextSchema, clipSearchText(Array(2500).fill('a').join(' ')))).toBeNull();
    expect(firstMessage(searchTextSchema, clipSearchText('y'.repeat(5000)))).toBeNull();
  });
});
