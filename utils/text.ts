/** Small text helpers for display (names are shown cut at 12 characters). */

export const NAME_DISPLAY_LENGTH = 12;
export const ELLIPSIS = '...';
/** Shown on an avatar when there is no name to take a letter from. */
export const AVATAR_FALLBACK = '?';

/**
 * 'Aishwarya Ramakrishnan' -> 'Aishwarya Ra...'. Counts characters by code point so that a
 * name is never cut inside a surrogate pair; surrounding spaces are ignored.
 */
export function truncateName(name: string | null | undefined, max: number = NAME_DISPLAY_LENGTH): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`max must be a non-negative integer, got ${max}`);
  if (!name) return '';
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : chars.join('');
}

/** Upper-case first letter of a name for an avatar, or '?' when there is none. */
export function initialLetter(name: string | null | undefined): string {
  const first = name ? Array.from(name.trim())[0] : undefined;
  return first ? first.toLocaleUpperCase('en-IN') : AVATAR_FALLBACK;
}
