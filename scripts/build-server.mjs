#!/usr/bin/env node
// Builds the backend into one CommonJS file, .build/server/main.cjs, for production starts (`npm run start:server`)
// and the load and crash benches. Started through tsx, every start loads ~400 TypeScript modules one by one through
// its loader: 7-8 s on this busy machine before the first line of main ran, against about 2 s for the one file,
// and a restart after a crash waits for all of it. Packages stay in node_modules (external); the server's data files
// (migrations, AMFI data, the search worker) are read from server/ through ZF_SERVER_DIR (server/serverDir.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, '.build', 'server', 'main.cjs');

/** What both files share: Node 20, CommonJS, packages left in node_modules, source maps for the stack traces. */
const COMMON = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning' };

export async function buildServer() {
  await build({
    ...COMMON,
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
    banner: {
      js: "process.env.ZF_SERVER_DIR ??= require('node:path').resolve(__dirname, '../../server');",
    },
  });
  // The search worker (indexCopy.ts starts `searchWorker.js` beside itself, here beside the bundle): plain .js, which
  // Node reads as CommonJS since the package is not "type": "module".
  await build({
    ...COMMON,
    entryPoints: [path.join(root, 'server', 'services', 'search', 'memory', 'indexWorker.ts')],
    outfile: path.join(path.dirname(SERVER_BUNDLE), 'searchWorker.js'),
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = await buildServer();
  console.log(
    `backend built: ${path.relative(root, file)} (start it with: node --enable-source-maps ${path.relative(root, file)})`,
  );
}
