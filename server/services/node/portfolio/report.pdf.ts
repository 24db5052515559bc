// PDF statements (transactions, capital gains) built with pdfkit: a heading with the investor and the period,
// a table, and the totals. The standard Helvetica font has no rupee sign, so amounts are written "Rs.".
// The portfolio statement (statement.pdf.ts) draws its tables with the same row helper.
import PDFDocument from 'pdfkit';
import { istDateTime } from '@/utils/dates/ist';

export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  title: string;
  investor: string;
  period: string;
  columns: PdfColumn[];
  rows: string[][];
  totals: [string, string][];
}

export const MARGIN = 36;
const ROW_GAP = 4;

/** The document's bytes once `doc.end()` is called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** One table row at the left margin; a row that does not fit above the bottom margin starts a new page. */
export function tableRow(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], cells: readonly string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 4 }));
  const height = Math.max(...heights) + ROW_GAP;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const col = columns[i];
    doc.text(cell, x, y, { width: col.width - 4, align: col.align ?? 'left' });
    x += col.width;
  });
  doc.x = MARGIN;
  doc.y = y + height;
}

export function pdfStatement(table: PdfTable, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: table.title } });
  const done = pdfBytes(doc);

  doc.font('Helvetica-Bold').fontSize(16).text(table.title);
  doc.font('Helvetica').fontSize(10).text(`Investor: ${table.investor}`).text(`Period: ${table.period}`);
  // Indian time, as every time the investor reads (the server's clock is UTC).
  doc.text(`Generated: ${istDateTime(generatedAt)} IST`).moveDown();

  tableRow(
    doc,
    table.columns,
    table.columns.map((c) => c.label),
    true,
  );
  if (table.rows.length === 0) doc.font('Helvetica').fontSize(9).text('No transactions in this period.');
  table.rows.forEach((cells) => tableRow(doc, table.columns, cells));
  doc.moveDown();
  for (const [label, value] of table.totals) doc.font('Helvetica-Bold').fontSize(10).text(`${label}: ${value}`);
  doc.end();
  return done;
}

/** Rupees with Indian digit grouping, e.g. Rs. 1,23,456.70 (negative amounts keep their sign). */
export function pdfRupees(paise: number): string {
  return `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
