// Messages between the backend's thread and the search worker.
import type { IndexResult, Page, SourceDocument } from './textIndex';

export type WorkerRequest =
  /** Changes to the index: drop everything first when `reset`, then the deleted keys, then the written rows. */
  | { type: 'apply'; reset: boolean; deletes: [string, string][]; upserts: SourceDocument[] }
  /**
   * `deadline` in Date.now() time: a search that waited in the worker's queue past it gives up at once. `as`:
   * 'rows' answers the ranked rows (tests, tools), 'json' the response's hits already as JSON bytes.
   */
  | { type: 'search'; id: number; text: string; page: Page; deadline: number; as: 'rows' | 'json' }
  /** Answered (total: the number of documents) once everything posted before it is in the index. */
  | { type: 'ready'; id: number };

/**
 * The hits of a search as the response carries them: `hits` is the UTF-8 JSON array of the hits (hits.ts), built
 * in the worker and moved (not copied) to the request thread, which only writes it out.
 */
export interface JsonHits {
  total: number;
  maxScore: number | null;
  hits: Uint8Array;
}

export type WorkerReply =
  | { id: number; ok: true; result: IndexResult }
  | { id: number; ok: true; json: JsonHits }
  | { id: number; ok: false; timedOut: boolean; message: string };
