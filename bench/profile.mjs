#!/usr/bin/env node
// Where a page's start-up CPU time goes, by source file and by package: loads the page in Debian's Chromium with
// the CPU slowed 4x (as Lighthouse's mobile run assumes), records a CPU profile until the network is idle, and
// maps the samples to sources through the build's browser source maps.
//
// Usage: ZF_SOURCE_MAPS=1 npm run build, start the demo (npm run demo), then
//        node bench/profile.mjs /mutual-funds [more paths]
// Options (env): BASE_URL (default http://localhost:3000), CHROME_PATH (default /usr/bin/chromium), TOP (rows, 25).
// Without source maps the rows name the script files instead. Numbers vary from run to run: compare pages or
// builds side by side in one run, not with figures from another day.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { ROOT } from './demo.mjs';

const BASE = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const TOP = Number(process.env.TOP) || 25;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

async function profile(browser, pagePath) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(BASE + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile: result } = await cdp.send('Profiler.stop');
  await page.close();
  return result;
}

/** The source map of a script served from /_next/, when the build wrote one. */
const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  let consumer = null;
  const pathname = url.startsWith('http') ? decodeURIComponent(new URL(url).pathname) : '';
  if (pathname.startsWith('/_next/')) {
    const file = path.join(ROOT, '.next', pathname.slice('/_next/'.length));
    const ref = existsSync(file) ? readFileSync(file, 'utf8').match(/sourceMappingURL=(\S+)\s*$/) : null;
    const mapFile = ref ? path.join(path.dirname(file), ref[1]) : '';
    if (mapFile && existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  }
  consumers.set(url, consumer);
  return consumer;
}

/** A readable name for a profile node's code: its source file, else its script, else what V8 calls it. */
function sourceOf(callFrame) {
  // V8's own entries are already in parentheses: (program) is the browser's work outside JavaScript (parsing,
  // style, layout, paint), (idle) is waiting.
  if (!callFrame.url) return callFrame.functionName.startsWith('(') ? callFrame.functionName : `(${callFrame.functionName || 'native'})`;
  const consumer = consumerFor(callFrame.url);
  const original = consumer?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^webpack:\/\/_N_E\//, '');
    // Next's client runtime maps to its own sources (src/client/…), webpack's module loader to webpack/….
    return source.startsWith('src/') ? `next/${source}` : source;
  }
  return callFrame.url.split('/').pop() || callFrame.url;
}

function packageOf(source) {
  const match = source.match(/^node_modules\/((@[^/]+\/)?[^/]+)/);
  return match ? match[1] : source.startsWith('(') ? source : source.split('/').slice(0, 2).join('/');
}

function table(totals, total) {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  for (const pagePath of paths) {
    const result = await profile(browser, pagePath);
    const selfTime = new Map();
    result.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (result.timeDeltas[i] ?? 0)));
    const bySource = new Map();
    for (const node of result.nodes) {
      const source = sourceOf(node.callFrame);
      if (source === '(idle)') continue;
      bySource.set(source, (bySource.get(source) ?? 0) + (selfTime.get(node.id) ?? 0));
    }
    const byPackage = new Map();
    for (const [source, us] of bySource) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + us);
    const busy = [...bySource.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${pagePath}: ${(busy / 1000).toFixed(0)} ms of CPU (4x slowdown, idle left out)`);
    console.log(`by package or folder:\n${table(byPackage, busy)}`);
    console.log(`by source file:\n${table(bySource, busy)}`);
  }
} finally {
  await browser.close();
}
