// What the image proxy passes on: raster images only, by declared type and by their first bytes. SVG is refused:
// served from our origin it could run script.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 5_000;
export const MAX_REDIRECTS = 3;

const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof TYPES)[number];

/** The declared type, when it is one we pass on. */
export function imageTypeOf(contentType: string | undefined): ImageType | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (TYPES as readonly string[]).includes(type) ? (type as ImageType) : null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The raster type the bytes begin with, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'image/avif';
  return null;
}
