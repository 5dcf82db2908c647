// What a first visit meets: the home page's links, the New game form, and a game against
// the computer kept across visits.
import { test, expect, place, open } from './fixtures.js';

const stones = (page) => page.locator('.play-area .stone');

test('the home page names each link with its game', async ({ page }) => {
  await open(page);
  for (const game of ['Caro', 'Kauri', 'Azacru']) {
    await expect(page.getByRole('link', { name: `Play ${game}`, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Rules ${game}`, exact: true })).toBeVisible();
  }
  // Five cards, five distinct "Play" links: none is named "Play" alone.
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toHaveCount(0);
});

test('New game opens over the page and first asks whom to play', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, '#/caro');
  await page.getByTestId('new-game').click();
  const form = page.locator('form.new-game');
  await expect(form).toBeInViewport();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  // A friend at this device is the first choice of a new visitor.
  await expect(page.getByTestId('opponent-friend')).toBeChecked();
  await expect(page.getByTestId('opponent-level')).toHaveCount(0);
  // Escape closes it as Cancel does.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  // The computer, at level 2, the person playing White: the computer opens.
  await page.getByTestId('new-game').click();
  await page.getByTestId('opponent-computer').check();
  await expect(page.getByTestId('seat-1')).toHaveValue('3');
  await page.getByTestId('opponent-level').selectOption('2');
  await page.getByTestId('opponent-side').selectOption({ label: 'Second player' });
  await expect(page.getByTestId('seat-0')).toHaveValue('2');
  await expect(page.getByTestId('seat-1')).toHaveValue('0');
  await page.getByTestId('start').click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/#\/caro\?computer=1:2$/);
  await expect(stones(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('status')).toHaveText('White to play');

  // The next visit's New game starts from that choice.
  await open(page, '#/caro/rules');
  await open(page, '#/caro');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('opponent-computer')).toBeChecked();
  await expect(page.getByTestId('opponent-level')).toHaveValue('2');
  await expect(page.getByTestId('seat-0')).toHaveValue('2');
  // Seats set another way (computer against computer) check neither choice.
  await page.getByTestId('seat-1').selectOption('4');
  await expect(page.getByTestId('opponent-friend')).not.toBeChecked();
  await expect(page.getByTestId('opponent-computer')).not.toBeChecked();
  await page.getByTestId('opponent-friend').check();
  await expect(page.getByTestId('seat-0')).toHaveValue('0');
  await expect(page.getByTestId('seat-1')).toHaveValue('0');
});

test('a saved game against the computer resumes against the computer', async ({ page }) => {
  await open(page, '#/caro?computer=2:1');
  await place(page, ['h8']);
  await expect(stones(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('thinking')).toHaveCount(0);

  // The bare page offers it back, and it goes on against the computer at level 1.
  await open(page, '#/caro');
  await expect(page.getByTestId('resume')).toContainText('2 moves');
  await page.getByTestId('resume-yes').click();
  await expect(page).toHaveURL(/#\/caro\?moves=h8,[a-o]\d+&computer=2:1$/);
  await place(page, ['h9']);
  await expect(stones(page)).toHaveCount(4, { timeout: 15_000 });

  // So does the home page's Continue.
  await open(page);
  await page.locator('[data-game="caro"]').getByTestId('continue').click();
  await expect(page).toHaveURL(/computer=2:1$/);
  await expect(stones(page)).toHaveCount(4);
  await expect(page.getByTestId('status')).toHaveText('Black to play');
});
