// Kauri in a real browser: pits clicked and chosen by keyboard, the sowing animated drop by
// drop, the counts checked against `tessera play` for the same moves.
import { createRequire } from 'node:module';
import { test, expect, cell, open } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const status = (page) => page.getByTestId('status');
const note = (page) => page.getByTestId('sowing-note');
const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * Checks every pit and store against the pits and stores of a position code as
 * `tessera play kauri <moves>` prints it, e.g. `7c-7c-0c-0c-7c-7c/7c-0-2-8c-7cc-7cc.1-0.s`.
 */
async function expectPosition(page, code) {
  const [rows, stores] = code.split('.');
  for (const [side, row] of rows.split('/').map((r, i) => [['south', 'north'][i], r])) {
    for (const [i, pit] of row.split('-').entries()) {
      const stones = pit.replace(/c/g, '');
      const cowries = String(pit.length - stones.length);
      const name = `${side}-${LETTERS[i]}`;
      await expect(cell(page, name), name).toHaveAttribute('data-stones', stones);
      await expect(cell(page, name), name).toHaveAttribute('data-cowries', cowries);
    }
  }
  const [south, north] = stores.split('-');
  await expect(cell(page, 'south-store')).toHaveAttribute('data-stones', south);
  await expect(cell(page, 'north-store')).toHaveAttribute('data-stones', north);
}

/** Samples the total of the stones shown in North's pits every 40 ms for `ms`. */
async function northTotals(page, ms) {
  return page.evaluate(async (ms) => {
    const seen = [];
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const pits = [...document.querySelectorAll('[data-cell^="north-"]:not([data-cell$="store"])')];
      seen.push(pits.reduce((sum, p) => sum + Number(p.getAttribute('data-stones')), 0));
      await new Promise((r) => setTimeout(r, 40));
    }
    return seen;
  }, ms);
}

/** Whether the board shows a move being sown at any time in the next 300 ms. */
async function sawSowing(page) {
  return page.evaluate(async () => {
    let seen = false;
    const end = Date.now() + 300;
    while (Date.now() < end) {
      seen ||= document.querySelector('.kauri-board.sowing') !== null;
      await new Promise((r) => setTimeout(r, 20));
    }
    return seen;
  });
}

test('kauri: the opening moves by clicking pits, with a stone falling and a capture', async ({ page }) => {
  await open(page, '#/kauri');
  await expect(status(page)).toHaveText('South to move');
  await expect(page.locator('[data-cell]')).toHaveCount(14);
  await expect(page.locator('.pit.playable')).toHaveCount(6);
  await expectPosition(page, '5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0');
  await page.getByTestId('speed').selectOption('fast');

  await cell(page, 'south-c').click();
  // The rules' worked example.
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');
  await expect(status(page)).toHaveText('North to move');
  await expect(page.locator('.pit.north.playable')).toHaveCount(6);
  for (const [name, moves] of [['north-c', 'c,c'], ['south-d', 'c,c,d']]) {
    await cell(page, name).click();
    await expect(page).toHaveURL(new RegExp(`moves=${moves}$`));
    await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  }
  await cell(page, 'north-b').click();
  await expect(note(page)).toHaveText('The stone falls to South');
  await expectPosition(page, '7c-7c-0c-0c-7c-7c/7c-0-2-8c-7cc-7cc.1-0');
  await cell(page, 'south-a').click();
  await expect(note(page)).toHaveText('South captures 2 stones');
  await expectPosition(page, '0-8c-1c-1c-8c-8c/8c-1-0c-8c-7cc-7cc.3-0');
  await expect(status(page)).toHaveText('North to move');
  await expect(page).toHaveURL(/#\/kauri\?moves=c,c,d,b,a$/);

  // A reload shows the same position, without sowing it again.
  await page.reload();
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  await expectPosition(page, '0-8c-1c-1c-8c-8c/8c-1-0c-8c-7cc-7cc.3-0');
  // Undo shows the position before at once.
  await page.getByTestId('undo').click();
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  await expectPosition(page, '7c-7c-0c-0c-7c-7c/7c-0-2-8c-7cc-7cc.1-0');
  await expect(status(page)).toHaveText('South to move');
});

test('kauri: the sowing runs in steps at normal speed; a click or instant skips it', async ({ page }) => {
  await open(page, '#/kauri');
  await expect(page.getByTestId('speed')).toHaveValue('normal');
  await cell(page, 'south-c').click();
  const totals = await northTotals(page, 1800);
  // North's pits fill one stone at a time: 30, 31, 32 (then the cowrie).
  expect(new Set(totals)).toEqual(new Set([30, 31, 32]));
  expect(totals[0]).toBe(30);
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');

  // Slow: a click on the board finishes the move at once.
  await page.getByTestId('speed').selectOption('slow');
  await cell(page, 'north-c').click();
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(1);
  await cell(page, 'south-store').click();
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  await expectPosition(page, '6c-6c-0c-6cc-6c-6c/6c-6c-0-6c-6c-6c.0-0');
  await expect(status(page)).toHaveText('South to move');
  await expect(page).toHaveURL(/moves=c,c$/);

  // Instant: the result with no step between.
  await page.getByTestId('speed').selectOption('instant');
  await cell(page, 'south-d').click();
  expect(await sawSowing(page)).toBe(false);
  await expect(page).toHaveURL(/moves=c,c,d$/);
});

test('kauri: reduced motion shows the result at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#/kauri');
  await expect(page.getByTestId('speed')).toHaveValue('instant');
  await cell(page, 'south-c').click();
  expect(await sawSowing(page)).toBe(false);
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');
});

test('kauri: a move by keyboard', async ({ page }) => {
  await open(page, '#/kauri');
  await page.getByTestId('speed').selectOption('fast');
  await page.locator('[data-testid="rules-link"]').focus();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))) break;
  }
  await expect(cell(page, 'south-a')).toBeFocused();
  await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'south-c')).toBeFocused();
  await expect(cell(page, 'south-c')).toHaveAttribute('aria-label', 'South c: 5 stones, 1 cowrie, can be sown');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('North to move');
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, 'north-d')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/moves=c,d$/);
});

test.describe('kauri audit', () => {
  test.use({ bypassCSP: true });

  test('no serious accessibility problems on the Kauri page', async ({ page }) => {
    await open(page, '#/kauri?moves=c,c');
    await page.addScriptTag({ path: axePath });
    const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});

test('kauri: the rules page and the embedded board', async ({ page }) => {
  await open(page, '#/kauri/rules');
  await expect(page.locator('h1')).toHaveText('How to play Kauri');
  await expect(page.locator('figure.diagram svg.kauri-board')).toHaveCount(3);
  await expect(page.locator('[data-cell]')).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/embed/kauri?moves=c');
  await expect(status(page)).toHaveText('North to move');
  await cell(page, 'north-c').click();
  await expect(status(page)).toHaveText('South to move');
  await expectPosition(page, '6c-6c-0c-6cc-6c-6c/6c-6c-0-6c-6c-6c.0-0');
});
