// The main thread while the site works hardest, in headless Chromium against the built
// bundle: the long tasks (over 50 ms, as the browser reports them) while the strongest
// computer thinks and while a Kauri sowing plays at normal speed, and how long the
// strongest computer takes to answer in the browser.
// Usage: node longtasks.mjs <base url>
import { chromium } from 'playwright-core';

const [base] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function watched(fragment) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // When the "thinking" line first appears and when it first goes after that, as the
    // page saw it (polling from outside the page would see it late, or miss it).
    window.thinking = { shown: null, gone: null };
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="thinking"]') !== null;
      if (shown && window.thinking.shown === null) window.thinking.shown = performance.now();
      if (!shown && window.thinking.shown !== null && window.thinking.gone === null) {
        window.thinking.gone = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}${fragment}`);
  await page.waitForSelector('[data-cell]', { state: 'attached' });
  return { context, page };
}

const longest = (tasks, from) =>
  tasks.filter(([start]) => start >= from).reduce((max, [, duration]) => Math.max(max, duration), 0);

// The computer at level 5 to move in quiet positions of its games.
for (const [fragment, what] of [
  ['#/caro?moves=h8,i9,g9,i7,i8,g7&computer=1:5', 'caro, level 5'],
  ['#/kauri?moves=c,c&computer=1:5', 'kauri, level 5'],
  ['#/karo-four?computer=2:5', 'karo-four, level 5'],
  ['#/azacru?computer=1:5', 'azacru, level 5'],
  ['#/azacru?players=4&computer=1:5', 'azacru 4 players, lv 5'],
]) {
  const { context, page } = await watched(fragment);
  // Waits on the page's own record: a quick answer (Karo's placing) may come and go
  // between two polls from outside.
  const answered = await page
    .waitForFunction(() => window.thinking.gone !== null, null, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (!answered) {
    console.log(`  ${what.padEnd(24)} no computer move seen on this page`);
    await context.close();
    continue;
  }
  const [{ shown: from, gone: to }, tasks] = await page.evaluate(() => [window.thinking, window.longTasks]);
  console.log(
    `  ${what.padEnd(24)} answered in ${((to - from) / 1000).toFixed(2)} s (worker start included); ` +
      `longest main-thread task meanwhile ${longest(tasks, from).toFixed(0)} ms`,
  );
  await context.close();
}

// A Kauri move sown at normal speed.
{
  const { context, page } = await watched('#/kauri');
  const from = await page.evaluate(() => performance.now());
  await page.locator('[data-cell="south-c"]').click();
  await page.waitForTimeout(2500);
  const tasks = await page.evaluate(() => window.longTasks);
  console.log(`  ${'kauri sowing, normal'.padEnd(24)} longest main-thread task ${longest(tasks, from).toFixed(0)} ms`);
  await context.close();
}
await browser.close();
