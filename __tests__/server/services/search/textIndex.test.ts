// The in-memory index's ranking, on a handful of documents: the tiers, stemming, typo tolerance, paging, changes
// and the time limit.
import { SearchTimeout, type SourceDocument, TextIndex } from '@/server/services/search/memory/textIndex';

function fund(refId: string, title: string, extra = 'Equity Scheme', priority = 0): SourceDocument {
  return { index_name: 'products', ref_id: refId, locale: 'en', title, body: 'PPFAS Mutual Fund Direct Plan Growth', extra, payload: {}, priority };
}

function article(refId: string, title: string, body: string): SourceDocument {
  return { index_name: 'articles', ref_id: refId, locale: 'en', title, body, extra: '', payload: {}, priority: 0 };
}

function indexOf(docs: SourceDocument[]): TextIndex {
  const index = new TextIndex();
  for (const doc of docs) index.upsert(doc);
  return index;
}

const titles = (index: TextIndex, text: string, size = 10, from = 0) => index.search(text, { size, from }).rows.map((r) => r.title);

const DOCS = [
  fund('1', 'Parag Parikh Flexi Cap Fund', 'Equity Scheme - Flexi Cap Fund', 7),
  fund('2', 'Parag Parikh Flexi Cap Fund', 'Equity Scheme - Flexi Cap Fund', 4),
  fund('3', 'Parag Parikh Conservative Hybrid Fund', 'Hybrid Scheme'),
  fund('4', 'Parag Parikh Dynamic Asset Allocation Fund', 'Hybrid Scheme - Dynamic Asset Allocation'),
  fund('5', 'Bandhan Gold ETF FOF', 'Other Scheme - FoF Domestic', 7),
  fund('6', 'Bandhan Gold ETF', 'Other Scheme - Gold ETF', 0),
  article('a1', 'Why investment beats saving', 'A monthly plan and the rupee cost averaging it brings'),
  article('a2', 'Tax on mutual funds', 'How gains from investing are taxed'),
];

describe('ranking tiers', () => {
  const index = indexOf(DOCS);

  it('puts the exact title first, even before a longer title with a higher priority', () => {
    expect(titles(index, 'bandhan gold etf')).toEqual(['Bandhan Gold ETF', 'Bandhan Gold ETF FOF']);
  });

  it('ranks a title phrase of unfinished words above words found only in other fields, then by priority', () => {
    expect(titles(index, 'parag parik flexi')).toEqual(['Parag Parikh Flexi Cap Fund', 'Parag Parikh Flexi Cap Fund']);
    expect(index.search('parag parik flexi', { size: 10, from: 0 }).rows.map((r) => r.ref_id)).toEqual(['1', '2']);
    // 'hybrid' is in the title of 3 and only in the category of 4
    expect(titles(index, 'hybrid')).toEqual(['Parag Parikh Conservative Hybrid Fund', 'Parag Parikh Dynamic Asset Allocation Fund']);
  });

  it('needs every word of the query somewhere in the document', () => {
    expect(titles(index, 'parag gold')).toEqual([]);
    expect(titles(index, 'ppfas hybrid')).toHaveLength(2);
  });

  it('reports the total and pages with size and from', () => {
    const all = index.search('parag', { size: 10, from: 0 });
    expect(all.total).toBe(4);
    expect(index.search('parag', { size: 2, from: 1 }).rows.map((r) => r.ref_id)).toEqual(all.rows.slice(1, 3).map((r) => r.ref_id));
    expect(index.search('parag', { size: 2, from: 10 }).rows).toEqual([]);
  });
});

describe('stemming', () => {
  const index = indexOf(DOCS);

  it("finds 'investment' from 'investing' and 'investing' from 'investments'", () => {
    expect(titles(index, 'investing')).toEqual(expect.arrayContaining(['Why investment beats saving', 'Tax on mutual funds']));
    expect(titles(index, 'investments')).toEqual(expect.arrayContaining(['Why investment beats saving', 'Tax on mutual funds']));
  });

  it('keeps prefix matching of unfinished words, which stems alone would lose', () => {
    // Porter2 turns 'savings' into 'save': 'savin' still finds 'saving' as a prefix
    expect(titles(index, 'savin')).toEqual(['Why investment beats saving']);
    expect(titles(index, 'savings')).toEqual(['Why investment beats saving']);
  });
});

describe('typo tolerance', () => {
  const index = indexOf(DOCS);

  it('finds titles close in spelling only when no word matches', () => {
    expect(titles(index, 'parag parkh')).toEqual(expect.arrayContaining(['Parag Parikh Flexi Cap Fund', 'Parag Parikh Conservative Hybrid Fund']));
    expect(titles(index, 'parag parkh').every((t) => t.startsWith('Parag Parikh'))).toBe(true);
    expect(titles(index, 'Parag Parikh Flexy Cap')[0]).toBe('Parag Parikh Flexi Cap Fund');
    expect(titles(index, 'bandan gold')).toEqual(expect.arrayContaining(['Bandhan Gold ETF', 'Bandhan Gold ETF FOF']));
    const fuzzy = index.search('parag parkh', { size: 10, from: 0 }).rows[0];
    expect(fuzzy.score).toBeGreaterThan(10);
    expect(fuzzy.score).toBeLessThan(20);
  });

  it('finds nothing for text far from every title, and no spelling matches past the first page', () => {
    expect(titles(index, 'zzqqxxyy')).toEqual([]);
    expect(titles(index, 'parag parkh', 10, 1)).toEqual([]);
  });
});

describe('changes', () => {
  it('follows updates and deletions, and forgets words no document has any more', () => {
    const index = indexOf(DOCS);
    index.upsert(fund('6', 'Bandhan Aurum Gold ETF'));
    expect(titles(index, 'aurum')).toEqual(['Bandhan Aurum Gold ETF']);
    expect(titles(index, 'bandhan gold etf')[0]).toBe('Bandhan Gold ETF FOF');
    index.remove('products', '6');
    expect(titles(index, 'aurum')).toEqual([]);
    expect(index.size).toBe(DOCS.length - 1);
    index.clear();
    expect(titles(index, 'parag')).toEqual([]);
  });
});

describe('broad queries', () => {
  it('ranks a query that matches thousands of documents the same way, and sees changes made after it', () => {
    const many = Array.from({ length: 2500 }, (_, i) => fund(String(1000 + i), `Equity Savings Fund ${i}`, 'Hybrid Scheme', i % 8));
    const index = indexOf(many);
    const first = index.search('savings', { size: 10, from: 0 });
    expect(first.total).toBe(2500);
    // priority first (7 is the highest), then the shorter title
    expect(first.rows[0].title).toBe('Equity Savings Fund 7');
    // the same query again, and a later page, agree with the first answer
    expect(index.search('savings', { size: 10, from: 0 })).toEqual(first);
    expect(index.search('savings', { size: 5, from: 5 }).rows).toEqual(first.rows.slice(5));
    index.upsert(fund('9', 'Savings Fund', 'Hybrid Scheme', 7));
    const after = index.search('savings', { size: 10, from: 0 });
    expect(after.total).toBe(2501);
    expect(after.rows[0].title).toBe('Savings Fund');
    index.remove('products', '9');
    expect(index.search('savings', { size: 10, from: 0 })).toEqual(first);
  });
});

describe('time limit', () => {
  it('gives up on a search whose deadline has passed', () => {
    const index = indexOf(DOCS);
    expect(() => index.search('parag', { size: 10, from: 0 }, performance.now() - 1)).toThrow(SearchTimeout);
  });
});
