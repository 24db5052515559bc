// Contract-shaped handlers for the portfolio calls of docs/PORTFOLIO.md over the fixtures of portfolioFixtures.ts.
// Asha (u-1) has holdings, Vikram (u-3) none, any other id is someone else's (404, as if it did not exist). Tests add them with
// serveFeature(portfolioHandlers, resetPortfolio).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ClientRow, SchemeHolding } from '@/services/portfolio.types';
import { authed } from '../session';
import { at } from './at';
import {
  ASHA,
  EMPTY_SUMMARY,
  VIKRAM,
  clients,
  externalHoldings,
  folioDetailOf,
  summaryOf,
  transactions,
} from './portfolioFixtures';

export * from './portfolioFixtures';

export const portfolioMock = {
  /** Asha's imported holdings (none until a CAS is imported). */
  external: [] as SchemeHolding[],
  /** Each call's path and query, for tests that check what was asked. */
  calls: [] as { path: string; query: Record<string, string> }[],
};

export function resetPortfolio() {
  portfolioMock.external = [];
  portfolioMock.calls = [];
}

const ok = (data: JsonBodyType) => HttpResponse.json({ status: 'success', data });
const failed = (message: string, status: number) => HttpResponse.json({ status: 'failed', message }, { status });
const forbidden = () => failed('Not found', 404);

function record(request: Request, path: string) {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  portfolioMock.calls.push({ path, query });
  return query;
}

const known = (id: string) => id === ASHA || id === VIKRAM;

function download(format: string, name: string) {
  const type = format === 'pdf' ? 'application/pdf' : 'text/csv';
  const body = format === 'pdf' ? '%PDF-1.4 demo' : 'date,type,amount\n2026-11-05,sip,5000.00\n';
  return new HttpResponse(body, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}.${format}"` },
  });
}

const CLIENT_SORT: Record<string, (c: ClientRow) => string | number> = {
  name: (c) => c.name,
  current_value: (c) => c.current_value_paise,
  gain: (c) => c.gain_paise,
  invested: (c) => c.invested_paise,
};

export const portfolioHandlers = [
  http.get(
    at('node', '/portfolio/summary/:id'),
    authed(({ params, request }) => {
      const query = record(request, 'summary');
      const id = String(params.id);
      if (!known(id)) return forbidden();
      if (id === VIKRAM) return ok(EMPTY_SUMMARY);
      return ok(summaryOf(portfolioMock.external, query.refresh === '1' ? '2026-11-21T10:30:00.000Z' : undefined));
    }),
  ),
  http.get(
    at('node', '/portfolio/folio/:folioId'),
    authed(({ params, request }) => {
      const query = record(request, 'folio');
      const detail = folioDetailOf(String(params.folioId), query.scheme_code ?? '');
      return detail ? ok(detail) : failed('No such folio', 404);
    }),
  ),
  http.get(
    at('node', '/portfolio/transactions/:id'),
    authed(({ params, request }) => {
      const query = record(request, 'transactions');
      if (!known(String(params.id))) return forbidden();
      if (query.format === 'csv' || query.format === 'pdf') return download(query.format, 'transactions');
      const mine = params.id === ASHA ? transactions : [];
      const items = mine.filter(
        (t) =>
          (!query.from || t.txn_date >= query.from) &&
          (!query.to || t.txn_date <= query.to) &&
          (!query.type || t.txn_type === query.type) &&
          (!query.scheme_code || String(t.scheme_code) === query.scheme_code),
      );
      const page = Number(query.page ?? 1);
      const size = Number(query.page_size ?? 20);
      return ok({ items: items.slice((page - 1) * size, page * size), total: items.length, page, page_size: size });
    }),
  ),
  http.get(
    at('node', '/portfolio/capital-gains/:id'),
    authed(({ params, request }) => {
      const query = record(request, 'capital-gains');
      if (!known(String(params.id))) return forbidden();
      if (query.format === 'csv' || query.format === 'pdf') return download(query.format, `capital-gains-${query.fy}`);
      const rows =
        params.id === ASHA && query.fy === '2025-26'
          ? [
              { scheme_name: 'Axis ELSS Tax Saver Fund - Direct Growth', folio_no: '9103845/12', sell_date: '2025-09-10', units: '50.0000', sale_value_paise: 450_000, buy_date: '2022-04-05', cost_paise: 300_000, actual_cost_paise: 300_000, grandfathered: false, gain_paise: 150_000, term: 'long', asset: 'equity', stamp_duty_paise: 15, exit_load_paise: 0 },
              { scheme_name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth', folio_no: '2211903/45', sell_date: '2026-01-15', units: '10.0000', sale_value_paise: 200_000, buy_date: '2025-06-05', cost_paise: 180_000, actual_cost_paise: 180_000, grandfathered: false, gain_paise: 20_000, term: 'short', asset: 'equity', stamp_duty_paise: 9, exit_load_paise: 2_000 },
              // Bought before 1 Feb 2018 and sold for less than its 31 Jan 2018 value: cost lifted to the sale value.
              { scheme_name: 'HDFC Balanced Advantage Fund - Regular Growth', folio_no: '2211903/45', sell_date: '2025-10-01', units: '20.0000', sale_value_paise: 300_000, buy_date: '2017-05-02', cost_paise: 300_000, actual_cost_paise: 150_000, grandfathered: true, gain_paise: 0, term: 'long', asset: 'equity', stamp_duty_paise: 0, exit_load_paise: 0 },
            ]
          : [];
      const sum = (term: string) => rows.filter((r) => r.term === term).reduce((s, r) => s + r.gain_paise, 0);
      return ok({ fy: query.fy, rows, totals: { short_term_paise: sum('short'), long_term_paise: sum('long') } });
    }),
  ),
  http.get(
    at('node', '/portfolio/listing'),
    authed(({ request }) => {
      const query = record(request, 'listing');
      const search = (query.search ?? '').toLowerCase();
      const found = clients.filter(
        (c) => !search || c.name.toLowerCase().includes(search) || c.mobile_no.includes(search) || c.pan_last4 === search,
      );
      const key = CLIENT_SORT[query.sort ?? 'current_value'] ?? CLIENT_SORT.current_value;
      const sign = query.order === 'asc' ? 1 : -1;
      const sorted = [...found].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
      const page = Number(query.page ?? 1);
      const size = Number(query.page_size ?? 25);
      return ok({ items: sorted.slice((page - 1) * size, page * size), total: found.length, page, page_size: size });
    }),
  ),
  http.get(
    at('node', '/portfolio/statement/:id'),
    authed(({ params, request }) => {
      const query = record(request, 'statement');
      if (!known(String(params.id))) return forbidden();
      if (query.from && query.to && query.from > query.to) return failed('The period must start on or before its last day', 400);
      return download('pdf', 'portfolio-statement');
    }),
  ),
  http.post(
    at('node', '/portfolio/statement/:id/link'),
    authed(async ({ params, request }) => {
      record(request, 'statement-link');
      if (!known(String(params.id))) return forbidden();
      const body = (await request.json()) as Record<string, string>;
      portfolioMock.calls.push({ path: 'statement-link-body', query: body });
      return HttpResponse.json(
        { status: 'success', data: { path: `/statement/${'t'.repeat(43)}`, expires_at: '2026-11-30T10:00:00.000Z', ...body } },
        { status: 201 },
      );
    }),
  ),
  http.post(
    at('node', '/portfolio/external/import/:id'),
    authed(async ({ params, request }) => {
      record(request, 'import');
      if (!known(String(params.id))) return forbidden();
      const file = (await request.formData()).get('file');
      const text = file instanceof Blob ? await file.text() : '';
      if (!text.includes('folio_no')) return failed('This file is not a CAS we can read: the header row is missing', 400);
      if (text.includes('ZZZZZ9999Z')) return failed('This statement belongs to another investor (PAN does not match)', 400);
      portfolioMock.external = externalHoldings;
      return ok({ imported: { folios: 1, schemes: 1, transactions: 4 }, external: externalHoldings });
    }),
  ),
];
