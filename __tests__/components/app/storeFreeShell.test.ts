// Issue 17 (a lighter shell): redux, its toolkit and the slices are not part of the app shell nor of the public
// pages marked store-free; they load with the first page or widget that uses the store. This reads the import
// graph of the sources, so a new static import that brings redux into the shell fails here, not only in the bench.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, rel, staticGraph } from '../../support/moduleGraph';

const REDUX = ['@reduxjs/toolkit', 'react-redux', 'redux', 'redux-persist', 'immer', 'reselect'];
const STORE_PROVIDER = path.join(ROOT, 'components/app/StoreProvider.tsx');

const STORE_FREE_PAGES = [
  'pages/index.tsx',
  'pages/about.tsx',
  'pages/mutual-funds/[[...slug]].tsx',
  'pages/mutual-funds/filtered.tsx',
  'pages/mutual-funds/view/[[...view]].tsx',
];

/** What of redux (packages, files of store/) a module loads with it. */
function reduxIn(entry: string): string[] {
  return [...staticGraph(entry).modules]
    .filter((m) => REDUX.includes(m) || rel(m).startsWith('store/'))
    .map(rel);
}

/** A module that brings the store itself: the provider, or a widget that wraps its export in withStore. */
function bringsStore(file: string): boolean {
  return file === STORE_PROVIDER || /export default withStore\(/.test(fs.readFileSync(file, 'utf8'));
}

/**
 * Every module that `entry` may load later (through any depth of import(…)) and that uses the store without
 * bringing it: such a widget would render with no store above it on a store-free page and fail.
 */
function lazyWithoutStore(entry: string): string[] {
  const seen = new Set<string>();
  const failures: string[] = [];
  const visit = (file: string) => {
    for (const target of staticGraph(file).lazy) {
      if (seen.has(target) || !path.isAbsolute(target)) continue;
      seen.add(target);
      // store/ modules (thunks, apis) render nothing: whoever loads one dispatches to a store it holds.
      if (bringsStore(target) || rel(target).startsWith('store/')) continue;
      if (reduxIn(target).length > 0) failures.push(rel(target));
      else visit(target);
    }
  };
  visit(entry);
  return failures;
}

describe('the app shell and the store-free pages', () => {
  it('load no redux with the shell (_app, the layout, the header)', () => {
    expect(reduxIn(path.join(ROOT, 'pages/_app.tsx'))).toEqual([]);
  });

  it.each(STORE_FREE_PAGES)('%s loads no redux with it, and is marked store-free', (page) => {
    const file = path.join(ROOT, page);
    expect(reduxIn(file)).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/\.storeFree = true/);
  });

  it.each(['pages/_app.tsx', ...STORE_FREE_PAGES])(
    'whatever %s loads later and uses the store brings the store with it (withStore)',
    (page) => {
      expect(lazyWithoutStore(path.join(ROOT, page))).toEqual([]);
    },
  );

  it("brings no store with the fund page's NAV chart, the one widget an anonymous visitor's fund page loads", () => {
    const chart = path.join(ROOT, 'components/funds/NavChart.tsx');
    expect(bringsStore(chart)).toBe(false);
    expect(reduxIn(chart)).toEqual([]);
    // Nor the API clients, now or later: axios and the whole HTTP layer for one GET.
    const { modules, lazy } = staticGraph(chart);
    const reachable = [...modules, ...[...lazy].flatMap((m) => (path.isAbsolute(m) ? [...staticGraph(m).modules] : [m]))];
    expect(reachable.filter((m) => m === 'axios')).toEqual([]);
  });

  it('sees redux where it is: a page that uses the store, and the provider', () => {
    // The check above would pass vacuously if the graph missed imports.
    expect(reduxIn(path.join(ROOT, 'pages/cart/summary.tsx')).length).toBeGreaterThan(0);
    expect(reduxIn(STORE_PROVIDER)).toEqual(expect.arrayContaining(['react-redux', '@reduxjs/toolkit']));
  });
});
