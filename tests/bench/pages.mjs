// Each page of the site as a first-time visitor meets it, in headless Chromium against the
// built site served locally: what the first load transfers (every file the page requests
// until it is interactive and the network is idle, counted gzipped at level 9 and with
// Brotli at quality 11 from the build), the time to the first paint and to an interactive
// page (the board's points, the list of games, the rules), medians of fresh loads, and
// each against its target (issue #32).
// Usage: node pages.mjs <dist dir> <base url> [loads per page]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [dist, base, runs = '10'] = process.argv.slice(2);
const LOADS = Number(runs);
const KB = 1024;
// Page, its kind (for the targets), and what it shows once interactive.
const PAGES = [
  ['', 'home'],
  ['cs/', 'home'],
  ['vi/', 'home'],
  ['rules/caro/', 'rules'],
  ['rules/karo-four/', 'rules'],
  ['ru/rules/kauri/', 'rules'],
  ['#/caro', 'game'],
  ['#/karo-four', 'game'],
  ['#/karo-jumpers', 'game'],
  ['#/kauri', 'game'],
  ['#/azacru', 'game'],
  ['#/caro?lang=cs', 'game'],
  ['#/kauri?lang=ru', 'game'],
  ['#/azacru?lang=vi', 'game'],
  ['#/embed/caro', 'embed'],
  ['#/embed/azacru?lang=ru', 'embed'],
];
const TARGETS = { home: 40 * KB, rules: 30 * KB, game: 150 * KB, embed: 120 * KB };
const INTERACTIVE_MS = 200;
const READY = '[data-cell], .games, .rules';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const file = (path) => join(dist, path === '' || path.endsWith('/') ? `${path}index.html` : path);
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / KB).toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

/** The files a fresh load of `address` fetches from the site. */
async function transfer(address) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(base)) files.add(url.pathname.slice(new URL(base).pathname.length));
  });
  await page.goto(address);
  await page.waitForSelector(READY, { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files].sort();
}

/** The first paint and the interactive page of a fresh load, in ms from navigation. */
async function timing(address) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(address, { waitUntil: 'commit' });
  await page.waitForSelector(READY, { state: 'attached' });
  const interactive = await page.evaluate(() => performance.now());
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now(),
  );
  await context.close();
  return [paint, interactive];
}

console.log(`  ${'page'.padEnd(24)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}  target     paint  interactive (medians of ${LOADS})`);
for (const [path, kind] of PAGES) {
  const address = `${base}${path}`;
  const files = await transfer(address);
  let [gz, br] = [0, 0];
  const parts = [];
  for (const name of files) {
    const bytes = readFileSync(file(name));
    gz += gzip(bytes);
    br += brotli(bytes);
    parts.push(`${(name || 'index.html').replace(/-[0-9a-f]{15,16}/, '')} ${kb(gzip(bytes))}`);
  }
  const times = [];
  for (let i = 0; i < LOADS; i += 1) times.push(await timing(address));
  const paint = median(times.map(([p]) => p));
  const interactive = median(times.map(([, i]) => i));
  const size = gz <= TARGETS[kind] ? 'ok' : 'OVER';
  const speed = kind === 'game' || kind === 'embed' ? (interactive <= INTERACTIVE_MS ? ' ok' : ' OVER') : '';
  console.log(
    `  ${(path || '/').padEnd(24)} ${kb(gz).padStart(7)} ${kb(br).padStart(7)}  ${`≤${TARGETS[kind] / KB} ${size}`.padEnd(9)}` +
      `${paint.toFixed(0).padStart(6)} ms ${interactive.toFixed(0).padStart(6)} ms${speed}`,
  );
  console.log(`  ${''.padEnd(24)} ${parts.join(', ')}`);
}
await browser.close();
