/**
 * The login pages, dashboards and the Role type live once, in utils/routes.ts: a second copy elsewhere in
 * services/ or utils/ could drift from the route guard that middleware.ts applies. Reads the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD, LOGIN_PAGE } from '@/utils/routes';

const ROOT = process.cwd();
const HOME = path.join(ROOT, 'utils', 'routes.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('route constants defined once', () => {
  const files = [
    ...sourceFiles(path.join(ROOT, 'services')),
    ...sourceFiles(path.join(ROOT, 'utils')),
  ];
  const paths = [...Object.values(LOGIN_PAGE), ...Object.values(DASHBOARD)];

  it('finds the sources it checks', () => {
    expect(files).toContain(HOME);
    expect(files).toContain(path.join(ROOT, 'services', 'http', 'client.ts'));
    expect(paths).toEqual([
      '/account/user',
      '/account/expert',
      '/dashboard/user',
      '/dashboard/expert',
    ]);
  });

  it('has no other copy of a login or dashboard path, nor of the Role type', () => {
    const copies = files
      .filter((file) => file !== HOME)
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const found = paths.filter((p) => text.includes(`'${p}'`) || text.includes(`"${p}"`));
        if (/\btype Role\s*=/.test(text)) found.push('type Role');
        return found.map((what) => `${path.relative(ROOT, file)}: ${what}`);
      });
    expect(copies).toEqual([]);
  });
});
