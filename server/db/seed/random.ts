/**
 * A tiny seeded pseudo-random generator for the demo seed. The seed must give the same rows on every
 * machine and every run (tests compare two fresh databases), so nothing here may call Math.random or
 * read the clock. mulberry32 is a well-known 32-bit generator: small, fast and good enough for names
 * and amounts; it is NOT for anything secret.
 */

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items in a random order (k is capped at the list length). */
  sample<T>(items: readonly T[], k: number): T[];
  /** RFC 4122 version-4 shaped id drawn from this generator, so "random" ids repeat run to run. */
  uuid(): string;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label such as 'scale-client-17' into a 32-bit seed, so each part has its own stream. */
export function hashSeed(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The one fixed seed of the demo data; change it and every generated row changes. */
export const DEMO_SEED = 20260821;

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (count: number) =>
    Array.from({ length: count }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    sample: (items, k) => {
      const copy = [...items];
      // Partial Fisher–Yates: only the first k places need to be settled.
      const take = Math.min(k, copy.length);
      for (let i = 0; i < take; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, take);
    },
    uuid: () => {
      const variant = (8 + int(0, 3)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
  };
}
