/**
 * Splits people's text into plain runs and web links. Only http and https addresses become links: the scheme
 * is part of the match and the address is parsed again with URL, so javascript:, data: or vbscript: text can
 * never turn into an href. A link stops at whitespace, quotes and angle brackets, and trailing punctuation
 * ('see https://x.in/a.') stays text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}*]+$/;

/** The normalised address when it is a real http(s) URL with a host, else null. */
export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  const pushText = (end: number) => {
    if (end > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, end) });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    // '(see https://x.in)' keeps the ')' with the text when the address has no '(' of its own.
    let candidate = match[0].replace(TRAILING, '');
    if (match[0].endsWith(')') && candidate.includes('(')) candidate = `${candidate})`;
    const href = candidate.length > 'https://'.length ? safeHttpUrl(candidate) : null;
    if (!href) continue;
    pushText(start);
    parts.push({ kind: 'link', text: candidate, href });
    plainFrom = start + candidate.length;
  }
  pushText(text.length);
  return parts;
}
