// CSV downloads: RFC 4180 quoting, and a guard against formula injection (a cell a spreadsheet would run as a
// formula, starting with = + - @ or a tab/CR, is prefixed with a quote so it is shown as text).
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A plain number (a negative gain) stays a number; anything else starting like a formula becomes text.
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Paise as rupees with two decimals, for files people open in a spreadsheet. */
export const rupees = (paise: number): string => (paise / 100).toFixed(2);
