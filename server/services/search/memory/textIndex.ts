// The in-memory search index the search worker holds (searchWorker.js): documents of search_documents, their
// words in a sorted vocabulary with each word's documents, and the trigrams of their titles. Ranking, best first:
//   4  the title is the query itself (an exact scheme name: 'Parag Parikh Flexi Cap Fund'),
//   3  the title holds the query's words as a phrase, each perhaps unfinished ('parag parik'),
//   2  every word of the query is found somewhere in the document (title, then description, then text);
// a query word answers a document word that starts with it, or that has the same English stem ('investing'
// finds 'investment'); and only when none of that finds anything (and on the first page, for texts of at most
// FUZZY_MAX_LENGTH characters):
//   1  titles close in spelling: at least 60% of the query's trigrams in as many consecutive title words as the
//      query has words ('parag parkh'), after pg_trgm's word similarity;
// then by rank within a tier (the weight of the field each query word was found in: title 1, description 0.4,
// text 0.2, averaged; for tier 1 the share of trigrams), the document's priority (a fund's Direct Growth plan
// before its other plans), shorter titles, and the title itself so that the order is stable.
import type { SearchIndexName } from '../../../db/schema/search';
import { stemOf, titleKey, trigramsOf, wordMatches, wordsOf } from './words';

/** A row of search_documents as the index receives it. */
export interface SourceDocument {
  index_name: SearchIndexName;
  ref_id: string;
  locale: string;
  title: string;
  body: string;
  extra: string;
  payload: Record<string, unknown>;
  priority: number;
}

/** One ranked hit: what the route needs to build the response's hit. */
export interface IndexHit {
  index_name: SearchIndexName;
  ref_id: string;
  locale: string;
  title: string;
  payload: Record<string, unknown>;
  score: number;
}

export interface IndexResult {
  total: number;
  rows: IndexHit[];
}

export interface Page {
  size: number;
  from: number;
}

/** Longer texts are not typos of a name: the spelling fallback is skipped for them. */
export const FUZZY_MAX_LENGTH = 64;
const FUZZY_THRESHOLD = 0.6;
const WEIGHTS = { title: 1, body: 0.4, extra: 0.2 } as const;

/** Thrown when a search runs past its time limit; the worker answers 503 for it. */
export class SearchTimeout extends Error {}

interface Doc {
  id: number;
  index_name: SearchIndexName;
  ref_id: string;
  locale: string;
  title: string;
  payload: Record<string, unknown>;
  priority: number;
  titleKey: string;
  titleWords: string[];
  /** Each word of the document with the weight of the best field it is in. */
  words: Map<string, number>;
  trigrams: Set<string>;
  /** Length in characters, as PostgreSQL's length(title). */
  titleLength: number;
}

interface Candidate {
  doc: Doc;
  tier: number;
  rank: number;
}

const keyOf = (index: string, refId: string) => `${index}\u0000${refId}`;

/** Negative when a ranks before b. */
function compare(a: Candidate, b: Candidate): number {
  return (
    b.tier - a.tier ||
    b.rank - a.rank ||
    b.doc.priority - a.doc.priority ||
    a.doc.titleLength - b.doc.titleLength ||
    (a.doc.title < b.doc.title ? -1 : a.doc.title > b.doc.title ? 1 : 0) ||
    (a.doc.index_name < b.doc.index_name ? -1 : a.doc.index_name > b.doc.index_name ? 1 : 0) ||
    (a.doc.ref_id < b.doc.ref_id ? -1 : a.doc.ref_id > b.doc.ref_id ? 1 : 0)
  );
}

/** The best `count` candidates in order, without sorting them all (a max-heap of the best so far). */
function best(candidates: Iterable<Candidate>, count: number): Candidate[] {
  const heap: Candidate[] = []; // heap[0] is the worst of those kept
  const worse = (i: number, j: number) => compare(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  for (const c of candidates) {
    if (heap.length < count) {
      heap.push(c);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (count > 0 && compare(c, heap[0]) < 0) {
      heap[0] = c;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}

/** Index of the first element of a sorted array that is >= value. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class TextIndex {
  private docs = new Map<string, Doc>();
  private byId: (Doc | undefined)[] = [];
  private freeIds: number[] = [];
  /** word -> (doc id -> weight of the best field the word is in) */
  private postings = new Map<string, Map<number, number>>();
  /** stem -> the words that have it */
  private byStem = new Map<string, Set<string>>();
  private trigramDocs = new Map<string, Set<number>>();
  private vocabulary: string[] | null = [];

  get size(): number {
    return this.docs.size;
  }

  clear(): void {
    this.docs.clear();
    this.byId = [];
    this.freeIds = [];
    this.postings.clear();
    this.byStem.clear();
    this.trigramDocs.clear();
    this.vocabulary = [];
  }

  upsert(source: SourceDocument): void {
    this.remove(source.index_name, source.ref_id);
    const words = new Map<string, number>();
    const titleWords = wordsOf(source.title);
    for (const [text, weight] of [
      [source.extra, WEIGHTS.extra],
      [source.body, WEIGHTS.body],
      [source.title, WEIGHTS.title],
    ] as const) {
      for (const word of text === source.title ? titleWords : wordsOf(text)) words.set(word, Math.max(weight, words.get(word) ?? 0));
    }
    const id = this.freeIds.pop() ?? this.byId.length;
    const doc: Doc = {
      id,
      index_name: source.index_name,
      ref_id: source.ref_id,
      locale: source.locale,
      title: source.title,
      payload: source.payload ?? {},
      priority: Number(source.priority) || 0,
      titleKey: titleKey(source.title),
      titleWords,
      words,
      trigrams: trigramsOf(titleWords),
      titleLength: Array.from(source.title).length,
    };
    this.byId[id] = doc;
    this.docs.set(keyOf(doc.index_name, doc.ref_id), doc);
    for (const [word, weight] of words) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = new Map();
        this.postings.set(word, posting);
        const stem = stemOf(word);
        if (stem !== null) {
          const same = this.byStem.get(stem) ?? new Set<string>();
          same.add(word);
          this.byStem.set(stem, same);
        }
        this.vocabulary = null;
      }
      posting.set(id, weight);
    }
    for (const trigram of doc.trigrams) {
      const set = this.trigramDocs.get(trigram) ?? new Set<number>();
      set.add(id);
      this.trigramDocs.set(trigram, set);
    }
  }

  remove(index: string, refId: string): void {
    const key = keyOf(index, refId);
    const doc = this.docs.get(key);
    if (!doc) return;
    this.docs.delete(key);
    this.byId[doc.id] = undefined;
    this.freeIds.push(doc.id);
    for (const word of doc.words.keys()) {
      const posting = this.postings.get(word)!;
      posting.delete(doc.id);
      if (posting.size > 0) continue;
      this.postings.delete(word);
      const stem = stemOf(word);
      if (stem !== null) {
        const same = this.byStem.get(stem)!;
        same.delete(word);
        if (same.size === 0) this.byStem.delete(stem);
      }
      this.vocabulary = null;
    }
    for (const trigram of doc.trigrams) {
      const set = this.trigramDocs.get(trigram)!;
      set.delete(doc.id);
      if (set.size === 0) this.trigramDocs.delete(trigram);
    }
  }

  /** `deadline` is a performance.now() time; a search still running then throws SearchTimeout. */
  search(text: string, page: Page, deadline = Infinity): IndexResult {
    const clock = new Deadline(deadline);
    clock.check();
    const candidates = this.textMatches(text, clock);
    if (candidates.length > 0 || page.from > 0 || Array.from(text).length > FUZZY_MAX_LENGTH) return this.pageOf(candidates, page);
    // A later page past the text matches stays empty rather than switching to spelling matches mid-list.
    return this.pageOf(this.spellingMatches(text, clock), page);
  }

  private pageOf(candidates: Candidate[], { size, from }: Page): IndexResult {
    const rows = best(candidates, from + size)
      .slice(from)
      .map(({ doc, tier, rank }) => ({
        index_name: doc.index_name,
        ref_id: doc.ref_id,
        locale: doc.locale,
        title: doc.title,
        payload: doc.payload,
        score: tier * 10 + rank,
      }));
    return { total: candidates.length, rows };
  }

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.postings.keys()].sort();
    return this.vocabulary;
  }

  /** The documents that answer one query word, each with the best weight among the words that answer it. */
  private documentsFor(queryWord: string, clock: Deadline): Map<number, number> {
    const vocabulary = this.sortedVocabulary();
    const words: string[] = [];
    for (let i = lowerBound(vocabulary, queryWord); i < vocabulary.length && vocabulary[i].startsWith(queryWord); i++) words.push(vocabulary[i]);
    const stem = stemOf(queryWord);
    if (stem !== null) for (const word of this.byStem.get(stem) ?? []) if (!word.startsWith(queryWord)) words.push(word);
    if (words.length === 1) return this.postings.get(words[0])!;
    const found = new Map<number, number>();
    for (const word of words) {
      for (const [id, weight] of this.postings.get(word)!) {
        const before = found.get(id);
        if (before === undefined || weight > before) found.set(id, weight);
      }
      clock.check();
    }
    return found;
  }

  private textMatches(text: string, clock: Deadline): Candidate[] {
    const queryWords = wordsOf(text);
    if (queryWords.length === 0) return [];
    const distinct = [...new Set(queryWords)];
    const perWord = distinct.map((w) => this.documentsFor(w, clock)).sort((a, b) => a.size - b.size);
    const queryKey = titleKey(text);
    const queryStems = queryWords.map(stemOf);
    const out: Candidate[] = [];
    let n = 0;
    outer: for (const [id, firstWeight] of perWord[0]) {
      if (++n % 512 === 0) clock.check();
      let weights = firstWeight;
      for (let i = 1; i < perWord.length; i++) {
        const weight = perWord[i].get(id);
        if (weight === undefined) continue outer;
        weights += weight;
      }
      const doc = this.byId[id]!;
      const tier = doc.titleKey === queryKey ? 4 : hasPhrase(doc.titleWords, queryWords, queryStems) ? 3 : 2;
      out.push({ doc, tier, rank: weights / perWord.length });
    }
    return out;
  }

  /** Tier 1: titles with at least 60% of the query's trigrams in as many consecutive words as the query has. */
  private spellingMatches(text: string, clock: Deadline): Candidate[] {
    const queryWords = wordsOf(text);
    if (queryWords.length === 0) return [];
    const wanted = trigramsOf(queryWords);
    const needed = Math.ceil(FUZZY_THRESHOLD * wanted.size - 1e-9);
    // Documents holding enough of the trigrams anywhere in the title: the only ones a window can qualify.
    const shared = new Map<number, number>();
    for (const trigram of wanted) {
      for (const id of this.trigramDocs.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
      clock.check();
    }
    const out: Candidate[] = [];
    let n = 0;
    for (const [id, count] of shared) {
      if (count < needed) continue;
      if (++n % 256 === 0) clock.check();
      const doc = this.byId[id]!;
      const similarity = bestWindow(doc.titleWords, queryWords.length, wanted);
      if (similarity >= FUZZY_THRESHOLD) out.push({ doc, tier: 1, rank: similarity });
    }
    return out;
  }
}

/** Are the query's words, in order and next to each other, somewhere among the title's words? */
function hasPhrase(titleWords: readonly string[], queryWords: readonly string[], queryStems: readonly (string | null)[]): boolean {
  for (let start = 0; start + queryWords.length <= titleWords.length; start++) {
    let k = 0;
    while (k < queryWords.length && wordMatches(titleWords[start + k], queryWords[k], queryStems[k])) k++;
    if (k === queryWords.length) return true;
  }
  return false;
}

/** The largest share of `wanted` found in the trigrams of `width` consecutive title words (fewer if the title is shorter). */
function bestWindow(titleWords: readonly string[], width: number, wanted: Set<string>): number {
  const span = Math.min(width, titleWords.length);
  let bestShare = 0;
  for (let start = 0; start + span <= titleWords.length; start++) {
    const window = trigramsOf(titleWords.slice(start, start + span));
    let found = 0;
    for (const trigram of wanted) if (window.has(trigram)) found++;
    bestShare = Math.max(bestShare, found / wanted.size);
  }
  return bestShare;
}

class Deadline {
  constructor(private readonly at: number) {}

  check(): void {
    if (this.at !== Infinity && performance.now() > this.at) throw new SearchTimeout();
  }
}
