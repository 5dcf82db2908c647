// The language travels (issue 45): a game opened from a static page speaks that page's
// language, whatever the browser's or an earlier choice, and keeps it; the game's links
// back to the static pages and the embeds made on it speak it too.
import { test, expect } from './fixtures.js';

// An English browser: only the pages' own language can make the game Vietnamese or Czech.
test.use({ locale: 'en-US' });

test('a game opened from a static page speaks its language, and keeps it', async ({ page }) => {
  await page.goto('/vi/');
  await page.locator('[data-game="caro"] a.button.primary').click();
  await expect(page).toHaveURL(/\/vi\/caro\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('status')).toBeVisible();
  // The game keeps its page in the language, after a reload too.
  await page.locator('[data-cell="h8"]').click();
  await expect(page).toHaveURL(/\/vi\/caro\/#moves=h8$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // Its way back to the static pages is in Vietnamese.
  await page.getByTestId('rules-link').click();
  await expect(page).toHaveURL(/\/vi\/rules\/caro\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // A rules page's Play, in another language than the one chosen before.
  await page.goto('/cs/rules/kauri/');
  await page.locator('main .actions a[href$="kauri/"]:not([data-testid="learn-link"])').click();
  await expect(page).toHaveURL(/\/cs\/kauri\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});

test('Czech after Vietnamese was chosen: the game and its embed are Czech', async ({ page }) => {
  await page.goto('/cs/');
  await page.evaluate(() => localStorage.setItem('tessera.lang', 'vi'));
  await page.reload();
  await page.locator('[data-game="caro"] a.button.primary').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByTestId('status')).toBeVisible();
  // The site's own links lead to the Czech pages.
  await expect(page.locator('.site-header .site-name')).toHaveAttribute('href', 'cs/');

  await page.getByTestId('embed').click();
  const snippet = await page.getByTestId('embed-snippet').inputValue();
  expect(snippet).toMatch(/src="[^"]*\/embed\/caro\/#lang=cs"/);
  await expect(page.frameLocator('[data-testid="embed-preview"]').locator('html')).toHaveAttribute('lang', 'cs');
});
