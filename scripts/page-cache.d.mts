import type { IncomingMessage, ServerResponse } from 'node:http';
export const HSTS_VALUE: string;

export function sharedMaxAge(cacheControl: string | number | string[] | undefined): number;
export function cacheKey(req: IncomingMessage): string | null;
export function isListRequest(req: IncomingMessage): boolean;
export function mayKeep(statusCode: number, headers: Record<string, unknown>, listRequest: boolean): boolean;
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): {
  /** true when it answered from the cache; false when the app must answer (and the answer may be kept). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  stats(): { entries: number; bytes: number };
};
