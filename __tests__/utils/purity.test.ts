/**
 * utils/ is pure and framework-free (DESIGN.md), and utils/validation is shared with the
 * backend with zod as its only package. These checks read the import lines of the sources.
 */
import fs from 'node:fs';
import path from 'node:path';

const UTILS = path.join(process.cwd(), 'utils');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return Array.from(text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm), (m) => m[1]);
}

describe('utils purity', () => {
  const files = sourceFiles(UTILS);

  it('finds the sources', () => {
    expect(files.some((f) => f.endsWith(path.join('utils', 'money.ts')))).toBe(true);
  });

  it('never imports React, Next, axios, redux or the app layers', () => {
    const forbidden = /^(react|react-dom|next|axios|redux|react-redux|@reduxjs\/toolkit|redux-persist)(\/|$)|^@\/(pages|components|store|services)\//;
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => forbidden.test(spec))
        .map((spec) => `${path.relative(UTILS, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps utils/validation free of packages other than zod', () => {
    const offenders = sourceFiles(path.join(UTILS, 'validation')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('.') && spec !== 'zod')
        .map((spec) => `${path.relative(UTILS, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
    // Its one reach outside the folder, the DOB rules, must itself import nothing.
    expect(importsOf(path.join(UTILS, 'dates', 'dob.ts'))).toEqual([]);
  });
});
