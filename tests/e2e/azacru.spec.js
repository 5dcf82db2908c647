// Azacru in a real browser: chevrons picked and moved by clicks and keys, twists,
// connections, the forced pass and the end, for two and four players.
import { createRequire } from 'node:module';
import { test, expect, cell, open, unfoldSeats } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const status = (page) => page.getByTestId('status');
const label = (page, field) => cell(page, field).getAttribute('aria-label');
const fields = (page, side) => page.locator(`[data-side="${side}"] [data-testid="fields"]`);

/** The region of a field, 0 to 8. */
const region = (f) => Math.floor((f.charCodeAt(0) - 97) / 3) + 3 * Math.floor((Number(f.slice(1)) - 1) / 3);

/** Plays `from-to` by clicks; a move into another region takes its twist (`keep`, `l`, `r`). */
async function move(page, token) {
  const [, from, to, twist] = token.match(/^([a-i]\d)-([a-i]\d)([lr]?)$/);
  await cell(page, from).click();
  await expect(cell(page, from)).toHaveAttribute('aria-selected', 'true');
  await cell(page, to).click();
  if (region(from) !== region(to)) {
    await page.locator(`[data-twist="${twist || 'keep'}"]`).click();
  }
  await expect(cell(page, to)).toHaveAttribute('aria-label', /marker/);
  await expect(page.locator('[data-twist]')).toHaveCount(0);
}

/** Opens an embedded board on its own. */
async function embed(page, fragment) {
  await page.goto(`/${fragment}`);
  await expect(page.getByTestId('embed')).toBeVisible();
}

async function audit(page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

test('two players: the opening by clicks, a twist and a connection, kept by a reload', async ({ page }) => {
  await open(page, '#/azacru');
  await expect(status(page)).toHaveText('East to move');
  await expect(page.locator('[data-cell]')).toHaveCount(81);
  await expect(page.locator('.band')).toHaveCount(2);
  await expect(page.locator('.band.to-move.east')).toHaveCount(1);

  // East's g1 (facing north, power 1) may go to f2, g2 or h2; f2 is in another region.
  await cell(page, 'g1').click();
  await expect(page.getByTestId('actions')).toContainText('Chevron on g1: power 1');
  await expect(page.locator('.field.target')).toHaveCount(3);
  for (const f of ['f2', 'g2', 'h2']) await expect(cell(page, f)).toHaveClass(/target/);
  await cell(page, 'f2').click();
  await expect(page.locator('[data-twist]')).toHaveCount(3);
  await expect(page.getByTestId('twist-preview')).toHaveAttribute('data-facing', 'nw');
  await page.locator('[data-twist="r"]').hover();
  await expect(page.getByTestId('twist-preview')).toHaveAttribute('data-facing', 'n');
  // Changing one's mind: another target within the region plays at once. The chevron
  // is the same element before and after, so that it slides rather than jumps.
  await page.evaluate(() => { document.querySelector('.chevrons .east').dataset.seen = 'g1'; });
  await cell(page, 'g2').click();
  await expect(status(page)).toHaveText('West to move');
  expect(await label(page, 'g2')).toBe("g2, East's chevron facing north, East's marker");
  await expect(page.locator('[data-twist]')).toHaveCount(0);
  await expect(page.locator('.chevrons [data-seen="g1"]')).toHaveAttribute('transform', 'translate(7.5 8.5)');

  for (const token of ['c1-c2', 'g9-g8', 'c2-c3', 'g2-g3', 'c9-c8', 'g8-g7', 'c8-c7', 'g3-g5', 'a5-b5', 'g5-f6l', 'b5-c5']) {
    await move(page, token);
  }
  expect(await label(page, 'f6')).toBe("f6, East's chevron facing west, East's marker, can move");
  await expect(status(page)).toHaveText('East to move');

  // g7 (facing south, power 2) and g5 both carry east's markers: a connection over g6.
  await cell(page, 'g7').click();
  await expect(cell(page, 'g5').locator('.target-mark.connects')).toHaveCount(1);
  await expect(cell(page, 'g6').locator('.fill-mark')).toHaveCount(1);
  expect(await label(page, 'g5')).toContain('a target that connects 1 field');
  await cell(page, 'g5').click();
  await page.locator('[data-twist="l"]').click();
  expect(await label(page, 'g6')).toBe("g6, East's marker");
  expect(await label(page, 'g5')).toBe("g5, East's chevron facing south-east, East's marker");
  await expect(fields(page, 'east')).toHaveText('7');
  await expect(fields(page, 'west')).toHaveText('6');
  await expect(page).toHaveURL(/\/azacru\/#moves=g1-g2,c1-c2,g9-g8,c2-c3,g2-g3,c9-c8,g8-g7,c8-c7,g3-g5,a5-b5,g5-f6l,b5-c5,g7-g5l$/);

  await page.reload();
  await expect(status(page)).toHaveText('West to move');
  expect(await label(page, 'g6')).toBe("g6, East's marker");
  await expect(fields(page, 'east')).toHaveText('7');
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(13);

  await page.getByTestId('undo').click();
  expect(await label(page, 'g6')).toBe('g6, empty');
  await expect(status(page)).toHaveText('East to move');
});

test('four players: north starts, each side in turn, with twists', async ({ page }) => {
  await open(page, '#/azacru');
  await page.getByTestId('new-game').click();
  await page.getByTestId('opponent-friend').check();
  await unfoldSeats(page);
  const first = page.locator('select[name="first"] option');
  await expect(first).toHaveText(['East', 'West']);
  await page.locator('select[name="players"]').selectOption('4');
  await expect(first).toHaveText(['North', 'East', 'South', 'West']);
  await expect(page.locator('.new-game .seats select')).toHaveCount(4);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/azacru\/#players=4$/);
  await expect(page.locator('.band')).toHaveCount(4);

  await expect(status(page)).toHaveText('North to move');
  await move(page, 'e9-e8');
  await expect(status(page)).toHaveText('East to move');
  await move(page, 'g9-f8r');
  expect(await label(page, 'f8')).toBe("f8, East's chevron facing west, East's marker");
  await expect(status(page)).toHaveText('South to move');
  await move(page, 'e1-e2');
  await expect(status(page)).toHaveText('West to move');
  await move(page, 'c1-d2l');
  expect(await label(page, 'd2')).toBe("d2, West's chevron facing north, West's marker");
  await expect(status(page)).toHaveText('North to move');
  await expect(page.locator('[data-side="north"]')).toHaveClass(/to-move/);
  await expect(page).toHaveURL(/players=4&moves=e9-e8,g9-f8r,e1-e2,c1-d2l$/);

  // Three players: north, east and west; west may start.
  await page.getByTestId('new-game').click();
  await page.locator('select[name="players"]').selectOption('3');
  await expect(first).toHaveText(['North', 'East', 'West']);
  await unfoldSeats(page);
  await page.locator('select[name="first"]').selectOption('west');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/azacru\/#players=3&first=west$/);
  await expect(status(page)).toHaveText('West to move');
});

test('a connection that costs the chevron is marked, then the pass and the end', async ({ page }) => {
  // docs/rules/azacru.md, Example 2: east's markers on a1, b1, c3 and c6, west's on c5.
  await open(page, '#/azacru?position=8w/9/9/2e6/2w6/9/2e6/9/ee7.c3n/i9sw.e');
  await cell(page, 'c3').click();
  await expect(page.getByTestId('actions')).toContainText('power 3');
  await expect(cell(page, 'c6').locator('.target-mark.costly')).toHaveCount(1);
  await expect(cell(page, 'c5').locator('.fill-mark.takes')).toHaveCount(1);
  expect(await label(page, 'c6')).toContain('the chevron leaves the game');
  await expect(page.getByTestId('actions')).toContainText('the chevron leaves the game');
  await cell(page, 'c6').click();
  await expect(page.locator('[data-twist]')).toHaveCount(0);
  expect(await label(page, 'c6')).toBe("c6, East's marker");
  expect(await label(page, 'c5')).toBe("c5, East's marker");
  await expect(page.locator('[data-side="east"] td').last()).toHaveText('0');

  await move(page, 'i9-h8');
  await expect(status(page)).toHaveText('East to move: no chevron of East can move, so East must pass');
  await expect(page.locator('.field.movable')).toHaveCount(0);
  await page.getByTestId('pass').click();
  await expect(status(page)).toHaveText(
    'East passed, so every other player has one last turn. West to move (the last turn)',
  );
  await move(page, 'h8-g7');
  await expect(status(page)).toHaveText(
    'East passed and the others have had their last turns. Game over: East wins with 6 fields',
  );
  await expect(page.locator('[data-side="east"]')).toHaveClass(/winner/);
  await expect(page.locator('.field.movable')).toHaveCount(0);
  await expect(page).toHaveURL(/moves=c3-c6,i9-h8,pass,h8-g7$/);
});

test('Azacru by keyboard alone', async ({ page }) => {
  await open(page, '#/azacru');
  await page.locator('[data-testid="rules-link"]').focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))) break;
  }
  // The one tab stop is a chevron that can move.
  await expect(cell(page, 'g1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 'g1')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(cell(page, 'g1')).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, 'g2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('West to move');
  await expect(page.getByTestId('announce')).toHaveText('East: g1-g2');

  // West's c1: four to the left, one down, then a target in the next region and a twist.
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await expect(cell(page, 'c1')).toBeFocused();
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'd2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-twist]')).toHaveCount(3);
  await page.keyboard.press('r');
  await expect(page.getByTestId('announce')).toHaveText('West: c1-d2r');
  expect(await label(page, 'd2')).toBe("d2, West's chevron facing east, West's marker");
  // The arrows moved the focus, never the replay.
  await expect(page.locator('[data-move="2"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('svg.azacru-board')).toHaveAttribute('role', 'grid');
  await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
});

test('an embedded Azacru board plays and replays', async ({ page }) => {
  await embed(page, '#/embed/azacru?players=4');
  await expect(status(page)).toHaveText('North to move');
  await move(page, 'e9-e8');
  await expect(status(page)).toHaveText('East to move');
  await embed(page, '#/embed/azacru?mode=view&moves=g1-g2,c1-c2');
  await expect(page.getByTestId('actions')).toHaveCount(0);
  await expect(cell(page, 'g9')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('replay-first').click();
  expect(await label(page, 'g2')).toBe('g2, empty');
});

// axe is injected as a script, which the site's own policy rightly refuses.
test.describe('audit', () => {
  test.use({ bypassCSP: true });

test('no serious accessibility problems on the Azacru pages', async ({ page }) => {
  await open(page, '#/azacru?moves=g1-g2,c1-c2');
  await cell(page, 'g2').click();
  expect(await audit(page)).toEqual([]);
  await open(page, '#/azacru');
  await cell(page, 'g1').click();
  await cell(page, 'f2').click();
  await expect(page.locator('[data-twist]')).toHaveCount(3);
  expect(await audit(page)).toEqual([]);
  await open(page, '#/azacru/rules');
  expect(await audit(page)).toEqual([]);
});
});

test('azacru: playing North alone against the computer, North\'s edge is at the bottom until turned', async ({ page }) => {
  await open(page, '#/azacru?players=4&computer=2:1,3:1,4:1');
  const flip = page.getByTestId('flip');
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  const y = async (field) => (await cell(page, field).boundingBox()).y;
  expect(await y('e9')).toBeGreaterThan(await y('e1'));
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  expect(await y('e9')).toBeLessThan(await y('e1'));
  // Playing South, the person is at the bottom already.
  await open(page, '#/azacru?players=4&computer=1:1,2:1,4:1');
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
});
