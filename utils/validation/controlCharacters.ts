/**
 * Control characters (C0 and DEL) are never typed by a person: they come from pasted binary or from probes, and
 * PostgreSQL cannot store NUL in text at all. Text fields refuse them; multi-line text keeps tab and line breaks.
 */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// The same without tab (09), line feed (0a) and carriage return (0d).
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function freeOfControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return !(options.multiLine ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text);
}
