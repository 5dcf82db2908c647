// Time from navigation to an interactive page, in headless Chromium, against the built
// bundle served locally: the median of 10 fresh loads (no cache) per page.
// Usage: node load.mjs <base url> <page fragment>...
import { chromium } from 'playwright-core';

const [base, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const fragment of pages) {
  const times = [];
  for (let i = 0; i < 10; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${fragment}`, { waitUntil: 'commit' });
    // Interactive: the page's main content is drawn (board points, game list, rules).
    await page.waitForSelector('[data-cell], .games, .rules', { state: 'attached' });
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  const median = (times[4] + times[5]) / 2;
  console.log(`  ${(fragment || '/').padEnd(24)} median ${median.toFixed(0)} ms  (min ${times[0].toFixed(0)}, max ${times[9].toFixed(0)})`);
}
await browser.close();
