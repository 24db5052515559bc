/**
 * @jest-environment node
 */
// No import cycles among our own files. This was eslint's import/no-cycle, which took 106 of lint's 165 s of rule
// time (TIMING=1): it resolves and parses every import of every file through eslint-plugin-import's module maps.
// Same rule here, read with the TypeScript parser: an import or re-export of one of our files is an edge, a dynamic
// import(…) too (as no-cycle counts it by default), a type-only one is not (the compiler drops it); packages are
// left out (ignoreExternal). Any strongly connected group of two or more files, or a file importing itself, fails.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, rel, resolveSpecifier } from './support/moduleGraph';

/** What eslint lints (eslint.config.mjs), less what it ignores. */
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.data', '.build', 'coverage', '.git', 'artifacts']);
const SOURCE = /\.(tsx?|m?js|cjs)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && rel(full) !== 'server/db/migrations') sourceFiles(full, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && entry.name !== 'next-env.d.ts') out.push(full);
  }
  return out;
}

const typeOnlyImport = (node: ts.ImportDeclaration): boolean => {
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect'
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
};

/** The specifiers a file loads: imports and re-exports that are not type-only, and import(…) calls. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Our files each file loads (packages, styles and data files left out). */
function importGraph(files: string[]): Map<string, string[]> {
  const ours = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      specifiersOf(file)
        .filter((s) => s.startsWith('.') || s.startsWith('@/'))
        .map((s) => resolveSpecifier(file, s))
        .filter((target) => ours.has(target)),
    ]),
  );
}

/** Tarjan's strongly connected components with more than one file, or one file that imports itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) found.push(group.map(rel).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

it('finds a cycle where there is one, and a type-only import is none', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['d']],
    ['e', ['a']],
  ]);
  expect(cycles(graph).map((g) => g.sort())).toEqual([['a', 'b', 'c'], ['d']]);
  const typeOnly = ts.createSourceFile('x.ts', "import type { A } from './a';\nimport { type B } from './b';\nimport { c } from './c';", ts.ScriptTarget.Latest);
  expect(typeOnly.statements.filter(ts.isImportDeclaration).map(typeOnlyImport)).toEqual([true, true, false]);
});

it('has no import cycles among our files', () => {
  const files = sourceFiles(ROOT);
  expect(files.length).toBeGreaterThan(500);
  expect(cycles(importGraph(files))).toEqual([]);
});
