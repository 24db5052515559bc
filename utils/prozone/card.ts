// Pure helpers of the greeting cards and banners: where the advisor's photo is loaded from, the initials drawn
// when there is none, and file names.

/**
 * A photo on our own origin is drawn as it is; one on another origin goes through /api/image-proxy, because a
 * canvas that drew a cross-origin image can no longer be exported as PNG.
 */
export function cardPhotoSource(photoUrl: string | null, pageOrigin: string): string | null {
  if (!photoUrl) return null;
  let url: URL;
  try {
    url = new URL(photoUrl, pageOrigin);
  } catch {
    return null;
  }
  if (url.origin === pageOrigin) return `${url.pathname}${url.search}`;
  return `/api/image-proxy?url=${encodeURIComponent(url.href)}`;
}

/** 'Rahul Mehta' -> 'RM'; one name gives one letter; no name gives '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}

/** A safe file name: 'birthday-card-arjun-gupta.png'. */
export function pngFileName(...parts: string[]): string {
  const slug = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'card'}.png`;
}

/** 'ARN-245871' whatever way the ARN was stored. */
export function arnLabel(arn: string | null): string | null {
  if (!arn) return null;
  return /^arn-/i.test(arn) ? arn.toUpperCase() : `ARN-${arn}`;
}
