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

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`from the home page the computer is two clicks away, at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await open(page);
    await page.getByRole('link', { name: 'Play Caro', exact: true }).click();
    // The first Play asks how to play, in view, before anything else.
    const panel = page.getByTestId('start-panel');
    await expect(panel).toBeInViewport();
    await expect(page.getByTestId('start-computer')).toBeInViewport();
    await expect(page.getByTestId('start-level-2')).toBeChecked();
    await page.getByTestId('start-computer').click();
    // The person moves first, the computer plays the second player at level 2.
    await expect(page).toHaveURL(/\/caro\/#computer=2:2$/);
    await expect(panel).toHaveCount(0);
    const matchUp = page.getByTestId('match-up');
    await expect(matchUp.locator('[data-player="you"]')).toHaveAttribute('data-seat', '0');
    await expect(matchUp.locator('[data-player="you"]')).toHaveAttribute('aria-current', 'true');
    await expect(matchUp.locator('[data-player="computer"]')).toHaveAttribute('data-seat', '1');
    await expect(page.getByTestId('status')).toHaveText('Your move');
    await place(page, ['h8']);
    await expect(stones(page)).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('status')).toHaveText('Your move');
    await expect(page.getByTestId('thinking')).toHaveCount(0);
  });
}

test('the first Play offers the level and side, and remembers them for that game only', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('start-level-4').check();
  // The second player's side (White, in Caro's free opening).
  await page.getByTestId('start-side').selectOption({ index: 1 });
  await page.getByTestId('start-computer').click();
  // The computer opens, at level 4.
  await expect(page).toHaveURL(/\/caro\/#computer=1:4$/);
  await expect(stones(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('match-up').locator('[data-player="computer"]')).toHaveAttribute('data-seat', '0');

  // The next new game of Caro starts from that choice; the seats are advanced and folded.
  await page.getByTestId('new-game').click();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  await expect(page.getByTestId('opponent-computer')).toBeChecked();
  await expect(page.getByTestId('opponent-level')).toHaveValue('4');
  await expect(page.getByTestId('opponent-side')).toHaveValue('1');
  await expect(page.getByTestId('new-game-advanced')).toHaveJSProperty('open', false);
  await page.keyboard.press('Escape');

  // Another game knows nothing of Caro's side: Kauri's first Play has its first mover.
  await open(page, '#/kauri');
  await expect(page.getByTestId('start-level-2')).toBeChecked();
  await page.getByTestId('start-computer').click();
  await expect(page).toHaveURL(/\/kauri\/#computer=2:2$/);
  await expect(page.getByTestId('status')).toContainText('Your move');

  // A friend at this device: no computer, and the match-up says so.
  await open(page, '#/azacru');
  await page.getByTestId('start-players').selectOption('3');
  await page.getByTestId('start-friend').click();
  await expect(page).toHaveURL(/\/azacru\/#players=3$/);
  await expect(page.getByTestId('match-up').locator('[data-player="person"]')).toHaveCount(3);
});

test('New game sets each seat under a fold, and computer against computer opens it', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('start-more').click();
  const form = page.locator('form.new-game');
  await expect(form).toBeInViewport();
  // A newcomer is offered the computer, the person moving first.
  await expect(page.getByTestId('opponent-computer')).toBeChecked();
  await expect(page.getByTestId('opponent-side')).toHaveValue('0');
  await page.getByTestId('opponent-level').selectOption('3');
  await page.getByTestId('new-game-advanced').locator('summary').click();
  await expect(page.getByTestId('seat-1')).toHaveValue('3');
  await page.getByTestId('seat-0').selectOption('4');
  // Neither choice fits computer against computer.
  await expect(page.getByTestId('opponent-friend')).not.toBeChecked();
  await expect(page.getByTestId('opponent-computer')).not.toBeChecked();
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/caro\/#computer=1:4,2:3$/);
  await expect(page.getByTestId('match-up').locator('[data-player="computer"]')).toHaveCount(2);
  // Escape closes the form as Cancel does.
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('new-game-advanced')).toHaveJSProperty('open', true);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
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
  await expect(page).toHaveURL(/\/caro\/#moves=h8,[a-o]\d+&computer=2:1$/);
  await place(page, ['h9']);
  await expect(stones(page)).toHaveCount(4, { timeout: 15_000 });

  // So does the home page's Continue.
  await open(page);
  await page.locator('[data-game="caro"]').getByTestId('continue').click();
  await expect(page).toHaveURL(/computer=2:1$/);
  await expect(stones(page)).toHaveCount(4);
  await expect(page.getByTestId('status')).toHaveText('Your move');
});
