// The first-page transfer of each page, as a visitor's browser makes it: the files that
// headless Chromium requests for a fresh load of the page (until the page is interactive
// and the network is idle), each counted gzipped (level 9) from the built bundle.
// Usage: node transfer.mjs <dist dir> <base url> <page fragment>...
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET = 250 * 1024;
const [dist, base, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const fragment of pages) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(base)) files.add(url.pathname.slice(new URL(base).pathname.length) || 'index.html');
  });
  await page.goto(`${base}${fragment}`);
  await page.waitForSelector('[data-cell], .games, .rules', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  let total = 0;
  const parts = [];
  for (const file of [...files].sort()) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    parts.push(`${file.replace(/-[0-9a-f]{16}/, '')} ${(size / 1024).toFixed(1)}`);
  }
  const verdict = total <= BUDGET ? 'within' : 'OVER';
  console.log(`  ${(fragment || '/').padEnd(22)} ${(total / 1024).toFixed(1).padStart(6)} KB gzipped, ${verdict} the 250 KB budget`);
  console.log(`  ${''.padEnd(22)} ${parts.join(', ')}`);
}
await browser.close();
