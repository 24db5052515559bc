// Each view as one CSV table (one header row): the section a line belongs to, what it names, a count where the
// view has one, and an amount in rupees. Cells are quoted and guarded against formulas by toCsv.
import { rupees, toCsv } from '../../node/portfolio/report.csv';
import type { aumView, clientsView, commissionsView, sipsView, summaryView, transactionsView } from './reports.service';

type Line = [section: string, name: string, count: number | null, amountPaise: number | null];
const HEADER = ['section', 'name', 'count', 'amount_rupees'];

const table = (lines: Line[]) =>
  toCsv(HEADER, lines.map(([section, name, count, amount]) => [section, name, count, amount === null ? null : rupees(amount)]));

export const summaryCsv = (v: Awaited<ReturnType<typeof summaryView>>) =>
  table([
    ['summary', 'AUM', null, v.aum_paise],
    ['summary', 'Clients', v.clients, null],
    ['summary', 'Active SIPs', v.active_sips, v.sip_book_paise],
    ['summary', 'Commission last month', null, v.commission_last_month_paise],
  ]);

export const aumCsv = (v: Awaited<ReturnType<typeof aumView>>) =>
  table([
    ...v.series.map((r): Line => ['month', r.month, null, r.aum_paise]),
    ...v.by_category.map((r): Line => ['category', r.name, null, r.aum_paise]),
    ...v.by_fund_house.map((r): Line => ['fund house', r.name, null, r.aum_paise]),
    ...v.by_client.map((r): Line => ['client', r.name, null, r.aum_paise]),
  ]);

export const sipsCsv = (v: Awaited<ReturnType<typeof sipsView>>) =>
  table([
    ['book', 'Active', v.active, v.book_paise],
    ['book', 'Paused', v.paused, null],
    ['book', 'Ending in 90 days', v.ending_90d, null],
    ['book', 'Bounced in the period', v.bounced, null],
    ['book', 'New this month', v.new_this_month, null],
    ['book', 'Step-ups due in 30 days', v.step_ups_due_30d, null],
    ...v.series.flatMap((r): Line[] => [
      ['started', r.month, r.started, null],
      ['cancelled', r.month, r.cancelled, null],
      ['monthly book', r.month, null, r.book_paise],
    ]),
  ]);

export const clientsCsv = (v: Awaited<ReturnType<typeof clientsView>>) =>
  table([
    ['clients', 'Total', v.total, null],
    ...v.by_aum_band.map((r): Line => ['aum band', r.band, r.clients, r.aum_paise]),
    ...v.by_activity.map((r): Line => ['activity', r.activity, r.clients, null]),
    ...v.by_kyc_status.map((r): Line => ['kyc status', r.status, r.clients, null]),
  ]);

export const transactionsCsv = (v: Awaited<ReturnType<typeof transactionsView>>) =>
  table([
    ...v.series.map((r): Line => [`${r.month}`, r.type, r.count, r.amount_paise]),
    ...v.totals.map((r): Line => ['total', r.type, r.count, r.amount_paise]),
  ]);

export const commissionsCsv = (v: Awaited<ReturnType<typeof commissionsView>>) =>
  table([
    ...v.series.map((r): Line => ['month', r.month, null, r.amount_paise]),
    ...v.by_fund_house.map((r): Line => ['fund house', r.name, null, r.amount_paise]),
    ...v.by_scheme.map((r): Line => ['scheme', r.name, null, r.amount_paise]),
    ...v.by_client.map((r): Line => ['client', r.name, null, r.amount_paise]),
    ['total', 'Commission', null, v.total_paise],
  ]);
