/**
 * A small RFC 4180 CSV reader: comma-separated, fields optionally in double quotes, "" for a quote inside
 * quotes, quoted fields may hold commas and line breaks, CRLF or LF line ends, a UTF-8 byte-order mark ignored.
 * Each row keeps the line it starts on, so that errors can point at it. No package in the project reads CSV
 * and this is all the CAS import needs.
 */

export interface CsvRow {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldWasQuoted = false;
  const endField = () => {
    fields.push(fieldWasQuoted ? field : field.trim());
    field = '';
    fieldWasQuoted = false;
  };
  const endRow = () => {
    endField();
    // A line with nothing on it (a trailing newline, a blank line) is not a row.
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
        const next = source[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(
            line,
            'text after a closing quote (a quote inside a field must be doubled: "")',
          );
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"') {
      if (field.trim() !== '')
        throw new CsvSyntaxError(line, 'a quote in the middle of an unquoted field');
      quoted = true;
      fieldWasQuoted = true;
      field = '';
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(rowLine, 'a quoted field is never closed');
  endRow();
  return rows;
}
