// Every visitor: keyboard play, screen-reader words, languages, and an automated audit.
import { test, expect, cell, open, audit } from './fixtures.js';

test('Caro by keyboard alone', async ({ page }) => {
  await open(page, '#/caro');
  // One tab stop into the board: the centre point.
  await page.locator('[data-testid="rules-link"]').focus();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))) break;
  }
  await expect(cell(page, 'h8')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 'h8').locator('.stone')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, 'i9')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(cell(page, 'i9')).toHaveAttribute('aria-label', 'i9, white stone');
  await expect(page.getByTestId('announce')).toHaveText('White: i9');
  // Arrows on the board move the focus, not through the moves.
  await expect(page.locator('[data-move="2"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('svg.board')).toHaveAttribute('role', 'grid');
  await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
});

test('moves can be typed in notation', async ({ page }) => {
  await open(page, '#/caro?opening=swap&moves=h8,i9,h10');
  await page.getByTestId('move-input').fill('g9');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('move-input-error')).toHaveText('g9: a colour choice is due');
  await page.getByTestId('move-input').fill(' =W ');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('status')).toHaveText('White to play (second player)');
  await page.getByTestId('move-input').fill('H11');
  await page.getByTestId('move-input').press('Enter');
  await expect(cell(page, 'h11')).toHaveAttribute('aria-label', 'h11, white stone');
  await page.getByTestId('move-input').fill('p3');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('move-input-error')).toHaveText('p3: no such point');
});

test.describe('audit', () => {
  // axe is injected as a script, which the site's own policy rightly refuses.
  test.use({ bypassCSP: true });

  test('no serious accessibility problems on the home and Caro pages', async ({ page }) => {
    await open(page);
    expect(await audit(page)).toEqual([]);
    await open(page, '#/caro?moves=h8,i9');
    expect(await audit(page)).toEqual([]);
    await open(page, '#/caro/rules');
    expect(await audit(page)).toEqual([]);
  });

  test('no serious accessibility problems in the game review', async ({ page }) => {
    // After j7, the blunder: its class, the computer's move ringed and the legend.
    await open(page, '#/caro?moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&at=8&review');
    await expect(page.getByTestId('review-progress')).toHaveText(/10 \/ 10/, { timeout: 30_000 });
    await expect(page.getByTestId('review-marks')).toBeVisible();
    await page.locator('.review-table summary').click();
    expect(await audit(page)).toEqual([]);
  });

  test('no serious accessibility problems in the first Play\'s question, folded or not', async ({ page }) => {
    await open(page, '#/azacru');
    await expect(page.getByTestId('start-panel')).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('start-more').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });

  test('no serious accessibility problems in the New game dialog, either choice', async ({ page }) => {
    await open(page, '#/azacru');
    await page.getByTestId('new-game').click();
    await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('opponent-computer').check();
    await expect(page.getByTestId('opponent-level')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});

test('the language can be switched, is remembered, and the address can set it', async ({ page }) => {
  await open(page, '#/caro?moves=h8,i9,h10');
  await page.getByTestId('language').selectOption('cs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('link', { name: 'Všechny hry' })).toBeVisible();
  // The game survives the switch, with the moves played since the page opened.
  await page.locator('[data-cell="a1"]').click();
  await page.getByTestId('language').selectOption('ru');
  await expect(page.locator('.play-area .stone')).toHaveCount(4);
  await expect(page.getByTestId('status')).toContainText('ходят');

  // Plurals: three moves in Czech and in Russian (a few, not one or many).
  await page.getByTestId('language').selectOption('cs');
  // A game's page in another language is another page: it has loaded before the next.
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await open(page, '#/');
  await open(page, '#/caro');
  await expect(page.getByTestId('resume')).toContainText('4 tahy');
  await page.getByTestId('language').selectOption('ru');
  await expect(page.getByTestId('resume')).toContainText('4 хода');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await open(page, '#/caro/rules?lang=cs');
  await expect(page.locator('h1')).toHaveText('Jak se hraje Caro');
  await expect(page.getByRole('heading', { name: 'Cíl hry' })).toBeVisible();
  await page.goto('/#/embed/caro?lang=vi');
  await expect(page.getByTestId('status')).toHaveText('Đến lượt Đen');
});

// Issue 12: text enlarged to 200% (the root font size, as a browser's text-size setting
// does) on a phone and on a desktop. Nothing may push the page wider than the screen,
// and the board and the game's controls stay on screen without covering each other.
const PAGES = ['', '#/caro', '#/karo-four', '#/karo-jumpers', '#/azacru', '#/kauri', '#/kauri/rules', '#/azacru/rules',
  // The review's panel beside (or, on a phone, under) the board.
  '#/caro?moves=h8,g8,i8&review'];

/** Whether two boxes overlap (more than a pixel, for rounding). */
const overlap = (a, b) =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

for (const [width, height] of [[390, 844], [1280, 900]]) {
  test(`text at 200% fits a ${width}px wide window`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const fragment of PAGES) {
      await open(page, fragment);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${fragment || 'home'}: no sideways scrolling`).toBeLessThanOrEqual(client);
      // The header's language menu (on the static pages, its links) stays within the window.
      const language = await page.locator('[data-testid="language"], [data-testid="languages"]').boundingBox();
      expect(language.x + language.width, `${fragment || 'home'}: language on screen`).toBeLessThanOrEqual(client);
      if (!fragment || fragment.endsWith('/rules')) continue;
      const board = await page.locator('.play-area svg.board').first().boundingBox();
      expect(board.x, `${fragment}: board on screen`).toBeGreaterThanOrEqual(0);
      expect(board.x + board.width, `${fragment}: board on screen`).toBeLessThanOrEqual(client);
      const controls = ['status', 'new-game', 'undo', ...(fragment === '#/kauri' ? ['speed'] : [])];
      for (const control of controls) {
        const locator = page.getByTestId(control);
        await expect(locator, `${fragment}: ${control}`).toBeVisible();
        const box = await locator.boundingBox();
        expect(box.x + box.width, `${fragment}: ${control} on screen`).toBeLessThanOrEqual(client);
        expect(overlap(box, board), `${fragment}: ${control} clear of the board`).toBe(false);
      }
    }
  });
}
