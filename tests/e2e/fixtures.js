// Shared helpers: a page that fails the test on any script error or console error.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`);
    });
    await use(page);
    expect(problems, 'the page logged no errors').toEqual([]);
  },
});
export { expect };

/** The board point with this name, e.g. `cell(page, 'h8')`. */
export const cell = (page, point) => page.locator(`[data-cell="${point}"]`);

/** Clicks the points in order, waiting for each stone to appear. */
export async function place(page, points) {
  for (const point of points) {
    await cell(page, point).click();
    await expect(cell(page, point).locator('.stone')).toHaveCount(1);
  }
}

/** Opens a page of the site and waits for the app to draw it. */
export async function open(page, fragment = '') {
  // A fresh load each time: a page of another bundle would load again anyway, and the
  // old page's header must not pass for the new one's.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(fragment ? `/${fragment}` : '/');
  await expect(page.locator('.site-header')).toBeVisible();
}

/** Unfolds the New game form's seats (who plays each seat), if they are folded. */
export async function unfoldSeats(page) {
  const advanced = page.getByTestId('new-game-advanced');
  if (!(await advanced.evaluate((details) => details.open))) await advanced.locator('summary').click();
}
