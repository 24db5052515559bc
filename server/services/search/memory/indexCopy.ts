// The backend's copy of search_documents, held in a worker thread (searchWorker.js) as an in-memory index, so that
// a search runs no SQL on the thread that answers every request beyond one small query for what changed, and a
// costly search burns the worker's core instead of stalling /health and the pages (on the embedded database every
// query runs on that one thread). The database stays the source of truth, kept by its triggers; the copy
// loads it whole at the first search (in pages, yielding to the event loop between them), then before each search fetches only
// rows and deletions written since its last read (changes.repo.ts), so a question posted or a fund imported is
// found by the next search. The worker starts at the first search and ends when the database is closed.
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type Db, onDbClose } from '../../../db/client';
import { UnavailableError } from '../../../domain/errors';
import { changesSince, documentsPage, snapshotXmin } from './changes.repo';
import type { WorkerReply, WorkerRequest } from './protocol';
import type { IndexResult, Page } from './textIndex';

export const SEARCH_TIMEOUT_MS = 1500;
export const SEARCH_TIMED_OUT = 'Search is taking too long right now. Please try a shorter search or try again in a moment.';

const WORKER_FILE = path.join(__dirname, 'searchWorker.js');
/**
 * A load reads this many documents per statement and yields to the event loop after each. On the embedded database
 * the pages ran back to back in one chain of promises that never let a timer or a request in: loading 14,000
 * documents held the thread answering every request for 2.4 s at each start (and at each reload).
 */
export const LOAD_PAGE_ROWS = 500;
/** search_deletions keeps a day of deletions: a copy that has not read them for half a day reloads whole. */
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000;

interface Waiter {
  resolve: (result: IndexResult) => void;
  reject: (error: Error) => void;
}

export class SearchIndexCopy {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  /** The xmin of the snapshot last read; null until the copy is loaded (again). */
  private cursor: string | null = null;
  private syncedAt = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private closed = false;

  private readonly pageRows: number;
  private readonly pause: () => Promise<void>;

  constructor(
    private readonly db: Db,
    /** pause: awaited between pages of a load, so that requests waiting meanwhile run first (tests count it). */
    options: { pageRows?: number; pause?: () => Promise<void> } = {},
  ) {
    this.pageRows = options.pageRows ?? LOAD_PAGE_ROWS;
    this.pause = options.pause ?? (() => setImmediate());
  }

  /** Ranked hits for `text`, from a copy that holds everything committed before this call. */
  async search(text: string, page: Page, timeoutMs = SEARCH_TIMEOUT_MS): Promise<IndexResult> {
    await this.fresh();
    // Counted from here: loading the copy at the first search is not this search's time.
    const deadline = Date.now() + timeoutMs;
    return this.ask({ type: 'search', id: this.nextId++, text, page, deadline });
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
    if (this.cursor === null || startedAt - this.syncedAt > RELOAD_AFTER_MS) {
      await this.reload(worker);
    } else {
      const changes = await changesSince(this.db, this.cursor);
      if (changes.deletes.length > 0 || changes.upserts.length > 0) this.post(worker, { type: 'apply', reset: false, deletes: changes.deletes, upserts: changes.upserts });
      this.cursor = changes.xmin;
    }
    this.syncedAt = startedAt;
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

  private ask(request: Extract<WorkerRequest, { type: 'search' | 'ready' }>): Promise<IndexResult> {
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
    if (reply.ok) waiter.resolve(reply.result);
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
