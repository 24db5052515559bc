// The order book as CSV: every matching order (up to BOOK_CSV_MAX_ROWS), read in keyset batches and written as
// they come, so a 100,000-row export never holds the whole book in memory. Cells go through the house's CSV cell
// (RFC 4180 quoting; a cell starting with = + - @ gets a leading apostrophe so a spreadsheet shows it as text).
import { actorLabel } from '../../../../utils/session/actors';
import type { Identity } from '../../../auth';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, PAYMENT_STATUS_LABELS, type OrderBookRow } from '../../../../utils/orders/book';
import { istDateTime } from '../../../../utils/dates/ist';
import { csvCell, rupees } from '../portfolio/report.csv';
import type { OrdersDeps } from './orders.deps';
import { type BookCursor, readBookBatch } from './book.repo';
import type { BookFilters } from './book.schemas';
import { advisorOf, assertBookFilters, bookRows } from './book.service';

export const BOOK_CSV_MAX_ROWS = 100_000;
const BATCH = 1_000;

/** YYYY-MM-DD -> DD/MM/YYYY, the format people read dates in. */
const dayMonthYear = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

const COLUMNS: [string, (r: OrderBookRow) => string | number | null][] = [
  ['Order no', (r) => r.order_no],
  ['Placed at (IST)', (r) => istDateTime(r.placed_at)],
  ['Client', (r) => r.client_name],
  ['Client mobile', (r) => r.client_mobile_masked],
  ['Scheme', (r) => r.scheme_name],
  ['Target scheme', (r) => r.target_scheme_name],
  ['Type', (r) => ORDER_TYPE_LABELS[r.order_type]],
  ['Amount (INR)', (r) => (r.amount_paise === null ? null : rupees(r.amount_paise))],
  ['Units', (r) => (r.all_units ? 'All units' : r.units)],
  ['Folio', (r) => r.folio_no],
  ['Expected NAV date', (r) => dayMonthYear(r.expected_nav_date)],
  ['NAV date', (r) => dayMonthYear(r.nav_date)],
  ['NAV', (r) => r.nav],
  ['Status', (r) => ORDER_STATUS_LABELS[r.status]],
  ['Payment', (r) => (r.payment_status ? PAYMENT_STATUS_LABELS[r.payment_status] : null)],
  ['ARN', (r) => r.arn],
  ['EUIN', (r) => r.euin],
  ['Failure reason', (r) => r.failure_reason],
  ['Prepared by', (r) => (r.prepared_by ? actorLabel(r.prepared_by) : null)],
];

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const BOOK_CSV_HEADER = COLUMNS.map(([name]) => name);

/** The file's text in pieces: the header row, then one piece per batch of orders. */
export async function* bookCsvChunks(deps: OrdersDeps, expertId: string, filters: BookFilters): AsyncGenerator<string> {
  yield line(BOOK_CSV_HEADER);
  let cursor: BookCursor | null = null;
  for (let written = 0; written < BOOK_CSV_MAX_ROWS; ) {
    const batch = await readBookBatch(deps.db, expertId, filters, cursor, Math.min(BATCH, BOOK_CSV_MAX_ROWS - written));
    if (batch.length === 0) return;
    const rows = await bookRows(deps, batch);
    yield rows.map((r) => line(COLUMNS.map(([, cell]) => cell(r)))).join('');
    written += batch.length;
    const last = batch[batch.length - 1].order;
    cursor = { placedAt: last.placedAt, id: last.id };
  }
}

/** Checks the caller before the first byte (a refusal must still be a JSON 403), then streams the file. */
export async function bookCsvStream(deps: OrdersDeps, identity: Identity, filters: BookFilters): Promise<ReadableStream<Uint8Array>> {
  const expertId = advisorOf(identity);
  await assertBookFilters(deps, expertId, filters);
  const chunks = bookCsvChunks(deps, expertId, filters);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
