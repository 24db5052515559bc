// The portfolio statement as a PDF (pdfkit, as the other statements): a header with the investor, the distributor
// (ARN, EUIN) and the dates; the totals; holdings; the period's transactions; the financial year's capital gains;
// and on every page a footer with the risk line. Helvetica has no rupee sign: amounts are written "Rs.".
import PDFDocument from 'pdfkit';
import { MF_RISK_LINE } from '../../../../utils/riskLine';
import type { SchemeHolding, Totals } from '../../../../utils/portfolio/valuation';
import type { CapitalGainsStatement } from '../../../../utils/portfolio/capitalGains';
import { MARGIN, type PdfColumn, pdfBytes, pdfRupees, tableRow } from './report.pdf';
import type { Txn } from './transactions.view';

export interface StatementContent {
  investor: { name: string; maskedPan: string | null };
  distributor: { name: string; arn: string | null; euin: string | null };
  statementDate: string;
  navDate: string | null;
  totals: Totals;
  internal: SchemeHolding[];
  external: SchemeHolding[];
  period: { from: string; to: string };
  transactions: Txn[];
  gains: CapitalGainsStatement;
}

const FOOTER_SPACE = 40;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-08-21' -> '21-Aug-2026' (the house's date for statements and NAVs); '-' when there is none. */
export function statementDay(iso: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}-${MONTHS[Number(m[2]) - 1]}-${m[1]}` : '-';
}

/** 12.3456 -> '12.35%'; null -> 'not available' (never 0 %: DOMAIN.md). */
export const pdfPercent = (pct: number | null) => (pct === null ? 'not available' : `${pct.toFixed(2)}%`);

const HOLDING_COLUMNS: PdfColumn[] = [
  { label: 'Scheme (plan, option)', width: 230 },
  { label: 'Folio', width: 95 },
  { label: 'Units', width: 70, align: 'right' },
  { label: 'Cost', width: 95, align: 'right' },
  { label: 'Value', width: 95, align: 'right' },
  { label: 'Gain', width: 95, align: 'right' },
  { label: 'XIRR', width: 85, align: 'right' },
];

const TXN_COLUMNS: PdfColumn[] = [
  { label: 'Date', width: 65 },
  { label: 'Type', width: 70 },
  { label: 'Scheme', width: 230 },
  { label: 'Folio', width: 90 },
  { label: 'NAV', width: 65, align: 'right' },
  { label: 'Units', width: 70, align: 'right' },
  { label: 'Amount', width: 90, align: 'right' },
  { label: 'Stamp duty', width: 85, align: 'right' },
];

const GAIN_COLUMNS: PdfColumn[] = [
  { label: 'Scheme', width: 210 },
  { label: 'Folio', width: 80 },
  { label: 'Term', width: 70 },
  { label: 'Bought', width: 65 },
  { label: 'Sold', width: 65 },
  { label: 'Units', width: 60, align: 'right' },
  { label: 'Sale value', width: 80, align: 'right' },
  { label: 'Cost', width: 80, align: 'right' },
  { label: 'Gain', width: 75, align: 'right' },
];

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, MARGIN).moveDown(0.3);
}

function holdingRows(holdings: readonly SchemeHolding[]): string[][] {
  return holdings.map((h) => [
    h.scheme_name,
    h.folioLevel.map((f) => f.folio_no).join(', '),
    h.units,
    pdfRupees(h.net_cost),
    pdfRupees(h.current_value),
    pdfRupees(h.gain_or_loss),
    pdfPercent(h.xirr_pct),
  ]);
}

function table(doc: PDFKit.PDFDocument, columns: PdfColumn[], rows: string[][], empty: string) {
  tableRow(doc, columns, columns.map((c) => c.label), true);
  if (rows.length === 0) doc.font('Helvetica').fontSize(9).text(empty, MARGIN);
  for (const cells of rows) tableRow(doc, columns, cells);
}

function header(doc: PDFKit.PDFDocument, s: StatementContent) {
  doc.font('Helvetica-Bold').fontSize(16).text('Portfolio statement');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Investor: ${s.investor.name}${s.investor.maskedPan ? `   PAN: ${s.investor.maskedPan}` : ''}`);
  const arn = s.distributor.arn ? `ARN: ${s.distributor.arn}` : 'ARN: -';
  doc.text(`Distributor: ${s.distributor.name}   ${arn}   EUIN: ${s.distributor.euin ?? '-'}`);
  doc.text(`Statement date: ${statementDay(s.statementDate)}   Values at NAV of: ${statementDay(s.navDate)}`);
  doc.text(
    `Transactions from ${statementDay(s.period.from)} to ${statementDay(s.period.to)}   Capital gains: financial year ${s.gains.fy}`,
  );
}

function totals(doc: PDFKit.PDFDocument, t: Totals) {
  heading(doc, 'Portfolio totals');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Total invested: ${pdfRupees(t.invested_paise)}`);
  doc.text(`Total current value: ${pdfRupees(t.current_value_paise)}`);
  doc.text(`Total gain: ${pdfRupees(t.gain_paise)}`);
  doc.text(`Absolute return: ${pdfPercent(t.absolute_return_pct)}`);
  doc.text(`XIRR: ${pdfPercent(t.xirr_pct)}`);
}

/** The risk line and the page number at the foot of every page (drawn once all pages exist). */
function footers(doc: PDFKit.PDFDocument, distributor: StatementContent['distributor']) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start another page
    const y = doc.page.height - MARGIN - 22;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica').fontSize(8).fillColor('#333333');
    doc.text(MF_RISK_LINE, MARGIN, y, { width, lineBreak: false });
    const arn = distributor.arn ? `, ${distributor.arn}` : '';
    doc.text(`AMFI-registered Mutual Fund Distributor: ${distributor.name}${arn}. Page ${i + 1} of ${range.count}`, MARGIN, y + 11, {
      width,
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function statementPdf(s: StatementContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: { Title: `Portfolio statement of ${s.investor.name}` },
  });
  const done = pdfBytes(doc);
  header(doc, s);
  totals(doc, s.totals);
  heading(doc, 'Holdings through ZF');
  table(doc, HOLDING_COLUMNS, holdingRows(s.internal), 'No holdings through ZF.');
  if (s.external.length > 0) {
    heading(doc, 'Holdings elsewhere (imported from a consolidated account statement)');
    table(doc, HOLDING_COLUMNS, holdingRows(s.external), '');
  }
  heading(doc, `Transactions from ${statementDay(s.period.from)} to ${statementDay(s.period.to)}`);
  const txns = s.transactions.map((t) => [
    statementDay(t.txn_date),
    t.txn_type.replace(/_/g, ' '),
    t.scheme_name,
    t.folio_no,
    t.nav,
    t.units,
    pdfRupees(t.amount_paise),
    pdfRupees(t.stamp_duty_paise),
  ]);
  table(doc, TXN_COLUMNS, txns, 'No transactions in this period.');
  heading(doc, `Capital gains, financial year ${s.gains.fy}`);
  const gains = s.gains.rows.map((r) => [
    r.scheme_name,
    r.folio_no,
    `${r.term === 'short' ? 'Short' : 'Long'}, ${r.asset}`,
    statementDay(r.buy_date),
    statementDay(r.sell_date),
    r.units,
    pdfRupees(r.sale_value_paise),
    pdfRupees(r.cost_paise),
    pdfRupees(r.gain_paise),
  ]);
  table(doc, GAIN_COLUMNS, gains, `No units were sold in financial year ${s.gains.fy}.`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10);
  doc.text(`Short-term gains: ${pdfRupees(s.gains.totals.short_term_paise)}`, MARGIN);
  doc.text(`Long-term gains: ${pdfRupees(s.gains.totals.long_term_paise)}`, MARGIN);
  footers(doc, s.distributor);
  doc.end();
  return done;
}
