// Messages between the backend's thread and the search worker.
import type { IndexResult, Page, SourceDocument } from './textIndex';

export type WorkerRequest =
  /** Changes to the index: drop everything first when `reset`, then the deleted keys, then the written rows. */
  | { type: 'apply'; reset: boolean; deletes: [string, string][]; upserts: SourceDocument[] }
  /** `deadline` in Date.now() time: a search that waited in the worker's queue past it gives up at once. */
  | { type: 'search'; id: number; text: string; page: Page; deadline: number }
  /** Answered (total: the number of documents) once everything posted before it is in the index. */
  | { type: 'ready'; id: number };

export type WorkerReply = { id: number; ok: true; result: IndexResult } | { id: number; ok: false; timedOut: boolean; message: string };
