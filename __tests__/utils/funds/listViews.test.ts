/**
 * @jest-environment node
 */
// The common views of the fund list are served from the render cache through next.config.js's rewrites. These
// tests run those rewrites with Next's own matcher, so that the query forms people use and the cached paths the
// pages read agree: a common view lands on its cached path, anything else stays on /mutual-funds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { DEFAULT_FUND_FILTERS, fundListHref, parseFundFilters } from '@/utils/funds/filters';
import { listViewPath, listViewPaths, listViewQuery } from '@/utils/funds/listViews';
import type { FilterMeta } from '@/utils/funds/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../../next.config.js');

type Rule = { source: string; destination: string; has?: never[]; missing?: never[] };

const PER_REQUEST = '/mutual-funds/filtered';

type Rewrites = { beforeFiles: Rule[]; afterFiles: Rule[]; fallback: Rule[] };

async function listRules(): Promise<Rule[]> {
  return ((await nextConfig.rewrites()) as Rewrites).afterFiles.filter((rule) => rule.source === '/mutual-funds');
}

/** One rule applied to a path and query as Next does (its own matcher), or null when it does not apply. */
function apply(rule: Rule, pathname: string, query: Record<string, string>) {
  if (pathname !== rule.source) return null;
  const params = matchHas({ headers: {} } as never, query, rule.has, rule.missing);
  if (!params) return null;
  const { parsedDestination } = prepareDestination({ destination: rule.destination, params, query, appendParamsToQuery: true });
  return decodeURI(parsedDestination.pathname!);
}

/**
 * Where GET /mutual-funds?<search> lands: as afterFiles rewrites, the server and the browser's router both stop at the
 * first rule that applies (each destination is a page).
 */
async function rewritten(search: string): Promise<string> {
  const rules = await listRules();
  const query = Object.fromEntries(new URLSearchParams(search));
  return rules.map((rule) => apply(rule, '/mutual-funds', query)).find((to) => to !== null) ?? '/mutual-funds';
}

/** The path the cached page would be asked for (decoded, as the rewrite hands it on), or null. */
function cachedPath(search: string): string | null {
  const path = listViewPath(parseFundFilters(Object.fromEntries(new URLSearchParams(search))));
  return path && decodeURIComponent(path);
}

const COMMON = [
  '',
  'utm_source=newsletter',
  'category=Equity+Scheme',
  'category=Exchange+Traded+Funds+(ETFs)',
  'fund_house=SBI+Mutual+Fund',
  'sort=nav',
  'sort=name&order=asc',
  'order=asc',
  'sort=returns_5y&order=desc',
  'sort=nav&order=sideways',
];
const PER_REQUEST_VIEWS = [
  'page=2',
  'page=1',
  'q=parag',
  'category=Equity+Scheme&fund_house=SBI+Mutual+Fund',
  'category=Equity+Scheme&sub_category=ELSS',
  'category=Equity+Scheme&sort=nav',
  'fund_house=SBI+Mutual+Fund&plan=Direct',
  'plan=Direct',
  'option=IDCW',
  'sort=relevance',
  'sort=NAV',
  'order=sideways',
  'amc=sbi-mutual-fund',
  'category=Income%2FDebt+Oriented+Schemes',
];

describe('the fund list views served from the render cache', () => {
  it.each(COMMON)('rewrites /mutual-funds?%s to the cached path of that view', async (search) => {
    const path = cachedPath(search);
    expect(path).not.toBeNull();
    expect(await rewritten(search)).toBe(path);
  });

  it.each(PER_REQUEST_VIEWS)('sends /mutual-funds?%s to the page rendered per request', async (search) => {
    // Some of these spell a cached view another way (page=1, sort=NAV): rendered per request, they show the same.
    expect(await rewritten(search)).toBe(PER_REQUEST);
  });

  it('leaves every page file alone: the list rules are afterFiles, which Next tries only for a path that is no page file', async () => {
    // As beforeFiles, Next's page handler compiled all twenty rules on every request of every page (/about, /, …).
    const { beforeFiles, afterFiles } = (await nextConfig.rewrites()) as Rewrites;
    expect(beforeFiles.filter((rule) => rule.source === '/mutual-funds')).toEqual([]);
    expect(afterFiles.filter((rule) => rule.source === '/mutual-funds').length).toBeGreaterThan(0);
    // …which holds only while /mutual-funds itself is no page file: a page there would win over every rule.
    const pages = path.join(__dirname, '../../../pages');
    for (const file of ['mutual-funds.tsx', 'mutual-funds/index.tsx']) expect([file, existsSync(path.join(pages, file))]).toEqual([file, false]);
    expect(existsSync(path.join(pages, 'mutual-funds/[[...slug]].tsx'))).toBe(true);
  });

  it('uses only conditions the browser’s router also reads (it ignores `missing`)', async () => {
    for (const rule of await listRules()) expect(rule.missing).toBeUndefined();
  });

  it('passes the checks next build makes of rewrites', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { checkCustomRoutes } = require('next/dist/lib/load-custom-routes') as { checkCustomRoutes: (routes: Rule[], type: string) => void };
    const { beforeFiles, afterFiles } = (await nextConfig.rewrites()) as Rewrites;
    expect(afterFiles.length).toBeGreaterThan(0);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('next build would stop here');
    }) as never);
    try {
      expect(() => checkCustomRoutes([...beforeFiles, ...afterFiles], 'rewrite')).not.toThrow();
    } finally {
      exit.mockRestore();
    }
  });

  it('reads back, from each cached path, the view it stands for', () => {
    for (const search of COMMON) {
      const filters = parseFundFilters(Object.fromEntries(new URLSearchParams(search)));
      if (listViewPath(filters) === '/mutual-funds') continue; // the plain list is a page of its own
      const segments = listViewPath(filters)!.split('/').slice(3).map(decodeURIComponent);
      expect(parseFundFilters(listViewQuery(segments)!)).toEqual(filters);
    }
  });

  it('has no view for paths that were never written by the rewrites', () => {
    for (const segments of [[], ['category'], ['sort', 'nav'], ['sort', 'relevance', 'desc'], ['sort', 'nav', 'up'], ['page', '2'], ['fund_house', 'X', 'extra']]) {
      expect(listViewQuery(segments)).toBeNull();
    }
  });

  it('lists every view the data has, for the import to rebuild', () => {
    const meta: FilterMeta = {
      categories: [
        { category: 'Equity Scheme', count: 2, sub_categories: [] },
        { category: 'Income/Debt Oriented Schemes', count: 1, sub_categories: [] },
      ],
      fund_houses: [{ fund_house: 'SBI Mutual Fund', count: 3 }],
      plans: [],
      options: [],
    };
    const paths = listViewPaths(meta);
    expect(paths).toContain('/mutual-funds');
    expect(paths).toContain('/mutual-funds/view/category/Equity%20Scheme');
    expect(paths).toContain('/mutual-funds/view/fund_house/SBI%20Mutual%20Fund');
    expect(paths).toContain('/mutual-funds/view/sort/name/asc');
    // returns/desc is the plain list itself; a category with a slash stays per request.
    expect(paths).toHaveLength(1 + 1 + 1 + 5 * 2 - 1);
    expect(fundListHref(DEFAULT_FUND_FILTERS)).toBe('/mutual-funds');
  });
});
