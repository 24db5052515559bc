import type { Codec } from './keys';

export function encode(codec: Codec, value: string | boolean | string[]): string {
  switch (codec) {
    case 'bool':
      return value ? 'true' : 'false';
    case 'yn':
      return value ? 'Y' : 'N';
    case 'list':
      return JSON.stringify(Array.isArray(value) ? value : [String(value)]);
    default:
      return String(value);
  }
}

export function decode(codec: Codec, raw: string | null): string | boolean | string[] | null {
  if (raw === null) return null;
  switch (codec) {
    case 'bool':
      return raw === 'true';
    case 'yn':
      return raw.toUpperCase() === 'Y';
    case 'list':
      return parseList(raw);
    default:
      return raw;
  }
}

// Older sessions may hold a bare role ("expert") rather than a JSON list; accept both.
function parseList(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String);
    if (typeof parsed === 'string') return [parsed];
  } catch {
    // not JSON: fall through to a single value
  }
  return raw.trim() ? [raw.trim()] : [];
}
