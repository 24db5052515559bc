// CSV downloads: RFC 4180 quoting, and a guard against formula injection (a cell a spreadsheet would run as a
// formula, starting with = + - @ or a tab/CR, is prefixed with a quote so it is shown as text).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers we write ourselves (a negative gain) stay numbers; only text can smuggle a formula in.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Paise as rupees with two decimals, for files people open in a spreadsheet. */
export const rupees = (paise: number): string => (paise / 100).toFixed(2);
