// The contract between the AMFI import (backend) and the web app's render cache: after an import the backend
// POSTs the slugs of the funds whose NAV changed to the web app's /api/revalidate, which rebuilds those pages.
// Both sides share one secret: REVALIDATE_SECRET, else a random one generated once into
// <DATA_DIR or .data>/revalidate-secret by whichever side needs it first (never committed, never a default).
import { readOrCreateSecretFile } from '../session/secret';
import { z } from '../validation/z';

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** Slugs per call: each one is a page render, so a day's import of ~14,000 funds goes in many short calls. */
export const REVALIDATE_BATCH = 200;

export const revalidateRequestSchema = z.object({
  // Slugs as the fund pages spell them: lower-case words, digits and hyphens.
  slugs: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/)).max(REVALIDATE_BATCH).default([]),
  /** Also rebuild the fund list's cached views (their order and figures follow the NAVs). */
  lists: z.boolean().default(false),
});
export type RevalidateRequest = z.input<typeof revalidateRequestSchema>;

// Server only (the backend and the web app's API route), so the whole environment may be read.
// eslint-disable-next-line no-restricted-syntax
export function loadRevalidateSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.REVALIDATE_SECRET) return env.REVALIDATE_SECRET;
  const path = (process as { getBuiltinModule: (id: string) => unknown }).getBuiltinModule('node:path') as typeof import('node:path');
  return readOrCreateSecretFile(path.resolve(env.DATA_DIR || '.data', 'revalidate-secret'));
}
