// Karo in a real browser, both variants, driven as a player would: clicks, real pointer
// drags (mouse down, move, up), and the keyboard.
import { createRequire } from 'node:module';
import { test, expect, cell, open, address } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const status = (page) => page.getByTestId('status');
const label = (page, name) => cell(page, name).getAttribute('aria-label');

// White h10 i10 j10 k10 h12 i12, red h9 i9 j9 k9 l9 l10.
const PLACEMENTS = ['h10', 'h9', 'i10', 'i9', 'j10', 'j9', 'k10', 'k9', 'h12', 'l9', 'i12', 'l10'];
// Red jumps three pieces face-up onto row 11 while white shuffles on row 12; then red
// lifts the tile from l12, lays it on g11 and jumps i9 over h10 onto it: g11–j11 win.
const BEFORE_THE_WIN = [...PLACEMENTS, 'i12-j12', 'h9-h11', 'j12-k12', 'j9-j11', 'k12-k11', 'k9-i11', 'h12-i12'];
const link = (moves) => `#/karo-four?moves=${moves.join(',')}`;

/** The centre of a board cell on the screen. */
async function centre(page, name) {
  const box = await cell(page, name).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Drags whatever is on `from` to `to` with a real pointer: down, a few moves, up. */
async function drag(page, from, to) {
  const [x0, y0] = await centre(page, from);
  const [x1, y1] = await centre(page, to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 8, y0 + 8, { steps: 2 });
  await page.mouse.move(x1, y1, { steps: 10 });
  await page.mouse.up();
}

/** Clicks the cells in order. */
async function clicks(page, names) {
  for (const name of names) await cell(page, name).click();
}

async function playToTheWin(page) {
  // A piece by drag, the next by clicks, and so on.
  for (const [i, token] of BEFORE_THE_WIN.slice(12).entries()) {
    const [from, to] = token.split('-');
    if (i % 2 === 0) await drag(page, from, to);
    else await clicks(page, [from, to]);
    await expect(page).toHaveURL(new RegExp(`,${token}$`));
  }
}

test('karo-four: a whole placing phase, with the pieces in hand', async ({ page }) => {
  await open(page, '#/karo-four');
  await expect(status(page)).toHaveText('White to place a piece');
  await expect(page.locator('.karo-tile')).toHaveCount(20);
  await expect(page.getByTestId('tally')).toContainText('6 in hand');
  // The line under the board counts the pieces placed, then says how pieces move.
  const hint = page.getByTestId('karo-hint');
  await expect(hint).toContainText(/\b0\b.*\b12\b/);
  for (const [i, name] of PLACEMENTS.entries()) {
    await cell(page, name).click();
    const colour = i % 2 === 0 ? 'white' : 'red';
    await expect(cell(page, name)).toHaveAttribute('aria-label', `${name}, ${colour} piece, face down`);
    if (i < 11) await expect(hint).toContainText(new RegExp(`\\b${i + 1}\\b.*\\b12\\b`));
  }
  await expect(hint).not.toContainText(/\b12\b/);
  await expect(page.locator('.karo-piece')).toHaveCount(12);
  await expect(page.locator('.karo-piece.up')).toHaveCount(0);
  await expect(page.getByTestId('tally').locator('li')).toHaveCount(0);
  await expect(status(page)).toHaveText('White to move');
  await expect(page).toHaveURL(new RegExp(`${address(link(PLACEMENTS))}$`));
  // Of the four corners only l12 is empty: the one tile that can be lifted.
  await expect(page.locator('.karo-tile.liftable')).toHaveCount(1);
});

test('karo-four: a win that includes a tile relocation by a real pointer drag', async ({ page }) => {
  await open(page, link(PLACEMENTS));
  await playToTheWin(page);
  await expect(status(page)).toHaveText('Red to move');

  await drag(page, 'l12', 'g11');
  // Three pieces may enter: the page waits for the choice, the tile already on g11.
  await expect(status(page)).toHaveText('Red: choose the piece that enters the tile');
  await expect(page.getByTestId('relocation')).toContainText('The tile from l12 lies on g11');
  await expect(cell(page, 'g11')).toHaveAttribute('aria-label', 'g11, empty tile');
  await expect(cell(page, 'l12')).toHaveAttribute('aria-label', 'l12, no tile');
  await expect(page).toHaveURL(/,h12-i12$/);
  await drag(page, 'i9', 'g11');

  await expect(status(page)).toHaveText('Red wins with four pieces circle up in a row');
  await expect(page).toHaveURL(/,h12-i12,i9-g11\/l12$/);
  await expect(cell(page, 'g11')).toHaveAttribute('aria-label', 'g11, red piece, circle up');
  await expect(page.locator('.karo-piece.winning')).toHaveCount(4);
  await expect(page.locator('.karo-cell.live')).toHaveCount(0);

  await page.reload();
  await expect(status(page)).toHaveText('Red wins with four pieces circle up in a row');
  await expect(cell(page, 'g11')).toHaveAttribute('aria-label', 'g11, red piece, circle up');
  await expect(cell(page, 'l12')).toHaveAttribute('aria-label', 'l12, no tile');
  await expect(page.locator('.karo-piece.winning')).toHaveCount(4);
});

test('karo-four: the same relocation by clicks, and put back before the piece enters', async ({ page }) => {
  await open(page, link(BEFORE_THE_WIN));
  await cell(page, 'l12').click();
  await expect(cell(page, 'g11')).toHaveClass(/drop/);
  await cell(page, 'g11').click();
  await expect(page.getByTestId('relocation')).toBeVisible();
  // Changed his mind: the tile goes back and nothing was played.
  await page.getByTestId('cancel-relocation').click();
  await expect(cell(page, 'l12')).toHaveAttribute('aria-label', 'l12, empty tile');
  await expect(cell(page, 'g11')).toHaveAttribute('aria-label', 'g11, no tile');
  await expect(status(page)).toHaveText('Red to move');

  await clicks(page, ['l12', 'g11', 'i9']);
  await expect(status(page)).toHaveText('Red wins with four pieces circle up in a row');
  await expect(page).toHaveURL(/,h12-i12,i9-g11\/l12$/);
  await expect(page.getByTestId('announce')).toHaveText('Red: i9-g11/l12');
});

test('karo-four: an illegal drop snaps back with nothing changed', async ({ page }) => {
  await open(page, link(BEFORE_THE_WIN));
  const url = page.url();
  // Cells that are not marked: one whose only neighbour is the tile itself (rule 13),
  // and one with a tile on it.
  await drag(page, 'l12', 'm12');
  await drag(page, 'l12', 'j12');
  // A piece dragged where it may not go.
  await drag(page, 'i9', 'i12');
  await expect(page.getByTestId('relocation')).toHaveCount(0);
  await expect(cell(page, 'l12')).toHaveAttribute('aria-label', 'l12, empty tile');
  await expect(cell(page, 'i9')).toHaveAttribute('aria-label', 'i9, red piece, face down');
  await expect(status(page)).toHaveText('Red to move');
  expect(page.url()).toBe(url);
  // The tile is drawn on its own cell again.
  // Tiles are drawn in the order they started in, l12 last.
  const tile = await page.locator('.karo-tile.liftable').last().boundingBox();
  const home = await cell(page, 'l12').boundingBox();
  expect(Math.abs(tile.x - home.x)).toBeLessThan(home.width / 4);
  expect(Math.abs(tile.y - home.y)).toBeLessThan(home.height / 4);
});

test('karo-four: the view is the field and its ring, with coordinates, and holds still while a tile waits', async ({ page }) => {
  await open(page, link(BEFORE_THE_WIN));
  const board = page.locator('svg.karo-board');
  const labels = () => board.locator('.coordinates text').allTextContents();
  // h9–l12 and one cell around: g8–m13, 7 by 6.
  await expect(page.locator('[data-cell]')).toHaveCount(42);
  expect(await labels()).toEqual(['g', 'h', 'i', 'j', 'k', 'l', 'm', '8', '9', '10', '11', '12', '13']);
  const start = await board.getAttribute('viewBox');
  await drag(page, 'l12', 'g11');
  await expect(page.getByTestId('relocation')).toBeVisible();
  // The tile lies on g11, in the ring: the view stays while its piece is chosen.
  await expect(page.locator('[data-cell]')).toHaveCount(42);
  expect(await board.getAttribute('viewBox')).toBe(start);
  await drag(page, 'i9', 'g11');
  await expect(status(page)).toHaveText('Red wins with four pieces circle up in a row');
  // Now the field reaches g: the view takes in column f, and glides there.
  await expect(page.locator('[data-cell]')).toHaveCount(48);
  expect(await labels()).toEqual(['f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', '8', '9', '10', '11', '12', '13']);
  await expect(board).toHaveAttribute('viewBox', '4.5 -13.15 8.65 6.65');
});

test('karo-jumpers: the coordinates run a–c and 1–8, and the end says all six are home', async ({ page }) => {
  await open(page, '#/karo-jumpers?position=www/ww1/2w/3/3/rrr/rr1/2r.w0&moves=c6-c7');
  const labels = await page.locator('svg.karo-board .coordinates text').allTextContents();
  expect(labels).toEqual(['a', 'b', 'c', '1', '2', '3', '4', '5', '6', '7', '8']);
  await expect(status(page)).toHaveText('White wins: all six pieces are home');
});

test('karo: a finger dragging on the board moves tiles and pieces, not the page', async ({ page }) => {
  // Without `touch-action: none` a phone pans the page under a dragging finger and the
  // browser cancels the drag.
  for (const variant of ['karo-four', 'karo-jumpers']) {
    await open(page, `#/${variant}`);
    const board = page.locator('svg.karo-board');
    await expect(board).toHaveCount(1);
    expect(await board.evaluate((svg) => getComputedStyle(svg).touchAction)).toBe('none');
  }
});

test('karo-jumpers: first moves by drag and by click, kept by a reload', async ({ page }) => {
  await open(page, '#/karo-jumpers');
  await page.getByTestId('start-friend').click();
  await expect(status(page)).toHaveText('White to move');
  await expect(page.locator('[data-cell]')).toHaveCount(24);
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', 'a1, white jumper');
  await drag(page, 'a1', 'a3');
  await expect(cell(page, 'a3')).toHaveAttribute('aria-label', 'a3, white crawler');
  await expect(status(page)).toHaveText('Red to move');
  await cell(page, 'c7').click();
  await expect(cell(page, 'c6')).toHaveClass(/target/);
  await cell(page, 'c6').click();
  await expect(cell(page, 'c6')).toHaveAttribute('aria-label', 'c6, red jumper');
  await expect(page).toHaveURL(/\/karo-jumpers\/#moves=a1-a3,c7-c6$/);
  await expect(page.getByTestId('tally')).toContainText('0 of 6 home');

  await page.reload();
  // The file's board (the start, where White moves too) shows until the bundle has drawn
  // the game's own.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(status(page)).toHaveText('White to move');
  expect(await label(page, 'a3')).toBe('a3, white crawler');
  expect(await label(page, 'c6')).toBe('c6, red jumper');
  expect(await label(page, 'a1')).toBe('a1, empty tile');
});

test('karo by keyboard alone', async ({ page }) => {
  await open(page, '#/karo-four');
  await page.getByTestId('start-friend').click();
  await page.getByTestId('learn-link').focus();
  await page.keyboard.press('Tab');
  // One tab stop into the board: the first cell where something can be done.
  await expect(cell(page, 'h12')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(cell(page, 'h12')).toHaveAttribute('aria-label', 'h12, white piece, face down');
  await expect(cell(page, 'i12')).toHaveAttribute('aria-label', 'i12, red piece, face down');
  await expect(page.getByTestId('announce')).toHaveText('Red: i12');
  // Arrows on the board move the focus, not through the moves.
  await page.keyboard.press('ArrowLeft');
  await expect(cell(page, 'h12')).toBeFocused();
  await expect(page.locator('[data-move="2"]')).toHaveAttribute('aria-current', 'step');

  await open(page, '#/karo-jumpers');
  await page.getByTestId('start-friend').click();
  await page.getByTestId('learn-link').focus();
  await page.keyboard.press('Tab');
  await expect(cell(page, 'a2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 'a2')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'a3')).toHaveAttribute('aria-label', 'a3, white jumper');
  await expect(status(page)).toHaveText('Red to move');
});

test('karo embeds: a drag plays, the computer (Red) answers in ai mode, view only replays', async ({ page }) => {
  await page.goto('/#/embed/karo-jumpers?mode=ai&level=1');
  await expect(page.getByTestId('embed')).toBeVisible();
  await expect(status(page)).toHaveText('White to move');
  await drag(page, 'b2', 'b3');
  await expect(cell(page, 'b3')).toHaveAttribute('aria-label', 'b3, white jumper');
  await expect(page.locator('[data-move="2"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(status(page)).toHaveText('White to move');
  await page.goto('/#/embed/karo-four?mode=view&moves=h9');
  await expect(status(page)).toHaveText('Red to place a piece');
  await expect(page.locator('.karo-tile')).toHaveCount(20);
  await expect(page.locator('.karo-cell.live')).toHaveCount(0);
});

test('karo embeds: flipped, the board is turned round and drags and keys still land right', async ({ page }) => {
  await page.goto('/#/embed/karo-jumpers?flip=1');
  await expect(status(page)).toHaveText('White to move');
  const [a1, a8, c1] = await Promise.all(['a1', 'a8', 'c1'].map((n) => cell(page, n).boundingBox()));
  expect(a1.y).toBeLessThan(a8.y);
  expect(a1.x).toBeGreaterThan(c1.x);
  // b2 to b3 is a step down the screen now.
  await drag(page, 'b2', 'b3');
  await expect(cell(page, 'b3')).toHaveAttribute('aria-label', 'b3, white jumper');
  await expect(status(page)).toHaveText('Red to move');
  // Down the screen is up the board; right is towards a.
  await cell(page, 'c7').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'b7')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'a8')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(cell(page, 'b7')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'b6')).toHaveAttribute('aria-label', 'b6, red jumper');
});

test('karo keys pressed faster than the board draws each act where the key before left it', async ({ page }) => {
  await page.goto('/#/embed/karo-jumpers?flip=1');
  await expect(status(page)).toHaveText('White to move');
  await drag(page, 'b2', 'b3');
  await expect(status(page)).toHaveText('Red to move');
  await cell(page, 'c7').focus();
  // Keys sent in one task: the board has not drawn between them.
  const keys = (names) => page.evaluate((names) => {
    for (const key of names) {
      document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, names);
  await keys(['ArrowRight', 'ArrowRight']);
  await expect(cell(page, 'a7')).toBeFocused();
  // The second Enter drops the jumper the first one picked up.
  await keys(['ArrowLeft', 'Enter', 'ArrowUp', 'Enter']);
  await expect(cell(page, 'b6')).toHaveAttribute('aria-label', 'b6, red jumper');
  await expect(status(page)).toHaveText('White to move');
});

test('karo against the computer moving first: the board starts from the person\'s side, and turns', async ({ page }) => {
  // White, who begins, is the computer's: the person plays Red, whose home rows are 7 and 8.
  await open(page, '#/karo-jumpers?computer=2:1');
  await expect(status(page)).toHaveText('Your move', { timeout: 15_000 });
  const flip = page.getByTestId('flip');
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  const y = async (name) => (await cell(page, name).boundingBox()).y;
  expect(await y('a8')).toBeGreaterThan(await y('a1'));
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  expect(await y('a8')).toBeLessThan(await y('a1'));
  // Two people: seen from White's side until turned.
  await open(page, '#/karo-four');
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.karo-board g.turn')).toHaveAttribute('transform', /rotate/);
});

test.describe('audit', () => {
  // axe is injected as a script, which the site's own policy rightly refuses.
  test.use({ bypassCSP: true });

  test('no serious accessibility problems on the Karo pages', async ({ page }) => {
    for (const fragment of [link(BEFORE_THE_WIN), '#/karo-jumpers?moves=a1-a3', '#/karo-four/rules', '#/karo-jumpers/rules']) {
      await open(page, fragment);
      await page.addScriptTag({ path: axePath });
      const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, fragment).toEqual([]);
    }
  });
});
