// The home page (issue 45): a heading, the count of games as many as the cards, and
// Continue only for a saved game that has not ended.
import { test, expect, open, place } from './fixtures.js';

const LANGUAGES = ['en', 'hu', 'cs', 'ru', 'sv', 'vi'];
const prefix = (code) => (code === 'en' ? '' : `${code}/`);
// Black's five on the ninth move: h8 a1 i8 a2 j8 a3 k8 a4 l8.
const ALMOST_FIVE = 'h8,a1,i8,a2,j8,a3,k8,a4';

test('every home page has one heading, above the five games', async ({ page }) => {
  for (const code of LANGUAGES) {
    await page.goto(`/${prefix(code)}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.game-card')).toHaveCount(5);
  }
  // The count in the heading is the cards' (in English; the others are translations).
  await page.goto('/');
  await expect(page.locator('h1')).toContainText(/^Five /);
});

test('Continue is offered for a game that goes on, never for one that has ended', async ({ page }) => {
  // A game that goes on, then a later one that ends.
  await open(page, '#/caro?moves=o15');
  await place(page, ['a15']);
  await open(page, `#/caro?moves=${ALMOST_FIVE}`);
  await place(page, ['l8']);
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage).filter((t) => /^over: yes$/m.test(t)).length))
    .toBe(1);

  // Continue opens the one that goes on, not the later one that ended.
  await page.goto('/');
  const resume = page.locator('[data-game="caro"]').getByTestId('continue');
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page).toHaveURL(/\/caro\/#moves=o15,a15$/);
  await expect(page.locator('.play-area .stone')).toHaveCount(2);

  // With only the ended game saved, no Continue, and `continue` opens a new game.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('tessera.save.') && !/^over: yes$/m.test(localStorage.getItem(key))) localStorage.removeItem(key);
    }
  });
  await page.goto('/');
  await expect(page.locator('[data-testid="continue"]:visible')).toHaveCount(0);
  await open(page, '#/caro?continue');
  await expect(page.locator('.play-area .stone')).toHaveCount(0);
});
