// The backend's copy of search_documents, held in a worker thread (searchWorker.js) as an in-memory index, so that
// a search runs no SQL on the thread that answers every request (beyond, after a write, one small query for what
// changed), and a costly search burns the worker's core instead of stalling /health and the pages (on the embedded
// database every query runs on that one thread). The database stays the source of truth, kept by its triggers; the copy
// loads it whole at the first search (in pages, yielding between them), then fetches only rows and deletions
// written since its last read (changes.repo.ts) before a search that follows a write of this process (counted by
// db/writeCount.ts), so a question posted or a fund imported here is found by the next search; writes of other
// processes (PostgreSQL) are read at most FRESH_INTERVAL_MS later. A search with neither runs no query: a flood of
// searches must not cost the request thread one database round trip each (on the embedded database every query
// runs on that thread). The worker starts at the first search and ends when the database is closed.
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type Db, onDbClose } from '../../../db/client';
import { UnavailableError } from '../../../domain/errors';
import { DEFAULT_SEARCH_TIMEOUT_MS } from '../../../limits/search';
import { writeCountOf } from '../../../db/writeCount';
import { changesSince, documentsPage, snapshotXmin } from './changes.repo';
import type { JsonHits, WorkerReply, WorkerRequest } from './protocol';
import type { IndexResult, Page } from './textIndex';

export const SEARCH_TIMED_OUT = 'Search is taking too long right now. Please try a shorter search or try again in a moment.';

const WORKER_FILE = path.join(__dirname, 'searchWorker.js');
/**
 * A load reads this many documents per statement and yields to the event loop after each. On the embedded database
 * the pages ran back to back in one chain of promises that never let a timer or a request in: loading 14,000
 * documents held the thread answering every request for 2.4 s at each start (and at each reload).
 */
export const LOAD_PAGE_ROWS = 500;
/** How stale the copy may be for writes this process did not make (another process on the same PostgreSQL). */
export const FRESH_INTERVAL_MS = 1000;
/** search_deletions keeps a day of deletions: a copy that has not read them for half a day reloads whole. */
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000;

interface Waiter {
  resolve: (result: IndexResult | JsonHits) => void;
  reject: (error: Error) => void;
}

export class SearchIndexCopy {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  /** The xmin of the snapshot last read; null until the copy is loaded (again). */
  private cursor: string | null = null;
  /** When the last read of changes started, and this process's write count then. */
  private syncedAt = 0;
  private syncedWrites: number | undefined;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private closed = false;

  private readonly pageRows: number;
  private readonly pause: () => Promise<void>;

  /**
   * `writeCount`: this process's count of possibly-writing statements (undefined: not known, so every search reads
   * what changed); `freshIntervalMs`: the longest a write the count does not see stays unread; `pause`: awaited
   * between pages of a load, so that requests waiting meanwhile run first. Tests set them.
   */
  constructor(
    private readonly db: Db,
    private readonly options: {
      writeCount?: () => number | undefined;
      freshIntervalMs?: number;
      pageRows?: number;
      pause?: () => Promise<void>;
    } = {},
  ) {
    this.pageRows = options.pageRows ?? LOAD_PAGE_ROWS;
    this.pause = options.pause ?? (() => setImmediate());
  }

  /**
   * Ranked hits for `text`, from a copy that holds everything this process committed before this call, and what
   * other processes committed until FRESH_INTERVAL_MS before it.
   */
  async search(text: string, page: Page, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS): Promise<IndexResult> {
    return (await this.run(text, page, timeoutMs, 'rows')) as IndexResult;
  }

  /** The same search, answered as the response's hits in JSON (built in the worker, so this thread only writes it). */
  async searchJson(text: string, page: Page, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS): Promise<JsonHits> {
    return (await this.run(text, page, timeoutMs, 'json')) as JsonHits;
  }

  private async run(text: string, page: Page, timeoutMs: number, as: 'rows' | 'json'): Promise<IndexResult | JsonHits> {
    if (this.stale()) await this.fresh();
    // Counted from here: loading the copy at the first search is not this search's time.
    const deadline = Date.now() + timeoutMs;
    return this.ask({ type: 'search', id: this.nextId++, text, page, deadline, as });
  }

  /**
   * Brings the copy up to date. A read already under way may have taken its snapshot before this caller's own
   * write, so callers that arrive meanwhile share the next read instead: under load, one read serves many searches.
   */
  fresh(): Promise<void> {
    if (!this.running) {
      this.running = this.sync().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.fresh();
      });
    return this.queued;
  }

  /** True when the copy may miss a write: not loaded, written to since the last read, or that read is too old. */
  private stale(): boolean {
    if (this.cursor === null || this.running) return true;
    const writes = this.writeCount();
    if (writes === undefined || writes !== this.syncedWrites) return true;
    return Date.now() - this.syncedAt >= (this.options.freshIntervalMs ?? FRESH_INTERVAL_MS);
  }

  private writeCount(): number | undefined {
    return this.options.writeCount ? this.options.writeCount() : writeCountOf(this.db);
  }

  /** Ends the worker; searches waiting for it fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The search index was closed'));
    await worker?.terminate();
  }

  private async sync(): Promise<void> {
    const worker = this.start();
    const startedAt = Date.now();
    // Read before the snapshot is taken: a write counted after this is read by the next sync.
    const writes = this.writeCount();
    if (this.cursor === null || startedAt - this.syncedAt > RELOAD_AFTER_MS) {
      await this.reload(worker);
    } else {
      const changes = await changesSince(this.db, this.cursor);
      if (changes.deletes.length > 0 || changes.upserts.length > 0) this.post(worker, { type: 'apply', reset: false, deletes: changes.deletes, upserts: changes.upserts });
      this.cursor = changes.xmin;
    }
    this.syncedAt = startedAt;
    this.syncedWrites = writes;
  }

  /** Every document, a page at a time; whatever changes meanwhile is at or above `xmin` and read by the next sync. */
  private async reload(worker: Worker): Promise<void> {
    this.cursor = null;
    const xmin = await snapshotXmin(this.db);
    let after: [string, string] | null = null;
    for (let reset = true; ; reset = false) {
      const rows = await documentsPage(this.db, after, this.pageRows);
      this.post(worker, { type: 'apply', reset, deletes: [], upserts: rows });
      if (rows.length < this.pageRows) break;
      const last = rows[rows.length - 1];
      after = [last.index_name, last.ref_id];
      await this.pause();
    }
    // Searches wait for the load to be built: their time limit is for searching.
    await this.ask({ type: 'ready', id: this.nextId++ });
    if (this.worker === worker) this.cursor = xmin;
  }

  private ask(request: Extract<WorkerRequest, { type: 'search' | 'ready' }>): Promise<IndexResult | JsonHits> {
    const worker = this.start();
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.post(worker, request);
    });
  }

  private post(worker: Worker, message: WorkerRequest): void {
    worker.postMessage(message);
  }

  private start(): Worker {
    if (this.closed) throw new Error('The search index was closed');
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE);
    // The worker never keeps the process alive on its own: the server's socket or a test does.
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.answer(reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`The search worker stopped (exit code ${code})`)));
    this.worker = worker;
    this.cursor = null;
    return worker;
  }

  private answer(reply: WorkerReply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (reply.ok) waiter.resolve('json' in reply ? reply.json : reply.result);
    else waiter.reject(reply.timedOut ? new UnavailableError(SEARCH_TIMED_OUT) : new Error(reply.message));
  }

  /** A worker that died takes its index along: the next search starts a new one and loads it again. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.cursor = null;
    this.failAll(error);
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

const copies = new WeakMap<Db, SearchIndexCopy>();

/** The one copy of this database's index in this process (each test database gets its own). */
export function indexCopyOf(db: Db): SearchIndexCopy {
  let copy = copies.get(db);
  if (!copy) {
    const created = new SearchIndexCopy(db);
    copy = created;
    copies.set(db, created);
    onDbClose(db, () => {
      copies.delete(db);
      return created.close();
    });
  }
  return copy;
}
