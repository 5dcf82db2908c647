// Caro in a real browser, driven the way a player would: clicks on board points.
import { test, expect, cell, place, open, address } from './fixtures.js';

const status = (page) => page.getByTestId('status');
const stones = (page) => page.locator('.stone');

test('the home page lists the five games and opens Caro', async ({ page }) => {
  await open(page);
  for (const id of ['karo-four', 'karo-jumpers', 'kauri', 'azacru', 'caro']) {
    await expect(page.locator(`[data-game="${id}"] h2`)).not.toBeEmpty();
  }
  await expect(page.locator('[data-game="kauri"]').getByRole('link', { name: 'Play' })).toBeVisible();
  await page.locator('[data-game="caro"]').getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/caro\/$/);
  await expect(status(page)).toHaveText('Black to play');
  await expect(page.locator('[data-cell]')).toHaveCount(225);
  await expect(cell(page, 'h8')).toHaveAttribute('aria-label', 'h8, empty');
});

test('a game to a win, kept by a reload, with one history entry', async ({ page }) => {
  await open(page, '#/caro');
  const entries = await page.evaluate(() => history.length);
  // Black builds an open row on row 8; white plays far away.
  await place(page, ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k8', 'a7']);
  await expect(status(page)).toHaveText('Black to play');
  await expect(cell(page, 'a7')).toHaveClass(/last/);
  await place(page, ['l8']);
  await expect(status(page)).toHaveText('Black wins with five in a row');
  await expect(page.locator('.point.winning')).toHaveCount(5);
  await expect(page.locator('.point.target')).toHaveCount(0);
  await expect(page).toHaveURL(/\/caro\/#moves=h8,a1,i8,a3,j8,a5,k8,a7,l8$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.reload();
  await expect(status(page)).toHaveText('Black wins with five in a row');
  await expect(stones(page)).toHaveCount(9);
  await expect(cell(page, 'l8')).toHaveAttribute('aria-label', 'l8, black stone');
  await expect(cell(page, 'a7')).toHaveAttribute('aria-label', 'a7, white stone');
  await expect(page.locator('.point.winning')).toHaveCount(5);
});

test('a closed five does not win and undo takes back a move', async ({ page }) => {
  await open(page, '#/caro?moves=g8,f8,h8,l8,i8,a1,j8,a3');
  await place(page, ['k8']);
  await expect(status(page)).toHaveText('White to play');
  await page.getByTestId('undo').click();
  await expect(cell(page, 'k8').locator('.stone')).toHaveCount(0);
  await expect(status(page)).toHaveText('Black to play');
  await expect(page).toHaveURL(/moves=g8,f8,h8,l8,i8,a1,j8,a3$/);
});

test('a link with an illegal move says where, and keeps the good moves', async ({ page }) => {
  const link = '#/caro?moves=h8,i9,h10,i10,h11,i11,p3,h12';
  await open(page, link);
  await expect(page.getByTestId('notice')).toContainText("Move 7 'p3': no such point");
  await expect(page.getByTestId('notice')).toContainText('up to move 6');
  await expect(stones(page)).toHaveCount(6);
  await expect(status(page)).toHaveText('Black to play');
  // The link stays as given until the player chooses.
  await expect(page).toHaveURL(new RegExp(`${address(link)}$`));
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page).toHaveURL(/moves=h8,i9,h10,i10,h11,i11$/);

  await open(page, '#/caro?moves=h8,h8');
  await expect(page.getByTestId('notice')).toContainText("Move 2 'h8': that point is already taken");
  await page.getByRole('button', { name: 'Start a new game' }).click();
  await expect(stones(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/caro\/$/);
});

test('a link with an unknown option or page explains itself', async ({ page }) => {
  await open(page, '#/caro?opening=pie&moves=h8');
  await expect(page.getByTestId('notice')).toContainText("option 'opening=pie'");
  await expect(stones(page)).toHaveCount(1);
  await open(page, '#/chess');
  await expect(page.getByTestId('notice')).toContainText('There is no page called “chess”');
});

test('swap2: the second player takes white through the buttons', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('new-game').click();
  await page.getByTestId('opponent-friend').check();
  await page.locator('select[name="opening"]').selectOption('swap2');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/caro\/#opening=swap2$/);
  await expect(status(page)).toHaveText('Black to play (first player)');
  await place(page, ['h8', 'i9', 'h10']);
  await expect(status(page)).toHaveText('Second player: choose a colour, or place stones 4 and 5');
  await expect(page.getByTestId('colour-choice')).toContainText('places two more stones');
  await page.getByTestId('choose-white').click();
  await expect(page.getByTestId('colour-choice')).toHaveCount(0);
  await expect(status(page)).toHaveText('White to play (second player)');
  await place(page, ['g9']);
  await expect(status(page)).toHaveText('Black to play (first player)');
  await expect(page).toHaveURL(/\/caro\/#opening=swap2&moves=h8,i9,h10,=w,g9$/);
  // The new game was a new history entry: back returns to the free game.
  await page.goBack();
  await expect(page).toHaveURL(/\/caro\/$/);
  await expect(status(page)).toHaveText('Black to play');
  await expect(stones(page)).toHaveCount(0);
});

test('swap2: two more stones hand the choice back to the first player', async ({ page }) => {
  await open(page, '#/caro?opening=swap2&moves=h8,i9,h10');
  await place(page, ['j9']);
  await expect(page.getByTestId('colour-choice')).toHaveCount(0);
  await expect(status(page)).toHaveText('Black to play (second player)');
  await place(page, ['g10']);
  await expect(status(page)).toHaveText('First player: choose a colour');
  await expect(page.locator('.point.target')).toHaveCount(0);
  await page.getByTestId('choose-black').click();
  await expect(status(page)).toHaveText('White to play (second player)');
  await expect(page).toHaveURL(/moves=h8,i9,h10,j9,g10,=b$/);
});

test('swap: only a colour may follow the third stone', async ({ page }) => {
  await open(page, '#/caro?opening=swap&moves=h8,i9,h10');
  await expect(status(page)).toHaveText('Second player: choose a colour');
  await expect(page.locator('.point.target')).toHaveCount(0);
  await page.getByTestId('choose-black').click();
  await expect(status(page)).toHaveText('White to play (first player)');
});

test('a pointer over an empty point previews the stone to play, in its colour', async ({ page }) => {
  await open(page, 'caro/#moves=h8');
  const preview = (name) => cell(page, name).locator('.hit').evaluate((hit) => getComputedStyle(hit).fill);
  await cell(page, 'j10').hover();
  await expect.poll(() => preview('j10')).toContain('#caro-ghost-white');
  await page.mouse.move(0, 0);
  await expect.poll(() => preview('j10')).not.toContain('caro-ghost');
  await place(page, ['j10']);
  await cell(page, 'k11').hover();
  await expect.poll(() => preview('k11')).toContain('#caro-ghost-black');
  // A point with a stone previews nothing.
  await cell(page, 'h8').hover();
  await expect.poll(() => preview('h8')).not.toContain('caro-ghost');
});

test('the board fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '#/caro');
  const box = await page.locator('svg.board').boundingBox();
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.width).toBeGreaterThan(300);
  await place(page, ['a1', 'o15']);
  await expect(status(page)).toHaveText('Black to play');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap shows the stone, a tap elsewhere moves it, a tap on it places it; a click places at once', async ({ page }) => {
    await open(page, '#/caro?moves=h8');
    const shown = page.getByTestId('provisional-stone');
    await cell(page, 'i9').tap();
    await expect(cell(page, 'i9').getByTestId('provisional-stone')).toHaveCount(1);
    await expect(cell(page, 'i9')).toHaveAttribute('aria-label', /^i9, stone shown/);
    await expect(stones(page)).toHaveCount(1);
    // The line under the board names the point the stone is shown on.
    const note = page.getByTestId('shown-stone-note');
    await expect(note).toContainText('i9');
    await cell(page, 'j10').tap();
    await expect(cell(page, 'j10').getByTestId('provisional-stone')).toHaveCount(1);
    await expect(shown).toHaveCount(1);
    await expect(note).toContainText('j10');
    await expect(page).toHaveURL(/moves=h8$/);
    await cell(page, 'j10').tap();
    await expect(page).toHaveURL(/moves=h8,j10$/);
    await expect(note).toBeEmpty();
    await expect(cell(page, 'j10')).toHaveAttribute('aria-label', 'j10, white stone');
    await expect(shown).toHaveCount(0);
    // A mouse is precise: its click places the stone at once.
    await cell(page, 'g7').click();
    await expect(page).toHaveURL(/moves=h8,j10,g7$/);
    // A stone shown goes when the position changes.
    await cell(page, 'k11').tap();
    await expect(shown).toHaveCount(1);
    await page.getByTestId('undo').click();
    await expect(page).toHaveURL(/moves=h8,j10$/);
    await expect(shown).toHaveCount(0);
  });
});

test('playing White against the computer, the board is not turned over; Flip still turns it', async ({ page }) => {
  await open(page, '#/caro?computer=1:1');
  const flip = page.getByTestId('flip');
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  const y = async (name) => (await cell(page, name).boundingBox()).y;
  expect(await y('a1')).toBeGreaterThan(await y('a15'));
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  expect(await y('a1')).toBeLessThan(await y('a15'));
});

test('typing another game into the address loads it', async ({ page }) => {
  await open(page, '#/caro?moves=h8');
  await page.evaluate(() => { location.hash = 'moves=h8,i9,a1'; });
  await expect(stones(page)).toHaveCount(3);
  await expect(status(page)).toHaveText('White to play');
});
