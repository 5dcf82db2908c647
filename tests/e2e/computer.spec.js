// Playing the computer: its moves come from a web worker, so the page stays responsive.
import { test, expect, cell, place, open } from './fixtures.js';

const stones = (page) => page.locator('.play-area .stone');

test('a person plays the computer, which answers from its worker', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('new-game').click();
  await page.getByTestId('seat-1').selectOption('2');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/caro\?computer=2:2$/);
  await place(page, ['h8']);
  await expect(stones(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('Black to play');
  // The worker was started for this, and only now.
  const workers = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((r) => r.name.includes('ai-worker')).length,
  );
  expect(workers).toBeGreaterThan(0);

  // Undo takes back the computer's reply and the person's move.
  await page.getByTestId('undo').click();
  await expect(stones(page)).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('Black to play');
});

test('the page stays responsive while the computer thinks, and it blocks a five', async ({ page }) => {
  // White (the computer, strongest level) must stop black's open four.
  await open(page, '#/caro?moves=h8,a1,i8,a3,j8&computer=2:5');
  await expect(page.getByTestId('thinking')).toBeVisible();
  // While it thinks, the page answers: the links panel opens and closes.
  await page.getByTestId('share-panel').locator('summary').click();
  await expect(page.getByTestId('link-game')).toBeVisible();
  await expect(stones(page)).toHaveCount(6, { timeout: 20_000 });
  const blocked = await page.evaluate(() =>
    ['g8', 'k8'].some((p) => document.querySelector(`[data-cell="${p}"] .stone`)),
  );
  expect(blocked).toBe(true);
});

test('a hint shows the move the computer would play', async ({ page }) => {
  await open(page, '#/caro?moves=h8,a1,i8,a3,j8,a5,k8');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/The computer would play (g8|l8)\./, { timeout: 15_000 });
  await expect(stones(page)).toHaveCount(7);
});

test('the computer plays both sides to the end', async ({ page }) => {
  await open(page, '#/caro?computer=1:1,2:1');
  await expect(page.getByTestId('status')).toHaveText(/wins|Draw/, { timeout: 60_000 });
});
