// The static import graph of our own source files, read from the text (not from a bundle): what a module loads
// with it (import, export … from) as opposed to what it loads later (import(…)). Type-only imports are left out,
// as the compiler leaves them out of the bundle.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs', '/index.tsx', '/index.ts', '/index.js'];

const STATIC = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A file of ours (absolute path), or a package name (the part that names the package). */
export function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  if (/\.(s?css|svg|png|json)$/.test(base)) return base;
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${path.relative(ROOT, from)}`);
}

const isSource = (file: string) => path.isAbsolute(file) && /\.(tsx?|m?js)$/.test(file);

function importsOf(file: string, pattern: RegExp): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(pattern)].map((m) => resolveSpecifier(file, m[1]));
}

export interface ModuleGraph {
  /** Our files and the packages loaded with the entry. */
  modules: Set<string>;
  /** What those files load later, by import(…). */
  lazy: Set<string>;
}

/** Everything `entry` loads with it, and what they load later. */
export function staticGraph(entry: string): ModuleGraph {
  const modules = new Set<string>([entry]);
  const lazy = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!isSource(file)) continue;
    for (const target of importsOf(file, STATIC)) {
      if (modules.has(target)) continue;
      modules.add(target);
      queue.push(target);
    }
    for (const target of importsOf(file, DYNAMIC)) lazy.add(target);
  }
  return { modules, lazy };
}

export const rel = (file: string) => (path.isAbsolute(file) ? path.relative(ROOT, file) : file);
