// The text a pdfkit PDF shows, read back without a PDF library: each content stream is inflated and the hex strings
// of its TJ operators decoded (pdfkit writes the standard fonts' text as WinAnsi hex). One line per text object;
// the kerning numbers between pieces are dropped. Used by the statement tests and the statement journey.
import { inflateSync } from 'node:zlib';

/** WinAnsi's characters where it differs from Latin-1 (the ones our texts use). */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('') };

function textOf(content: string): string[] {
  const lines: string[] = [];
  for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
    const pieces = [...block.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
      [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1], 'hex'))).join(''),
    );
    if (pieces.length) lines.push(pieces.join(''));
  }
  return lines;
}

/** Every page's lines, in drawing order (a page's footer comes after the body when drawn last). */
export function pdfPages(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const pages: string[][] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (fonts are not embedded, but be safe)
    }
    if (/BT[\s\S]*ET/.test(content)) pages.push(textOf(content));
  }
  return pages;
}

export const pdfText = (pdf: Buffer) => pdfPages(pdf).flat().join('\n');
