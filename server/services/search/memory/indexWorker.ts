// The search worker thread: holds the TextIndex and answers the main thread's messages in the order they come,
// so changes posted before a search are in the index when it runs. A costly search burns this thread's core;
// the thread that answers HTTP requests only posts the message, waits, and writes out the JSON built here.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { toHit } from '../hits';
import { SearchTimeout, TextIndex } from './textIndex';
import type { WorkerReply, WorkerRequest } from './protocol';
import { coreShareFrom, createCorePace, paceFromMsFrom } from './corePace';

const WORKER_NICE = 19;

// On Linux a thread has its own nice value, and setPriority() without a pid sets the calling thread's: when the
// machine's cores are all busy, the thread that answers requests gets the CPU before this one.
try {
  setPriority(WORKER_NICE);
} catch {
  // Not allowed here (or not Linux): searches run at the usual priority.
}

const index = new TextIndex();
const port = parentPort!;
const encoder = new TextEncoder();

// Costly searches keep to a share of one core when they come back to back (corePace.ts). Messages are handled in the
// order they came, so an index change behind a resting search waits for it; only searches take from the share.
const pace = createCorePace(
  coreShareFrom(process.env.SEARCH_CORE_SHARE),
  () => performance.now(),
  paceFromMsFrom(process.env.SEARCH_PACE_FROM_MS),
);
const queue: WorkerRequest[] = [];
let pumping = false;

/** Handles the queued messages; a search waits for its turn of the core's share. */
function pump(): void {
  pumping = false;
  while (queue.length > 0) {
    if (queue[0].type !== 'search') {
      handle(queue.shift()!);
      continue;
    }
    const wait = pace.waitMs();
    if (wait > 0) {
      pumping = true;
      setTimeout(pump, wait);
      return;
    }
    const started = performance.now();
    handle(queue.shift()!);
    pace.ran(performance.now() - started);
  }
}

port.on('message', (message: WorkerRequest) => {
  queue.push(message);
  if (!pumping) pump();
});

function handle(message: WorkerRequest): void {
  if (message.type === 'apply') {
    if (message.reset) index.clear();
    for (const [name, refId] of message.deletes) index.remove(name, refId);
    for (const doc of message.upserts) index.upsert(doc);
    return;
  }
  if (message.type === 'ready') {
    port.postMessage({ id: message.id, ok: true, result: { total: index.size, rows: [] } } satisfies WorkerReply);
    return;
  }
  let reply: WorkerReply;
  try {
    const result = index.search(message.text, message.page, performance.now() + (message.deadline - Date.now()));
    if (message.as === 'rows') reply = { id: message.id, ok: true, result };
    else {
      const hits = result.rows.map(toHit);
      const bytes = encoder.encode(JSON.stringify(hits));
      reply = { id: message.id, ok: true, json: { total: result.total, maxScore: hits[0]?._score ?? null, hits: bytes } };
      port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
      return;
    }
  } catch (error) {
    reply = { id: message.id, ok: false, timedOut: error instanceof SearchTimeout, message: String((error as Error)?.message ?? error) };
  }
  port.postMessage(reply);
}
