// Kauri in a real browser: pits clicked and chosen by keyboard, the sowing animated drop by
// drop, the counts checked against `tessera play` for the same moves.
import { createRequire } from 'node:module';
import { test, expect, cell, open } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const status = (page) => page.getByTestId('status');
const note = (page) => page.getByTestId('sowing-note');
// What the last move captured, under the board, once it is sown.
const said = (page) => page.getByTestId('move-said');
const owner = (page, side) => page.getByTestId(`owner-${side}`);
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
  // docs/rules/kauri.md, Example 1.
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');
  await expect(status(page)).toHaveText('North to move');
  await expect(page.locator('.pit.north.playable')).toHaveCount(6);
  for (const [name, moves] of [['north-c', 'c,c'], ['south-d', 'c,c,d']]) {
    await cell(page, name).click();
    await expect(page).toHaveURL(new RegExp(`moves=${moves}$`));
    await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  }
  await cell(page, 'north-b').click();
  await expectPosition(page, '7c-7c-0c-0c-7c-7c/7c-0-2-8c-7cc-7cc.1-0');
  await expect(said(page)).toHaveText(/South c.*0 → 1/);
  await cell(page, 'south-a').click();
  await expectPosition(page, '0-8c-1c-1c-8c-8c/8c-1-0c-8c-7cc-7cc.3-0');
  await expect(said(page)).toHaveText(/2.*North c.*1 → 3/);
  await expect(status(page)).toHaveText('North to move');
  await expect(page).toHaveURL(/\/kauri\/#moves=c,c,d,b,a$/);

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

/**
 * Follows the travelling items for `ms`: for each flight seen (by where it goes), the
 * distinct places on the screen it was seen at.
 */
async function flights(page, ms) {
  return page.evaluate(async (ms) => {
    const seen = {};
    const end = Date.now() + ms;
    while (Date.now() < end) {
      for (const f of document.querySelectorAll('[data-testid="flying"]')) {
        const b = f.getBoundingClientRect();
        const key = `${f.getAttribute('data-from')} > ${f.getAttribute('data-to')}`;
        (seen[key] ||= new Set()).add(`${Math.round(b.x)},${Math.round(b.y)}`);
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
    return Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, v.size]));
  }, ms);
}

test('kauri: the items travel one by one along the ring, and captures slide into the store', async ({ page }) => {
  await open(page, '#/kauri');
  const started = Date.now();
  await cell(page, 'south-c').click();
  const seen = await flights(page, 2500);
  // Six items, each from the pit the last fell into, each seen moving.
  expect(Object.keys(seen)).toHaveLength(6);
  for (const [path, places] of Object.entries(seen)) expect(places, path).toBeGreaterThan(2);
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  await expect(page.getByTestId('flying')).toHaveCount(0);
  expect(Date.now() - started).toBeLessThan(4000);
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');

  // South's a: the cowrie lands in North's c and its two stones go to South's store.
  await open(page, '#/kauri?moves=c,c,d,b');
  await page.reload();
  await cell(page, 'south-a').click();
  const store = await page.evaluate(async () => {
    const end = Date.now() + 3000;
    while (Date.now() < end) {
      const f = [...document.querySelectorAll('[data-testid="flying"]')].find((e) =>
        e.getAttribute('data-to').startsWith('92 '),
      );
      if (f) return { stones: f.querySelectorAll('.stone').length, note: document.querySelector('[data-testid="sowing-note"]').textContent };
      await new Promise((r) => requestAnimationFrame(r));
    }
    return null;
  });
  expect(store).toEqual({ stones: 2, note: 'South captures 2 stones' });
  await expectPosition(page, '0-8c-1c-1c-8c-8c/8c-1-0c-8c-7cc-7cc.3-0');
});

test('kauri: the chosen speed is remembered; instant moves nothing across the board', async ({ page }) => {
  await open(page, '#/kauri');
  await page.getByTestId('speed').selectOption('instant');
  await page.reload();
  await expect(page.getByTestId('speed')).toHaveValue('instant');
  await cell(page, 'south-c').click();
  expect(await flights(page, 400)).toEqual({});
  await expectPosition(page, '5c-5c-0-6c-6c-6c/6c-6c-5cc-5c-5c-5c.0-0');
  await page.getByTestId('speed').selectOption('slow');
  await page.reload();
  await expect(page.getByTestId('speed')).toHaveValue('slow');
});

test('kauri: reduced motion shows the result at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#/kauri');
  await expect(page.getByTestId('speed')).toHaveValue('instant');
  await cell(page, 'south-c').click();
  expect(await sawSowing(page)).toBe(false);
  expect(await flights(page, 300)).toEqual({});
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

test('kauri embed: flip draws the board from North\'s side, and the keys follow the screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/embed/kauri?moves=c&flip=1');
  await expect(status(page)).toHaveText('North to move');
  const box = (name) => cell(page, name).boundingBox();
  const [na, nf, sa, north, south] = await Promise.all(
    ['north-a', 'north-f', 'south-a', 'north-store', 'south-store'].map(box),
  );
  // North's row along the bottom, from a on the left; his store on his right.
  expect(na.y).toBeGreaterThan(sa.y);
  expect(na.x).toBeLessThan(nf.x);
  expect(north.x).toBeGreaterThan(south.x);
  await cell(page, 'north-a').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'north-b')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('South to move');
});

test('kauri against the computer sowing first: North\'s row is at the bottom until turned, and the prompt follows it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#/kauri?computer=1:1');
  await expect(status(page)).toHaveText('Your move', { timeout: 15_000 });
  const flip = page.getByTestId('flip');
  const prompt = page.getByTestId('turn-prompt');
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  await expect(prompt).toContainText('bottom row');
  const y = async (name) => (await cell(page, name).boundingBox()).y;
  expect(await y('north-a')).toBeGreaterThan(await y('south-a'));
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  expect(await y('north-a')).toBeLessThan(await y('south-a'));
  // The person's row is now drawn at the top, and the prompt says so.
  await expect(prompt).toContainText('top row');
});

test('kauri against the computer: the person\'s row and store are marked, and the board says whose they are', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#/kauri?computer=2:1');
  await expect(owner(page, 'south')).toHaveClass(/\byou\b/);
  await expect(owner(page, 'north')).not.toHaveClass(/\byou\b/);
  // The person's row and store are lit; the computer's are not.
  await expect(owner(page, 'south').locator('.mine, .mine-store')).toHaveCount(2);
  await expect(owner(page, 'north').locator('.mine, .mine-store')).toHaveCount(0);
  // His row's name lies under his pits, his store's under his store.
  const box = (locator) => locator.boundingBox();
  const [rowName, storeName, pit, store] = await Promise.all([
    box(owner(page, 'south').locator('.owner-row')),
    box(owner(page, 'south').locator('.owner-store')),
    box(cell(page, 'south-c')),
    box(cell(page, 'south-store')),
  ]);
  expect(rowName.y).toBeGreaterThan(pit.y + pit.height);
  expect(storeName.y).toBeGreaterThan(store.y + store.height - 1);
  const middle = storeName.x + storeName.width / 2;
  expect(middle).toBeGreaterThan(store.x);
  expect(middle).toBeLessThan(store.x + store.width);
  // On a phone the computer's store name, wider than its store, is not cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const [board, computerStore] = await Promise.all([
    box(page.locator('svg.kauri-board')),
    box(owner(page, 'north').locator('.owner-store')),
  ]);
  expect(computerStore.x).toBeGreaterThanOrEqual(board.x);
  expect(computerStore.x + computerStore.width).toBeLessThanOrEqual(board.x + board.width);
  await page.setViewportSize({ width: 1280, height: 720 });
  const marked = await page.getByRole('grid').getAttribute('aria-label');

  // Playing North, the person's row is at the bottom of the turned board, and his.
  await open(page, '#/kauri?computer=1:1');
  await expect(owner(page, 'north')).toHaveClass(/\byou\b/);
  await expect(owner(page, 'south')).not.toHaveClass(/\byou\b/);
  const [northName, northPit] = await Promise.all([
    box(owner(page, 'north').locator('.owner-row')),
    box(cell(page, 'north-a')),
  ]);
  expect(northName.y).toBeGreaterThan(northPit.y + northPit.height);

  // Two people at one device: each row carries its side's name, neither is lit, and the
  // board's name says nothing of "you".
  await open(page, '#/kauri?moves=c');
  await expect(page.locator('.owner.you')).toHaveCount(0);
  await expect(page.locator('.kauri-board .mine')).toHaveCount(0);
  const [south, north] = await Promise.all(['south', 'north'].map((s) => owner(page, s).locator('.owner-row').textContent()));
  expect(south).not.toEqual(north);
  const plain = await page.getByRole('grid').getAttribute('aria-label');
  expect(marked.length).toBeGreaterThan(plain.length);
});

test('kauri: the last move is marked once sown, and as the moves are stepped through', async ({ page }) => {
  await open(page, '#/kauri?moves=c,c,d');
  await page.getByTestId('speed').selectOption('normal');
  const from = page.getByTestId('last-from');
  const to = page.getByTestId('last-to');
  await expect(cell(page, 'south-d').getByTestId('last-from')).toHaveCount(1);
  await expect(to).toHaveCount(1);
  await cell(page, 'north-b').click();
  // No marks of a result while the move is being sown.
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(1);
  await expect(from).toHaveCount(0);
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0);
  await expect(cell(page, 'north-b').getByTestId('last-from')).toHaveCount(1);
  await expect(to).toHaveCount(1);
  // Its stone fell through South's c, a pit of cowries only, into South's store.
  await expect(cell(page, 'south-c')).toHaveClass(/\btaken\b/);
  await expect(page.getByTestId('gain-south')).toHaveText('+1');
  await expect(said(page)).toHaveText(/South c.*0 → 1/);

  // Stepping back, the marks follow the move shown.
  await page.getByTestId('replay-back').click();
  await expect(cell(page, 'south-d').getByTestId('last-from')).toHaveCount(1);
  await expect(page.locator('.pit.taken')).toHaveCount(0);
  await expect(page.locator('.kauri-board .gain')).toHaveCount(0);
  await expect(said(page)).toHaveText('');
  await page.getByTestId('replay-first').click();
  await expect(from).toHaveCount(0);
  await expect(to).toHaveCount(0);
  await page.getByTestId('replay-last').click();
  await expect(cell(page, 'north-b').getByTestId('last-from')).toHaveCount(1);
  await expect(page.getByTestId('gain-south')).toHaveText('+1');
});

test('kauri: a capture is shown on the board and said under it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '#/kauri?moves=c,c,d,b');
  await cell(page, 'south-a').click();
  await expect(page).toHaveURL(/moves=c,c,d,b,a$/);
  // South's cowrie landed in North's c and took its two stones to South's store, 1 → 3.
  await expect(cell(page, 'north-c')).toHaveClass(/\btaken\b/);
  await expect(page.locator('.pit.taken')).toHaveCount(1);
  await expect(page.getByTestId('gain-south')).toHaveText('+2');
  await expect(page.getByTestId('gain-north')).toHaveCount(0);
  await expect(cell(page, 'south-store')).toHaveAttribute('data-stones', '3');
  await expect(page.locator('[data-testid="move-said"][role="status"]')).toHaveText(/2.*North c.*1 → 3/);
  // The gain at the store is short-lived; the marks and words stay.
  await expect(page.getByTestId('gain-south')).toHaveCSS('opacity', '0', { timeout: 6_000 });
  await expect(said(page)).not.toHaveText('');
});

test('kauri against the computer: the status waits for the computer\'s sowing before asking for a move', async ({ page }) => {
  await open(page, '#/kauri?computer=2:1');
  await page.getByTestId('speed').selectOption('normal');
  await cell(page, 'south-c').click();
  // Every 25 ms until the board takes the person's move again: the status, and whether
  // the board takes a move.
  const seen = await page.evaluate(async () => {
    const samples = [];
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const open = document.querySelectorAll('.kauri-board:not(.sowing) .pit.playable').length > 0;
      samples.push({ open, text: document.querySelector('[data-testid="status"]').textContent });
      if (open && /moves=c,[a-f](&|$)/.test(location.hash)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    return samples;
  });
  const asking = seen[seen.length - 1];
  expect(asking.open).toBe(true);
  // The computer's move was sown in view, and meanwhile the status did not yet ask.
  expect(seen.filter((s) => !s.open).length).toBeGreaterThan(20);
  for (const s of seen.filter((s) => !s.open)) expect(s.text).not.toEqual(asking.text);
});
