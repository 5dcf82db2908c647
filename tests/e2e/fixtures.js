// Shared helpers: a page that fails the test on any script error or console error.
import { createRequire } from 'node:module';
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  // Console errors a test expects of the browser itself (regular expressions on the
  // error's text and address), not of the page.
  browserErrors: [[], { option: true }],
  page: async ({ page, browserErrors }, use) => {
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      const error = `console error: ${m.text()} (${m.location().url})`;
      if (m.type() === 'error' && !browserErrors.some((expected) => expected.test(error))) problems.push(error);
    });
    await use(page);
    expect(problems, 'the page logged no errors').toEqual([]);
  },
});
export { expect };

/** `test` for what the site's service worker does: the config blocks it elsewhere. */
export const withWorker = test.extend({ serviceWorkers: 'allow' });

/** The board point with this name, e.g. `cell(page, 'h8')`. */
export const cell = (page, point) => page.locator(`[data-cell="${point}"]`);

/** Clicks the points in order, waiting for each stone to appear. */
export async function place(page, points) {
  for (const point of points) {
    await cell(page, point).click();
    await expect(cell(page, point).locator('.stone')).toHaveCount(1);
  }
}

const GAMES = ['caro', 'karo-four', 'karo-jumpers', 'kauri', 'azacru'];
const LANGUAGES = ['en', 'hu', 'cs', 'ru', 'sv', 'vi'];

/**
 * The page that shows a fragment of the root as the app reads them (web/src/route.rs,
 * `address`): `#/caro?moves=h8&lang=vi` is `vi/caro/#moves=h8`, `#/embed/caro?mode=view`
 * is `embed/caro/#mode=view`, `#/learn/caro?stage=five&lang=vi` is
 * `vi/learn/caro/#stage=five`; any other fragment stays at the root.
 */
export function address(fragment) {
  const [path, query = ''] = fragment.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean);
  const pairs = query.split('&').filter(Boolean);
  const hash = (kept) => (kept.length ? `#${kept.join('&')}` : '');
  if (parts.length === 2 && parts[0] === 'embed' && GAMES.includes(parts[1])) return `embed/${parts[1]}/${hash(pairs)}`;
  const learn = parts.length === 2 && parts[0] === 'learn' && GAMES.includes(parts[1]);
  if (!learn && (parts.length !== 1 || !GAMES.includes(parts[0]))) return fragment;
  const lang = pairs.find((pair) => pair.startsWith('lang='))?.slice(5);
  const prefix = LANGUAGES.includes(lang) && lang !== 'en' ? `${lang}/` : '';
  return `${prefix}${parts.join('/')}/${hash(pairs.filter((pair) => !pair.startsWith('lang=')))}`;
}

/** Opens a page of the site (at its own address, see `address`) and waits for the app to draw it. */
export async function open(page, fragment = '') {
  // A fresh load each time: a page of another bundle would load again anyway, and the
  // old page's header must not pass for the new one's.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`/${address(fragment)}`);
  await drawn(page);
}

/** Waits for the app to draw the page (a game's page as its file drew it goes then). */
export async function drawn(page) {
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.locator('.prerendered')).toHaveCount(0);
}

/** Unfolds the New game form's seats (who plays each seat), if they are folded. */
export async function unfoldSeats(page) {
  const advanced = page.getByTestId('new-game-advanced');
  if (!(await advanced.evaluate((details) => details.open))) await advanced.locator('summary').click();
}

/**
 * Watches, from the page's start, when the computer's "thinking" line first shows and
 * when it then goes, when a panel (`<details>`) is first opened, and the main thread's
 * long tasks: what shows the page answered while the computer thought in its worker.
 */
export async function watchThinking(page) {
  await page.addInitScript(() => {
    const seen = (window.__thinking = { shown: null, gone: null, opened: null, tasks: [] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // Seen by the page itself: polling from outside would see it late, or miss it.
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="thinking"]') !== null;
      if (shown && seen.shown === null) seen.shown = performance.now();
      if (!shown && seen.shown !== null && seen.gone === null) seen.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
    // `toggle` does not bubble, but a listener on the way down sees it.
    addEventListener('toggle', (event) => {
      if (event.target.open && seen.opened === null) seen.opened = performance.now();
    }, true);
  });
}

/** What `watchThinking` saw, with the longest task while the computer thought (ms). */
export const thinkingSeen = (page) =>
  page.evaluate(() => {
    const seen = window.__thinking;
    const during = seen.tasks.filter(([start]) => start >= seen.shown && start < (seen.gone ?? Infinity));
    return { ...seen, longest: Math.max(0, ...during.map(([, duration]) => duration)) };
  });

/**
 * Checks that the page answered while the computer thought: a panel opened before the
 * computer's move came, and no task held the main thread for long meanwhile (a search on
 * the main thread would hold it for the whole search).
 */
export async function expectAnsweredWhileThinking(page) {
  const seen = await thinkingSeen(page);
  expect(seen.gone, 'the computer stopped thinking').not.toBeNull();
  expect(seen.opened, 'the panel opened while the computer thought').toBeGreaterThan(seen.shown);
  expect(seen.opened, 'the panel opened while the computer thought').toBeLessThan(seen.gone);
  expect(seen.longest, 'the longest task while the computer thought (ms)').toBeLessThan(250);
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The serious and critical problems axe-core finds on the page, each as `rule: nodes`
 * (axe is injected as a script: the page's context must bypass the site's policy).
 */
export async function audit(page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
