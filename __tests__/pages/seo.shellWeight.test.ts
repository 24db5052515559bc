// First-load JavaScript of every page includes everything pages/_app.tsx imports statically. zod (about 30 KB
// gzipped) once rode along through the header search's limits; forms that validate load it in their own chunks
// (dynamic imports), so the shell must not reach it. Follows static imports only: `import()` and next/dynamic
// split the code off, which is the point.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Specifiers of static imports and re-exports; type-only imports vanish in the bundle and are skipped. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return Array.from(text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm), (m) => m[1]);
}

function walkFrom(entry: string) {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const target = resolve(file, spec);
      if (target) walk(target, [...trail, path.relative(ROOT, target)]);
      else if (!spec.startsWith('.') && !spec.startsWith('@/') && !reached.has(spec)) reached.set(spec, trail);
    }
  };
  walk(path.join(ROOT, entry), [entry]);
  return { packages: reached, files: [...seen].map((f) => path.relative(ROOT, f)) };
}

const packagesReachedFrom = (entry: string) => walkFrom(entry).packages;
const filesReachedFrom = (entry: string) => walkFrom(entry).files;

describe("the app shell's first-load JavaScript", () => {
  const packages = packagesReachedFrom('pages/_app.tsx');

  it('is found by following the imports', () => {
    // (Redux is no longer part of the shell: __tests__/components/app/storeFreeShell.test.ts.)
    expect(packages.has('next/router')).toBe(true);
  });

  it('does not pull in zod', () => {
    expect(packages.get('zod') ?? null).toBeNull();
  });

  it('does not pull in react-toastify (its container loads after hydration)', () => {
    expect(packages.get('react-toastify') ?? null).toBeNull();
  });

  // axios (about 23 KB gzipped) is for pages that call the backend from the browser; the shell only needs the
  // HTTP callbacks, and logout loads the thunks when it happens.
  it('does not pull in axios', () => {
    expect(packages.get('axios') ?? null).toBeNull();
  });

  it('does not pull in nprogress (it loads on the first navigation)', () => {
    expect(packages.get('nprogress') ?? null).toBeNull();
  });

  // RTK Query (about 16 KB gzipped) and the apis of store/api join the store when a screen that talks to the
  // backend from the browser loads them (store/root.ts injects their reducers and middleware then).
  it('does not pull in RTK Query or any api of the data layer', () => {
    expect(packages.get('@reduxjs/toolkit/query') ?? null).toBeNull();
    expect(packages.get('@reduxjs/toolkit/query/react') ?? null).toBeNull();
    expect(filesReachedFrom('pages/_app.tsx').filter((f) => f.startsWith('store/api/') && f !== 'store/api/matchers.ts')).toEqual([]);
  });

  // The dashboard frame (expert header, side menu, and next/image through the avatar: about 6 KB gzipped) loads on
  // dashboard pages; what only a logged-in visitor sees and the menu drawer load when first needed.
  it('does not pull in the dashboard frame, the logged-in header menus or the menu drawer', () => {
    const files = filesReachedFrom('pages/_app.tsx');
    const lazy = [
      'components/layout/ExpertHeader.tsx',
      'components/layout/SideMenu.tsx',
      'components/layout/AvatarMenu.tsx',
      'components/layout/NameMenu.tsx',
      'components/layout/CartButton.tsx',
      'components/layout/LogoutConfirm.tsx',
      'components/layout/MobileNav.tsx',
      'components/ui/Drawer.tsx',
      'components/ui/Modal.tsx',
    ];
    expect(files.filter((f) => lazy.includes(f))).toEqual([]);
    expect(packages.get('next/image') ?? null).toBeNull();
  });

  // The follow-up reminders load where the expert layout renders them; event tracking once the browser is idle.
  it('does not pull in the desk or event tracking', () => {
    const files = filesReachedFrom('pages/_app.tsx');
    expect(files.filter((f) => f.startsWith('components/desk/') || f === 'services/tracking.ts' || f === 'components/app/Tracking.tsx')).toEqual([]);
  });
});

// Public pages that send views, likes, comments, answers or requests from the browser: the data layer (RTK Query)
// and the HTTP client (axios) load with the first of those requests, after the page is on screen. (Page files are
// left out: their getStaticProps imports run on the server only, and Next removes them from the browser bundle.)
describe.each([
  'components/articles/ArticlePage.tsx',
  'components/articles/ArticleListing.tsx',
  'components/videos/VideoScreen.tsx',
  'components/questions/QuestionScreen.tsx',
  'components/questions/QuestionList.tsx',
  'components/experts/ExpertProfile.tsx',
  'components/learn/MockTestPaperPage.tsx',
])('%s', (entry) => {
  it('loads neither axios nor RTK Query with the page', () => {
    const packages = packagesReachedFrom(entry);
    expect(packages.get('axios') ?? null).toBeNull();
    expect(packages.get('@reduxjs/toolkit/query/react') ?? null).toBeNull();
  });
});

// The fund list and a fund page share a chunk of what both import, so code one of them needs only would load with
// the other too: each screen reaches its own titles and structured data, and the fund page links into the list
// without its parsing and form helpers. A fund page's structured data is built on the server (loadFundPage).
describe('the fund screens', () => {
  it('a fund page loads neither the list’s SEO helpers nor its filter parsing', () => {
    const files = filesReachedFrom('components/funds/FundScreen.tsx');
    expect(files).toContain('utils/funds/fundSeo.ts');
    expect(files).toContain('utils/funds/listHref.ts');
    expect(files.filter((f) => ['utils/funds/listSeo.ts', 'utils/funds/filters.ts'].includes(f))).toEqual([]);
    // Nor the list's class names (CSS modules ship their class map as JavaScript).
    expect(files).not.toContain('components/funds/Funds.module.scss');
  });

  it('the list loads none of a fund page’s SEO helpers', () => {
    const files = filesReachedFrom('components/funds/FundListScreen.tsx');
    expect(files).toContain('utils/funds/listSeo.ts');
    expect(files).not.toContain('utils/funds/fundSeo.ts');
    // Its empty and error states load only with the views that show them.
    expect(files).not.toContain('components/ui/EmptyState.tsx');
  });
});

// A module ships whole wherever it is bundled (tree shaking keeps every export some page uses), so the fund
// screens take digit grouping and the JSON-LD helpers from their own small modules, not from the money helpers
// or the calculators' structured data.
it.each(['components/funds/FundScreen.tsx', 'components/funds/FundListScreen.tsx'])('%s does not load utils/money or the calculators’ SEO', (entry) => {
  const files = filesReachedFrom(entry);
  expect(files).toContain('utils/indianNumber.ts');
  expect(files).toContain('utils/seo/jsonLd.ts');
  expect(files.filter((f) => f === 'utils/money.ts' || f === 'utils/calculators/seo.ts')).toEqual([]);
});

// The footer is a late island (components/app/lateIsland.tsx): its code comes after the page's. The app badges show
// on phones only (Footer.tsx loads them with next/dynamic).
it('the footer comes after the page, and does not load the app-store badges', () => {
  expect(filesReachedFrom('pages/_app.tsx')).toContain('components/layout/AppLayout.tsx');
  expect(filesReachedFrom('pages/_app.tsx')).not.toContain('components/layout/Footer.tsx');
  expect(filesReachedFrom('components/layout/Footer.tsx')).toContain('components/layout/QuickLinks.tsx');
  expect(filesReachedFrom('components/layout/Footer.tsx')).not.toContain('components/layout/StoreBadges.tsx');
});

// The list's forms work as plain GET forms and its rows as plain links before they hydrate, and the fund page's tables
// only show what the server rendered: their code comes after the page's.
it.each([
  ['components/funds/FundListScreen.tsx', 'components/funds/Pagination.tsx', ['FundFilterForm', 'SortForm', 'SearchForm', 'ListBody', 'FundListItem']],
  ['components/funds/FundScreen.tsx', 'components/funds/InvestActions.tsx', ['ReturnsTable', 'FundFacts', 'RelatedFunds']],
])('%s loads its late islands after the page', (entry, kept, late) => {
  const files = filesReachedFrom(entry);
  expect(files).toContain(kept);
  for (const name of late) expect(files).not.toContain(`components/funds/${name}.tsx`);
});
