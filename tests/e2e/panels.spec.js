// What opens or moves comes into view (issue 45): the move list keeps the shown move in
// sight, within itself; the Embed dialog, the share panel and the review scroll into the
// window when a click opens them (never when the address does); the embed snippet has its
// own Copy button, and every Copy button says what came of it.
import { test, expect, open } from './fixtures.js';

/** 40 moves of Caro with no two stones of one colour side by side (no five, no end). */
function fortyMoves() {
  const spread = (rows) => rows.flatMap(([row, count]) =>
    Array.from({ length: count }, (_, i) => `${String.fromCharCode(97 + 2 * i)}${row}`));
  const black = spread([[1, 8], [4, 8], [7, 4]]);
  const white = spread([[10, 8], [13, 8], [15, 4]]);
  return black.flatMap((b, i) => [b, white[i]]);
}

/** Whether the move list's item of move `n` lies within the list's visible part. */
const shownInList = (page, n) =>
  page.getByTestId('move-list').evaluate((list, n) => {
    const item = list.querySelector(`[data-move="${n}"]`).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return item.top >= box.top - 1 && item.bottom <= box.top + list.clientHeight + 1;
  }, n);

test('the move list keeps the shown move in view, without scrolling the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `#/caro?moves=${fortyMoves().join(',')}`);
  await expect(page.locator('[data-move="40"]')).toHaveAttribute('aria-current', 'step');
  // The list is taller than its box: the last move is shown only if the list scrolled.
  const scrolls = await page.getByTestId('move-list').evaluate((l) => l.scrollHeight > l.clientHeight);
  expect(scrolls).toBe(true);
  await expect.poll(() => shownInList(page, 40)).toBe(true);
  await expect.poll(() => shownInList(page, 1)).toBe(false);

  const pageScroll = await page.evaluate(() => window.scrollY);
  await page.getByTestId('replay-first').click();
  await page.getByTestId('replay-forward').click();
  await expect(page.locator('[data-move="1"]')).toHaveAttribute('aria-current', 'step');
  await expect.poll(() => shownInList(page, 1)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  // And back to the end.
  await page.getByTestId('replay-last').click();
  await expect.poll(() => shownInList(page, 40)).toBe(true);
});

test('the Embed dialog and the share panel come into view when opened', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '#/caro?moves=h8,i9,h10');
  await page.getByTestId('embed').click();
  const embed = page.getByTestId('embed-dialog');
  await expect(embed.getByRole('heading')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('embed-snippet')).toBeInViewport({ ratio: 1 });
  await page.getByTestId('embed').click();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('share-panel').locator('summary').click();
  await expect(page.getByTestId('link-game')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('link-position')).toBeInViewport({ ratio: 1 });
});

test('the review opened by a click is in view; opened by the address, it scrolls nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '#/caro?moves=h8,i9,h10&review');
  await expect(page.getByTestId('review')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByTestId('review-close').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('review-open').click();
  await expect(page.getByTestId('review').getByRole('heading').first()).toBeInViewport({ ratio: 1 });
});

test('the embed snippet copies with its own button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '#/kauri?moves=c');
  await page.getByTestId('embed').click();
  const copy = page.getByTestId('embed-copy');
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const snippet = await page.getByTestId('embed-snippet').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  expect(snippet).toContain('embed/kauri/#moves=c');
  // A new setting makes a new snippet: the button no longer says it was copied.
  await page.getByTestId('embed-mode').selectOption('view');
  await expect(copy).not.toHaveAttribute('data-copied');
});

test('a Copy button says for two seconds that it copied, to a screen reader too, or that it could not', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '#/caro?moves=h8');
  await page.getByTestId('share-panel').locator('summary').click();
  const field = page.getByTestId('share-panel').locator('.link-field').first();
  const copy = field.getByRole('button');
  const said = field.getByRole('status');
  const words = await copy.textContent();
  await expect(said).toBeEmpty();
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const copied = await copy.textContent();
  expect(copied).not.toBe(words);
  await expect(said).toHaveText(copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('link-game').inputValue());
  // About two seconds later the button is as it was.
  await expect(copy).toHaveText(words, { timeout: 4_000 });
  await expect(said).toBeEmpty();

  // A browser that refuses the clipboard: the button says the copy failed.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'false');
  const failed = await copy.textContent();
  expect([words, copied]).not.toContain(failed);
  await expect(said).toHaveText(failed);
});
