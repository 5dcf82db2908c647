// The game review in headless Chromium against the built bundle: how long the review of a
// 60-move Caro game and of a whole Kauri game takes (from opening the link with &review),
// how soon the first ten positions are in, and the longest main-thread task while the
// review runs (over 50 ms, as the browser reports them; the page's own start is reported
// apart). Targets: all within 20 s, the first ten within 2 s, no task over 50 ms.
// Usage: node review.mjs <base url>
import { chromium } from 'playwright-core';

const [base] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const games = [
  ['caro, 60 moves', '#/caro?moves=h8,j8,h9,h7,k9,j5,g8,i10,j6,f10,i11,h12,g11,g10,e10,k11,e8,j9,l7,e7,j10,f7,g7,f8,f5,g12,f9,f12,e12,f13,h11,e11,e5,f6,k5,l4,c9,d6,c5,d5,d7,c6,e6,g4,e4,m7,k6,k4,m4,k10,i6,l11,i8,l6,l5,j7,i5,i4,h4,g3&review'],
  ['kauri, a whole game', '#/kauri?moves=a,d,c,c,e,f,f,e,b,d,d,b,c,f,e,f,f,c,a,e,b,c,c,d,d,a,f,f,f,a,a,b,e,c&review'],
];

for (const [what, fragment] of games) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // When each count of positions was first shown, as the page saw it.
    window.progress = {};
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="review-progress"]')?.textContent ?? '';
      const match = text.match(/(\d+) \/ (\d+)/);
      if (match && !(match[1] in window.progress)) window.progress[match[1]] = [performance.now(), Number(match[2])];
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${base}${fragment}`);
  await page.waitForSelector('[data-testid="review-graph"]');
  const from = await page.evaluate(() => performance.getEntriesByType('navigation')[0].responseEnd);
  await page.waitForFunction(
    () => {
      const seen = Object.values(window.progress);
      return seen.length > 0 && String(seen[0][1]) in window.progress;
    },
    null,
    { timeout: 120_000 },
  );
  const [progress, tasks] = await page.evaluate(() => [window.progress, window.longTasks]);
  const total = Object.values(progress)[0][1];
  const at = (n) => ((progress[n][0] - from) / 1000).toFixed(2);
  // The review's own work runs from its first look to its last; before that the page
  // starts (its wasm compiled and drawn), which every page does.
  const longest = (from, to) =>
    tasks.filter(([start]) => start >= from && start <= to).reduce((max, [, d]) => Math.max(max, d), 0);
  const [first, last] = [progress[1][0], progress[total][0]];
  console.log(
    `  ${what.padEnd(22)} ${total} positions in ${at(total)} s, the first ten in ${at(10)} s; ` +
      `longest main-thread task during the review ${longest(first, last).toFixed(0)} ms ` +
      `(while the page started: ${longest(from, first).toFixed(0)} ms)`,
  );
  await context.close();
}
await browser.close();
