// The transaction report: a page of JSON, or every matching row as a CSV or PDF download.
import { NotFoundError } from '../../../domain/errors';
import type { PortfolioDeps } from './portfolio.deps';
import { todayIn } from './portfolio.deps';
import { investorName } from './portfolio.repo';
import type { TransactionsQuery } from './portfolio.schemas';
import { rupees, toCsv } from './report.csv';
import { pdfRupees, pdfStatement } from './report.pdf';
import { type ReportRow, reportCount, reportRows } from './transactions.repo';
import { type Txn, txnView } from './transactions.view';

const MONEY_IN = new Set(['purchase', 'sip', 'switch_in', 'stp_in']);
const MONEY_OUT = new Set(['redemption', 'switch_out', 'stp_out', 'swp', 'dividend_payout']);

const view = (r: ReportRow): Txn => txnView(r, { schemeName: r.schemeName, folioNo: r.folioNo });

export async function transactionsPage(deps: PortfolioDeps, userId: string, q: TransactionsQuery) {
  const [rows, total] = await Promise.all([
    reportRows(deps.db, userId, q, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
    reportCount(deps.db, userId, q),
  ]);
  return { items: rows.map(view), total, page: q.page, page_size: q.page_size };
}

export interface Download {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  filename: string;
}

function totalsOf(items: readonly Txn[]) {
  const sum = (types: Set<string>) => items.filter((t) => types.has(t.txn_type)).reduce((s, t) => s + t.amount_paise, 0);
  return {
    invested: sum(MONEY_IN),
    withdrawn: sum(MONEY_OUT),
    stampDuty: items.reduce((s, t) => s + t.stamp_duty_paise, 0),
    exitLoad: items.reduce((s, t) => s + t.exit_load_paise, 0),
  };
}

const CSV_HEADER = ['Date', 'Type', 'Scheme code', 'Scheme', 'Folio', 'NAV', 'Units', 'Amount (Rs.)', 'Stamp duty (Rs.)', 'Exit load (Rs.)'];

export async function transactionsDownload(
  deps: PortfolioDeps,
  userId: string,
  q: TransactionsQuery,
  format: 'csv' | 'pdf',
): Promise<Download> {
  const name = await investorName(deps.db, userId);
  if (name === undefined) throw new NotFoundError('This investor does not exist');
  const items = (await reportRows(deps.db, userId, q, null)).map(view);
  const period = `${q.from ?? 'the first transaction'} to ${q.to ?? todayIn(deps.now())}`;
  const filename = `transactions-${q.from ?? 'start'}-${q.to ?? todayIn(deps.now())}.${format}`;
  if (format === 'csv') {
    const rows = items.map((t) => [
      t.txn_date,
      t.txn_type,
      t.scheme_code,
      t.scheme_name,
      t.folio_no,
      t.nav,
      t.units,
      rupees(t.amount_paise),
      rupees(t.stamp_duty_paise),
      rupees(t.exit_load_paise),
    ]);
    return { body: toCsv(CSV_HEADER, rows), contentType: 'text/csv; charset=utf-8', filename };
  }
  const totals = totalsOf(items);
  const pdf = await pdfStatement(
    {
      title: 'Transaction statement',
      investor: name,
      period,
      columns: [
        { label: 'Date', width: 62 },
        { label: 'Type', width: 70 },
        { label: 'Scheme', width: 190 },
        { label: 'Folio', width: 90 },
        { label: 'NAV', width: 60, align: 'right' },
        { label: 'Units', width: 70, align: 'right' },
        { label: 'Amount', width: 90, align: 'right' },
        { label: 'Stamp duty', width: 60, align: 'right' },
        { label: 'Exit load', width: 60, align: 'right' },
      ],
      rows: items.map((t) => [
        t.txn_date,
        t.txn_type,
        t.scheme_name,
        t.folio_no,
        t.nav,
        t.units,
        pdfRupees(t.amount_paise),
        pdfRupees(t.stamp_duty_paise),
        pdfRupees(t.exit_load_paise),
      ]),
      totals: [
        ['Transactions', String(items.length)],
        ['Invested', pdfRupees(totals.invested)],
        ['Withdrawn', pdfRupees(totals.withdrawn)],
        ['Stamp duty', pdfRupees(totals.stampDuty)],
        ['Exit load', pdfRupees(totals.exitLoad)],
      ],
    },
    deps.now(),
  );
  return { body: new Uint8Array(pdf), contentType: 'application/pdf', filename };
}
