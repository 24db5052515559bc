// The capital-gains statement of a financial year: every sale matched FIFO to its lots (utils/portfolio), in
// JSON or as a CSV or PDF download.
import {
  GRANDFATHERING_DATE,
  type SaleMatch,
  capitalGainsStatement,
  saleMatchesOf,
} from '../../../../utils/portfolio/capitalGains';
import { buildLots } from '../../../../utils/portfolio/lots';
import { NotFoundError } from '../../../domain/errors';
import { fullCategory, toPortfolioTxn } from './holdings.valuation';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { investorName, latestQuotes, ledgerOf, navsOn, positionsOf } from './portfolio.repo';
import { rupees, toCsv } from './report.csv';
import { pdfRupees, pdfStatement } from './report.pdf';
import type { Download } from './transactions.service';

export async function capitalGains(deps: PortfolioDeps, userId: string, fy: string) {
  const [positions, ledger] = await Promise.all([positionsOf(deps.db, userId), ledgerOf(deps.db, userId)]);
  const codes = [...new Set(positions.map((p) => p.schemeCode))];
  const [quotes, grandfatheringNavs] = await Promise.all([
    latestQuotes(deps.db, codes, todayIn(deps.now())),
    navsOn(deps.db, codes, GRANDFATHERING_DATE),
  ]);
  const matches: SaleMatch[] = positions.flatMap((p) => {
    const txns = ledger.filter((t) => t.folioId === p.folioId && t.schemeCode === p.schemeCode).map(toPortfolioTxn);
    const quote = quotes.get(p.schemeCode);
    return saleMatchesOf(buildLots(txns).realised, {
      scheme_name: quote?.schemeName ?? `Scheme ${p.schemeCode}`,
      folio_no: p.folioNo,
      category: fullCategory(quote),
      nav_31_jan_2018: grandfatheringNavs.get(p.schemeCode) ?? null,
    });
  });
  return capitalGainsStatement(fy, matches);
}

const CSV_HEADER = [
  'Scheme',
  'Folio',
  'Asset',
  'Term',
  'Buy date',
  'Sell date',
  'Units',
  'Sale value (Rs.)',
  'Cost (Rs.)',
  'Actual cost (Rs.)',
  'Stamp duty (Rs.)',
  'Exit load (Rs.)',
  'Gain (Rs.)',
];

export async function capitalGainsDownload(
  deps: PortfolioDeps,
  userId: string,
  fy: string,
  format: 'csv' | 'pdf',
): Promise<Download> {
  const name = await investorName(deps.db, userId);
  if (name === undefined) throw new NotFoundError('This investor does not exist');
  const statement = await capitalGains(deps, userId, fy);
  const filename = `capital-gains-${fy}.${format}`;
  const cells = statement.rows.map((r) => [
    r.scheme_name,
    r.folio_no,
    r.asset,
    r.term,
    r.buy_date,
    r.sell_date,
    r.units,
  ]);
  if (format === 'csv') {
    const rows = statement.rows.map((r, i) => [
      ...cells[i],
      rupees(r.sale_value_paise),
      rupees(r.cost_paise),
      rupees(r.actual_cost_paise),
      rupees(r.stamp_duty_paise),
      rupees(r.exit_load_paise),
      rupees(r.gain_paise),
    ]);
    return { body: toCsv(CSV_HEADER, rows), contentType: 'text/csv; charset=utf-8', filename };
  }
  const pdf = await pdfStatement(
    {
      title: `Capital gains statement, financial year ${fy}`,
      investor: name,
      period: `${statement.from} to ${statement.to}`,
      columns: [
        { label: 'Scheme', width: 190 },
        { label: 'Folio', width: 70 },
        { label: 'Asset', width: 40 },
        { label: 'Term', width: 35 },
        { label: 'Bought', width: 58 },
        { label: 'Sold', width: 58 },
        { label: 'Units', width: 55, align: 'right' },
        { label: 'Sale value', width: 75, align: 'right' },
        { label: 'Cost', width: 75, align: 'right' },
        { label: 'Exit load', width: 55, align: 'right' },
        { label: 'Gain', width: 75, align: 'right' },
      ],
      rows: statement.rows.map((r, i) => [
        ...cells[i],
        pdfRupees(r.sale_value_paise),
        pdfRupees(r.cost_paise),
        pdfRupees(r.exit_load_paise),
        pdfRupees(r.gain_paise),
      ]),
      totals: [
        ['Short-term gains', pdfRupees(statement.totals.short_term_paise)],
        ['Long-term gains', pdfRupees(statement.totals.long_term_paise)],
      ],
    },
    deps.now(),
  );
  return { body: new Uint8Array(pdf), contentType: 'application/pdf', filename };
}
