// The portfolio statement (docs/PORTFOLIO.md "Statement"): one PDF with the same totals and holdings as the
// portfolio page (portfolioSummary), the period's transactions (the transaction report's rows) and the financial
// year's capital gains (capitalGains), headed by the investor and the distributor's ARN and EUIN.
import type { Identity } from '../../../auth';
import { InvalidError, NotFoundError } from '../../../domain/errors';
import { financialYear } from '../../../../utils/portfolio/capitalGains';
import { type StatementQuery, STATEMENT_MESSAGES } from '../../../../utils/portfolio/wire';
import { arnLabel } from '../../../../utils/prozone/card';
import { maskPan } from '../../../../utils/validation/kyc';
import { capitalGains } from './gains.service';
import { portfolioSummary } from './holdings.service';
import { type PortfolioDeps, todayIn } from './portfolio.deps';
import { statementPdf, type StatementContent } from './statement.pdf';
import { distributorOf, investorOf } from './statement.repo';
import type { Download } from './transactions.service';
import { reportRows } from './transactions.repo';
import { txnView } from './transactions.view';

export interface StatementDeps extends PortfolioDeps {
  /** The platform's own ARN, for an investor no advisor serves (execution-only, as his orders carry). */
  distributorArn: string;
}

export interface Period {
  from: string;
  to: string;
  fy: string;
}

/** The financial year a day falls in: 2026-03-31 -> 2025-26, 2026-04-01 -> 2026-27. */
export function financialYearOfDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The asked period, or the financial year to date; the capital gains of the asked year, or this one. */
export function statementPeriod(q: StatementQuery, today: string): Period {
  const fy = q.fy ?? financialYearOfDay(today);
  const from = q.from ?? financialYear(financialYearOfDay(q.to ?? today))!.from;
  const to = q.to ?? (from > today ? from : today);
  if (from > to) throw new InvalidError(STATEMENT_MESSAGES.fromAfterTo, { errors: [{ path: 'from', message: STATEMENT_MESSAGES.fromAfterTo }] });
  return { from, to, fy };
}

async function distributorFor(deps: StatementDeps, userId: string, caller: Identity) {
  const expertId = caller.role === 'expert' ? (caller.expertId ?? null) : null;
  const advisor = await distributorOf(deps.db, userId, expertId);
  if (!advisor) return { name: 'ZF (execution only)', arn: arnLabel(deps.distributorArn), euin: null };
  return { name: advisor.name ?? 'Your distributor', arn: arnLabel(advisor.arn), euin: advisor.euin };
}

export async function statementContent(
  deps: StatementDeps,
  userId: string,
  caller: Identity,
  period: Period,
): Promise<StatementContent> {
  const investor = await investorOf(deps.db, userId);
  if (!investor) throw new NotFoundError('This investor does not exist');
  const [summary, rows, gains, distributor] = await Promise.all([
    portfolioSummary(deps, userId),
    reportRows(deps.db, userId, { from: period.from, to: period.to }, null),
    capitalGains(deps, userId, period.fy),
    distributorFor(deps, userId, caller),
  ]);
  return {
    investor: { name: investor.name, maskedPan: investor.pan ? maskPan(investor.pan) : null },
    distributor,
    statementDate: todayIn(deps.now()),
    navDate: summary.nav_date,
    totals: summary.summary,
    internal: summary.internal,
    external: summary.external,
    period: { from: period.from, to: period.to },
    transactions: rows.map((r) => txnView(r, { schemeName: r.schemeName, folioNo: r.folioNo })),
    gains,
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'investor';

export function statementFileName(content: StatementContent): string {
  return `portfolio-statement-${slug(content.investor.name)}-${content.statementDate}.pdf`;
}

export async function statementDownload(deps: StatementDeps, userId: string, caller: Identity, q: StatementQuery): Promise<Download> {
  const content = await statementContent(deps, userId, caller, statementPeriod(q, todayIn(deps.now())));
  const pdf = await statementPdf(content);
  return { body: new Uint8Array(pdf), contentType: 'application/pdf', filename: statementFileName(content) };
}
