/**
 * Stable ids for demo rows. Every id is derived from a readable label ('user:9000000001'), so the same row
 * gets the same id on every machine and run, rows can refer to each other without lookups, and two fresh
 * databases seeded apart can be compared row by row.
 */
import { createHash } from 'node:crypto';

/** A UUID (version-5 layout) from the SHA-256 of a label. */
export function stableId(label: string): string {
  const hex = createHash('sha256').update(`zf-demo:${label}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const userId = (mobile: string) => stableId(`user:${mobile}`);
export const expertId = (mobile: string) => stableId(`expert:${mobile}`);
