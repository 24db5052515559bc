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
import { stemOf, titleKey, trigramsOf, wordsOf } from './words';

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

/**
 * Queries that match this many documents or more ('f', 'fu', 'fund': the first letters everyone types) are ranked
 * in full once and kept, the latest BROAD_KEPT of them, until the index changes: ranking all of them again for
 * each keystroke of each visitor would cost the worker most of its time. Narrower queries are cheap to rank anew.
 */
const BROAD_MATCHES = 2000;
const BROAD_KEPT = 32;

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
  /** The title's words as word ids: the phrase test compares numbers, not strings. */
  titleWordIds: Int32Array;
  /** Each word of the document with the weight of the best field it is in. */
  words: Map<string, number>;
  trigrams: Set<string>;
  /** Length in characters, as PostgreSQL's length(title). */
  titleLength: number;
}

/** A word's documents: ids and weights side by side, appended to; ids of removed documents are skipped. */
interface Posting {
  ids: number[];
  weights: number[];
}

/** The documents that answer one query word, and by id the best weight of the words that answer it (0: none). */
interface WordMatch {
  ids: number[];
  weight: Float32Array;
  /** By word id: 1 for the vocabulary words that answer the query word. */
  words: Uint8Array;
}

const keyOf = (index: string, refId: string) => `${index}\u0000${refId}`;

/** The order among equally good matches: priority, shorter title, title, index, key. Negative when a goes first. */
function tieBreak(a: Doc, b: Doc): number {
  return (
    b.priority - a.priority ||
    a.titleLength - b.titleLength ||
    (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
    (a.index_name < b.index_name ? -1 : a.index_name > b.index_name ? 1 : 0) ||
    (a.ref_id < b.ref_id ? -1 : a.ref_id > b.ref_id ? 1 : 0)
  );
}

/**
 * The best `count` of the candidates (parallel arrays: document ids, scores), best first: higher score, then the
 * documents' tie-break order. A heap of the best so far (its root the worst kept), so a query that matches every
 * document costs one comparison for most of them instead of a sort of them all.
 */
function best(ids: readonly number[], scores: readonly number[], order: Int32Array, count: number): number[] {
  // Negative when candidate i ranks before candidate j.
  const compare = (i: number, j: number) => scores[j] - scores[i] || order[ids[i]] - order[ids[j]];
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(heap[a], heap[b]) > 0;
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b], heap[a]]);
  for (let c = 0; c < ids.length; c++) {
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

/** Matches found so far: document ids and scores (tier * 10 + rank) side by side. */
interface Matches {
  ids: number[];
  scores: number[];
}

export class TextIndex {
  private docs = new Map<string, Doc>();
  /** By id; ids are never reused until the next compaction, so a removed document's postings are simply skipped. */
  private byId: (Doc | undefined)[] = [];
  private removed = 0;
  private wordIds = new Map<string, number>();
  /** By word id. */
  private postings: Posting[] = [];
  /** stem -> the words that have it */
  private byStem = new Map<string, Set<string>>();
  private trigramDocs = new Map<string, number[]>();
  private vocabulary: string[] | null = [];
  /** Each id's place in the tie-break order; rebuilt after changes. */
  private order: Int32Array | null = new Int32Array(0);
  /** The latest broad queries, fully ranked; emptied by any change. */
  private broad = new Map<string, { matches: Matches; order: number[] }>();

  get size(): number {
    return this.docs.size;
  }

  clear(): void {
    this.docs.clear();
    this.byId = [];
    this.removed = 0;
    this.wordIds.clear();
    this.postings = [];
    this.byStem.clear();
    this.trigramDocs.clear();
    this.vocabulary = [];
    this.order = new Int32Array(0);
    this.broad.clear();
  }

  upsert(source: SourceDocument): void {
    this.remove(source.index_name, source.ref_id);
    const words = new Map<string, number>();
    const titleWords = wordsOf(source.title);
    for (const [text, weight] of [
      [source.extra, WEIGHTS.extra],
      [source.body, WEIGHTS.body],
    ] as const) {
      for (const word of wordsOf(text ?? '')) words.set(word, Math.max(weight, words.get(word) ?? 0));
    }
    for (const word of titleWords) words.set(word, WEIGHTS.title);
    this.add({
      id: this.byId.length,
      index_name: source.index_name,
      ref_id: source.ref_id,
      locale: source.locale,
      title: source.title,
      payload: source.payload ?? {},
      priority: Number(source.priority) || 0,
      titleKey: titleKey(source.title),
      titleWords,
      titleWordIds: new Int32Array(0),
      words,
      trigrams: trigramsOf(titleWords),
      titleLength: Array.from(source.title).length,
    });
  }

  remove(index: string, refId: string): void {
    const key = keyOf(index, refId);
    const doc = this.docs.get(key);
    if (!doc) return;
    this.docs.delete(key);
    this.byId[doc.id] = undefined;
    this.removed++;
    this.order = null;
    this.broad.clear();
  }

  private add(doc: Doc): void {
    this.byId[doc.id] = doc;
    this.docs.set(keyOf(doc.index_name, doc.ref_id), doc);
    this.order = null;
    this.broad.clear();
    for (const [word, weight] of doc.words) {
      let wordId = this.wordIds.get(word);
      if (wordId === undefined) {
        wordId = this.postings.length;
        this.wordIds.set(word, wordId);
        this.postings.push({ ids: [], weights: [] });
        const stem = stemOf(word);
        if (stem !== null) {
          const same = this.byStem.get(stem) ?? new Set<string>();
          same.add(word);
          this.byStem.set(stem, same);
        }
        this.vocabulary = null;
      }
      this.postings[wordId].ids.push(doc.id);
      this.postings[wordId].weights.push(weight);
    }
    doc.titleWordIds = Int32Array.from(doc.titleWords, (word) => this.wordIds.get(word)!);
    for (const trigram of doc.trigrams) {
      const ids = this.trigramDocs.get(trigram);
      if (ids) ids.push(doc.id);
      else this.trigramDocs.set(trigram, [doc.id]);
    }
  }

  /** Once removed documents are a quarter of the postings, everything is indexed again under new ids. */
  private compactIfWorthIt(): void {
    if (this.removed < 1000 || this.removed < this.docs.size / 4) return;
    const live = [...this.docs.values()];
    this.clear();
    live.forEach((doc, id) => this.add({ ...doc, id }));
  }

  private tieBreakOrder(): Int32Array {
    if (!this.order) {
      const live = this.byId.filter((d): d is Doc => d !== undefined).sort(tieBreak);
      const order = new Int32Array(this.byId.length);
      live.forEach((doc, place) => (order[doc.id] = place));
      this.order = order;
    }
    return this.order;
  }

  /** `deadline` is a performance.now() time; a search still running then throws SearchTimeout. */
  search(text: string, page: Page, deadline = Infinity): IndexResult {
    const clock = new Deadline(deadline);
    clock.check();
    this.compactIfWorthIt();
    const key = titleKey(text);
    const ranked = this.broad.get(key);
    if (ranked) {
      // Used again: it moves to the end of the map's order, the last to be dropped.
      this.broad.delete(key);
      this.broad.set(key, ranked);
      return this.rowsOf(ranked.matches, ranked.order.slice(page.from, page.from + page.size));
    }
    const matches = this.textMatches(text, clock);
    if (matches.ids.length === 0) {
      // A later page past the text matches stays empty rather than switching to spelling matches mid-list.
      if (page.from > 0 || Array.from(text).length > FUZZY_MAX_LENGTH) return { total: 0, rows: [] };
      const similar = this.spellingMatches(text, clock);
      return this.rowsOf(similar, best(similar.ids, similar.scores, this.tieBreakOrder(), page.size));
    }
    if (matches.ids.length < BROAD_MATCHES) return this.rowsOf(matches, best(matches.ids, matches.scores, this.tieBreakOrder(), page.from + page.size).slice(page.from));
    const all = best(matches.ids, matches.scores, this.tieBreakOrder(), matches.ids.length);
    this.broad.set(key, { matches, order: all });
    if (this.broad.size > BROAD_KEPT) this.broad.delete(this.broad.keys().next().value!);
    return this.rowsOf(matches, all.slice(page.from, page.from + page.size));
  }

  private rowsOf(matches: Matches, page: number[]): IndexResult {
    const rows = page.map((c) => {
      const doc = this.byId[matches.ids[c]]!;
      return { index_name: doc.index_name, ref_id: doc.ref_id, locale: doc.locale, title: doc.title, payload: doc.payload, score: matches.scores[c] };
    });
    return { total: matches.ids.length, rows };
  }

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.wordIds.keys()].sort();
    return this.vocabulary;
  }

  /** The documents that answer one query word: those with a word that starts with it, or that has its stem. */
  private documentsFor(queryWord: string, clock: Deadline): WordMatch {
    const vocabulary = this.sortedVocabulary();
    const words: string[] = [];
    for (let i = lowerBound(vocabulary, queryWord); i < vocabulary.length && vocabulary[i].startsWith(queryWord); i++) words.push(vocabulary[i]);
    const stem = stemOf(queryWord);
    if (stem !== null) for (const word of this.byStem.get(stem) ?? []) if (!word.startsWith(queryWord)) words.push(word);
    const ids: number[] = [];
    const weight = new Float32Array(this.byId.length);
    const marks = new Uint8Array(this.postings.length);
    for (const word of words) {
      const wordId = this.wordIds.get(word)!;
      marks[wordId] = 1;
      const posting = this.postings[wordId];
      for (let k = 0; k < posting.ids.length; k++) {
        const id = posting.ids[k];
        if (this.byId[id] === undefined) continue;
        const before = weight[id];
        if (before === 0) ids.push(id);
        if (posting.weights[k] > before) weight[id] = posting.weights[k];
      }
      clock.check();
    }
    return { ids, weight, words: marks };
  }

  private textMatches(text: string, clock: Deadline): Matches {
    const found: Matches = { ids: [], scores: [] };
    const queryWords = wordsOf(text);
    if (queryWords.length === 0) return found;
    const matchOf = new Map(queryWords.map((w) => [w, null as WordMatch | null]));
    for (const word of matchOf.keys()) matchOf.set(word, this.documentsFor(word, clock));
    const perWord = [...matchOf.values()].map((m) => m!).sort((a, b) => a.ids.length - b.ids.length);
    const inOrder = queryWords.map((w) => matchOf.get(w)!.words);
    const queryKey = titleKey(text);
    const smallest = perWord[0].ids;
    outer: for (let n = 0; n < smallest.length; n++) {
      if ((n & 511) === 511) clock.check();
      const id = smallest[n];
      let weights = 0;
      let allInTitle = true;
      for (const { weight } of perWord) {
        if (weight[id] === 0) continue outer;
        weights += weight[id];
        allInTitle &&= weight[id] === WEIGHTS.title;
      }
      const doc = this.byId[id]!;
      const exact = doc.titleKey.length === queryKey.length && doc.titleKey === queryKey;
      // A phrase in the title needs every word in the title; one word in the title is a phrase already.
      const phrase = allInTitle && (inOrder.length === 1 || hasPhrase(doc.titleWordIds, inOrder));
      const tier = exact ? 4 : phrase ? 3 : 2;
      found.ids.push(id);
      found.scores.push(tier * 10 + weights / perWord.length);
    }
    return found;
  }

  /** Tier 1: titles with at least 60% of the query's trigrams in as many consecutive words as the query has. */
  private spellingMatches(text: string, clock: Deadline): Matches {
    const found: Matches = { ids: [], scores: [] };
    const queryWords = wordsOf(text);
    if (queryWords.length === 0) return found;
    const wanted = trigramsOf(queryWords);
    const needed = Math.ceil(FUZZY_THRESHOLD * wanted.size - 1e-9);
    // Documents holding enough of the trigrams anywhere in the title: the only ones a window can qualify.
    const shared = new Uint16Array(this.byId.length);
    const touched: number[] = [];
    for (const trigram of wanted) {
      for (const id of this.trigramDocs.get(trigram) ?? []) if (shared[id]++ === 0) touched.push(id);
      clock.check();
    }
    const masks = new TrigramMasks(wanted);
    for (let n = 0; n < touched.length; n++) {
      const id = touched[n];
      const doc = this.byId[id];
      if (shared[id] < needed || !doc) continue;
      if ((n & 255) === 255) clock.check();
      const similarity = masks.bestWindow(doc.titleWords, queryWords.length);
      if (similarity >= FUZZY_THRESHOLD) {
        found.ids.push(id);
        found.scores.push(10 + similarity);
      }
    }
    return found;
  }
}

/** Are the query's words, in order and next to each other, somewhere among the title's words? */
function hasPhrase(titleWordIds: Int32Array, queryWords: readonly Uint8Array[]): boolean {
  for (let start = 0; start + queryWords.length <= titleWordIds.length; start++) {
    let k = 0;
    while (k < queryWords.length && queryWords[k][titleWordIds[start + k]] === 1) k++;
    if (k === queryWords.length) return true;
  }
  return false;
}

/**
 * Which of the query's trigrams each title word holds, as bits (one per query trigram), so that a window of
 * words is scored by OR-ing its words' bits and counting them: shared trigrams ('  p' of 'parag' and 'parikh')
 * count once, and no set is built per window.
 */
class TrigramMasks {
  private readonly bitOf = new Map<string, number>();
  private readonly words = new Map<string, Uint32Array>();
  private readonly slots: number;
  private readonly wanted: number;

  constructor(wanted: Set<string>) {
    [...wanted].forEach((trigram, bit) => this.bitOf.set(trigram, bit));
    this.wanted = wanted.size;
    this.slots = Math.ceil(wanted.size / 32);
  }

  private maskOf(word: string): Uint32Array {
    let mask = this.words.get(word);
    if (!mask) {
      mask = new Uint32Array(this.slots);
      for (const trigram of trigramsOf([word])) {
        const bit = this.bitOf.get(trigram);
        if (bit !== undefined) mask[bit >> 5] |= 1 << (bit & 31);
      }
      this.words.set(word, mask);
    }
    return mask;
  }

  /** The largest share of the query's trigrams in `width` consecutive title words (fewer if the title is shorter). */
  bestWindow(titleWords: readonly string[], width: number): number {
    const span = Math.min(width, titleWords.length);
    const masks = titleWords.map((word) => this.maskOf(word));
    let bestCount = 0;
    for (let start = 0; start + span <= titleWords.length; start++) {
      let count = 0;
      for (let slot = 0; slot < this.slots; slot++) {
        let bits = 0;
        for (let k = start; k < start + span; k++) bits |= masks[k][slot];
        count += popcount(bits);
      }
      bestCount = Math.max(bestCount, count);
    }
    return bestCount / this.wanted;
  }
}

function popcount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

class Deadline {
  constructor(private readonly at: number) {}

  check(): void {
    if (this.at !== Infinity && performance.now() > this.at) throw new SearchTimeout();
  }
}
