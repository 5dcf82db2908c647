// The Learn pages in a real browser: a level of each game played to its stars by taps on
// a phone and clicks on a desktop, kept at once; a miss and Retry; the next level; a wrong
// address; another language; a stage's reset; the links that lead here; and the audit.
import { readFileSync } from 'node:fs';
import { test, expect, cell, open, audit } from './fixtures.js';

/** Each game's first level, and the points a person touches to do it. */
const FIRST_LEVELS = [
  { game: 'caro', stage: 'five', points: ['l8'], wrong: ['a1'] },
  { game: 'kauri', stage: 'sowing', points: ['south-c'], wrong: ['south-a'] },
  { game: 'karo-four', stage: 'placing', points: ['j10'], wrong: ['h10'] },
  { game: 'karo-jumpers', stage: 'crawl', points: ['b2', 'b3'], wrong: ['a1', 'a3'] },
  { game: 'azacru', stage: 'moves', points: ['g1', 'g2'], wrong: null },
];

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
];

/** Touches `points` on the board as the device does: a Caro stone on a touch screen is
 * shown by a first tap and placed by a second. */
async function touch(page, game, points, hasTouch) {
  for (const point of points) {
    if (!hasTouch) {
      await cell(page, point).click();
      continue;
    }
    await cell(page, point).tap();
    if (game === 'caro') await cell(page, point).tap();
  }
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    for (const { game, stage, points } of FIRST_LEVELS) {
      test(`${game}: the first level is done by its move, for three stars kept at once`, async ({ page }) => {
        await open(page, `#/learn/${game}?stage=${stage}&level=1`);
        await expect(page.getByTestId('learn-goal')).toBeVisible();
        await expect(page.locator('svg.board')).toBeVisible();
        await touch(page, game, points, size.hasTouch);
        const done = page.getByTestId('learn-done');
        await expect(done).toBeVisible();
        await expect(done).toHaveAttribute('data-stars', '3');
        const first = page.locator(`[data-stage="${stage}"] [data-testid="level-link"]`).first();
        await expect(first).toHaveAttribute('data-stars', '3');
        // Kept in the browser the moment it was done.
        await page.reload();
        await expect(page.locator('.prerendered')).toHaveCount(0);
        await expect(first).toHaveAttribute('data-stars', '3');
        await expect(page.getByTestId('learn-best')).toBeVisible();
        // On to the next level.
        await touch(page, game, points, size.hasTouch);
        await page.getByTestId('learn-next').click();
        await expect(page).toHaveURL(new RegExp(`learn/${game}/#stage=${stage}&level=2$`));
        await expect(page.getByTestId('level-of')).toContainText('2');
        await expect(page.getByTestId('learn-done')).toHaveCount(0);
      });
    }
  });
}

for (const { game, stage, wrong } of FIRST_LEVELS.filter((level) => level.wrong)) {
  test(`${game}: another move than the level asks for is said, and Retry sets the level up again`, async ({ page }) => {
    await open(page, `#/learn/${game}?stage=${stage}&level=1`);
    const before = await page.locator('svg.board').innerHTML();
    await touch(page, game, wrong, false);
    await expect(page.getByTestId('learn-missed')).toBeVisible();
    await expect(page.getByTestId('learn-done')).toHaveCount(0);
    await page.getByTestId('learn-retry').click();
    await expect(page.getByTestId('learn-missed')).toHaveCount(0);
    await expect.poll(() => page.locator('svg.board').innerHTML()).toBe(before);
  });
}

test('by keyboard alone: a level played with the keys, and Next and Retry hand the focus to the new goal', async ({ page }) => {
  await open(page, '#/learn/kauri?stage=sowing&level=1');
  await expect(page.locator('.prerendered')).toHaveCount(0);
  // The board is one tab stop; its pits by the arrows, sown by Enter.
  await cell(page, 'south-a').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'south-c')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('learn-done')).toBeVisible();
  await page.getByTestId('learn-next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/learn\/kauri\/#stage=sowing&level=2$/);
  await expect(page.getByTestId('learn-goal')).toBeFocused();
  await page.getByTestId('learn-retry').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('learn-goal')).toBeFocused();
});

test('a hint is said and marked on the board, and the other side answers each move', async ({ page }) => {
  // Caro, open fours: make an open four; the block comes; win at its other end.
  await open(page, '#/learn/caro?stage=open-four&level=1');
  await page.getByTestId('learn-hint-button').click();
  await expect(page.getByTestId('learn-hint')).toBeVisible();
  await expect(page.getByTestId('learn-hint-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(cell(page, 'g8').getByTestId('computer-mark')).toHaveCount(1);
  const stones = await page.locator('svg.board .stone').count();
  await cell(page, 'k8').click();
  // The learner's stone and the block's.
  await expect(page.locator('svg.board .stone')).toHaveCount(stones + 2);
  await expect(page.getByTestId('learn-done')).toHaveCount(0);
  await cell(page, 'l8').click();
  await expect(page.getByTestId('learn-done')).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('learn-done')).toContainText('2');
});

test('a wrong address says so and shows the course’s first level', async ({ page }) => {
  await open(page, '#/learn/kauri?stage=nonsense&level=2');
  await expect(page.getByRole('alert')).toContainText('nonsense');
  await expect(page).toHaveURL(/learn\/kauri\/#stage=sowing&level=1$/);
  await open(page, '#/learn/kauri?stage=sowing&level=99');
  await expect(page.getByTestId('notice')).toContainText('99');
  await expect(page).toHaveURL(/learn\/kauri\/#stage=sowing&level=1$/);
});

test('coming back opens the first level not done, and a stage can be started again', async ({ page }) => {
  await open(page, '#/learn/caro?stage=five&level=1');
  await cell(page, 'l8').click();
  await expect(page.getByTestId('learn-done')).toBeVisible();
  await open(page, '#/learn/caro');
  await expect(page).toHaveURL(/learn\/caro\/#stage=five&level=2$/);
  page.once('dialog', (dialog) => dialog.accept());
  await page.locator('[data-stage="five"] [data-testid="reset-stage"]').click();
  await expect(page.locator('[data-stage="five"] [data-testid="level-link"]').first()).toHaveAttribute('data-stars', '0');
  await expect(page.locator('[data-stage="five"] [data-testid="reset-stage"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-stage="five"] [data-testid="level-link"]').first()).toHaveAttribute('data-stars', '0');
});

test('the Learn page speaks the page’s language, and another language keeps the level', async ({ page }) => {
  await open(page, '#/learn/caro?stage=block&level=2');
  const english = await page.getByTestId('learn-goal').innerText();
  await open(page, '#/learn/caro?stage=block&level=2&lang=vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('learn-goal')).not.toHaveText(english);
  await expect(page.getByTestId('level-of')).toContainText('2');
  await page.getByTestId('language').selectOption('cs');
  await expect(page).toHaveURL(/cs\/learn\/caro\/#stage=block&level=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByTestId('learn-goal')).not.toHaveText(english);
});

test('the home page, a game’s page and its rules lead to its Learn page', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-game="azacru"] [data-testid="learn-link"]').click();
  await expect(page).toHaveURL(/learn\/azacru\//);
  await expect(page.getByTestId('learn-page')).toBeVisible();
  await open(page, '#/kauri');
  await page.getByTestId('learn-link').click();
  await expect(page).toHaveURL(/learn\/kauri\//);
  await page.goto('/rules/karo-four/');
  await page.getByTestId('learn-link').click();
  await expect(page).toHaveURL(/learn\/karo-four\//);
  await expect(page.getByTestId('learn-goal')).toBeVisible();
});

for (const size of SIZES) {
  test(`the Learn pages pass the audit at ${size.viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size.viewport, hasTouch: size.hasTouch, bypassCSP: true });
    const page = await context.newPage();
    for (const { game, stage } of FIRST_LEVELS) {
      await open(page, `#/learn/${game}?stage=${stage}&level=1`);
      await page.getByTestId('learn-hint-button').click();
      expect(await audit(page), game).toEqual([]);
      // Its first puzzle, the hint shown, with the player's record beside it.
      await open(page, `#/learn/${game}?puzzle=${game}-1`);
      await expect(page.getByTestId('puzzle-summary')).toBeVisible();
      await page.getByTestId('learn-hint-button').click();
      expect(await audit(page), `${game}'s puzzle`).toEqual([]);
    }
    // The mistakes' page with none kept.
    await open(page, '#/learn/kauri?mistake=1');
    await expect(page.getByTestId('mistake-none')).toBeVisible();
    expect(await audit(page), 'no mistakes').toEqual([]);
    await context.close();
  });
}

test('Caro puzzles: the Learn page leads to them, a line is solved, a wrong stone is said', async ({ page }) => {
  const { puzzles } = JSON.parse(readFileSync(new URL('../../crates/learn/puzzles/caro.json', import.meta.url), 'utf8'));
  await open(page, '#/learn/caro');
  await page.getByTestId('puzzles-link').click();
  await expect(page).toHaveURL(new RegExp(`learn/caro/#puzzle=${puzzles[0].id}$`));
  // A win: the solver's stones, each answered by the block.
  const win = puzzles.find((p) => !p.themes.includes('defence'));
  await open(page, `#/learn/caro?puzzle=${win.id}`);
  await expect(page.getByTestId('puzzle-themes')).not.toBeEmpty();
  for (const [i, stone] of win.solution.entries()) {
    if (i % 2 === 1) continue;
    await cell(page, stone).click();
    const reply = win.solution[i + 1];
    if (reply) await expect(cell(page, reply).locator('.stone')).toHaveCount(1);
  }
  await expect(page.getByTestId('learn-done')).toHaveAttribute('data-stars', '3');
  const next = puzzles[puzzles.indexOf(win) + 1];
  if (next) {
    await page.getByTestId('learn-next').click();
    await expect(page).toHaveURL(new RegExp(`learn/caro/#puzzle=${next.id}$`));
  }
  // A defence: another stone than the one that saves is missed.
  const defence = puzzles.find((p) => p.themes.includes('defence'));
  if (defence) {
    await open(page, `#/learn/caro?puzzle=${defence.id}`);
    const empty = await page.locator('svg.board [data-cell]:not(:has(.stone))').first().getAttribute('data-cell');
    await cell(page, empty === defence.solution[0] ? 'a2' : empty).click();
    await expect(page.getByTestId('learn-missed')).toBeVisible();
    await page.getByTestId('learn-retry').click();
    await cell(page, defence.solution[0]).click();
    await expect(page.getByTestId('learn-done')).toBeVisible();
  }
  // An id that is not there.
  await open(page, '#/learn/caro?puzzle=caro-99999');
  await expect(page.getByTestId('notice')).toContainText('caro-99999');
});

test('a puzzle record: the first try moves the rating, a miss is offered again, a hint counts as a miss, kept by a reload', async ({ page }) => {
  const { puzzles } = JSON.parse(readFileSync(new URL('../../crates/learn/puzzles/kauri.json', import.meta.url), 'utf8'));
  // A Kauri move is a pit of the mover's row, the row whose pits can be sown: `e` is
  // south-e or north-e.
  const sow = (token) => page.locator(`svg.board [data-cell$="-${token}"][aria-disabled="false"]`).click();
  const sowable = (token) => page.locator(`svg.board [data-cell][aria-disabled="false"]:not([data-cell$="-${token}"])`);
  const rating = async () => Number(await page.getByTestId('player-rating').getAttribute('data-rating'));
  const [first, second, third] = puzzles;
  await open(page, '#/learn/kauri');
  await page.getByTestId('puzzles-link').click();
  await expect(page).toHaveURL(new RegExp(`learn/kauri/#puzzle=${first.id}$`));
  await expect(page.getByTestId('puzzle-rating')).toContainText(String(first.rating));
  expect(await rating()).toBe(1500);
  await expect(page.getByTestId('theme-summary')).toHaveCount(0);
  // Solved at the first try.
  await sow(first.solution[0]);
  await expect(page.getByTestId('learn-done')).toBeVisible();
  await expect(page.getByTestId('rating-change')).toContainText('+');
  const afterFirst = await rating();
  expect(afterFirst).toBeGreaterThan(1500);
  const theme = page.getByTestId('theme-summary').locator(`[data-theme="${first.themes[0]}"]`);
  await expect(theme).toHaveAttribute('data-first', '1');
  // Missed: another pit that can be sown.
  await page.getByTestId('learn-next').click();
  await expect(page).toHaveURL(new RegExp(`#puzzle=${second.id}$`));
  await sowable(second.solution[0]).first().click();
  await expect(page.getByTestId('learn-missed')).toBeVisible();
  expect(await rating()).toBeLessThan(afterFirst);
  // Solving it now counts for nothing; another puzzle offers it again until it is solved.
  await open(page, `#/learn/kauri?puzzle=${third.id}`);
  await page.getByTestId('retry-failed').click();
  await expect(page).toHaveURL(new RegExp(`#puzzle=${second.id}$`));
  const beforeRetry = await rating();
  await sow(second.solution[0]);
  await expect(page.getByTestId('learn-done')).toBeVisible();
  expect(await rating()).toBe(beforeRetry);
  await expect(page.getByTestId('retry-failed')).toHaveCount(0);
  // A hint shown makes the try a miss for the rating, solved or not.
  await page.getByTestId('learn-next').click();
  await expect(page).toHaveURL(new RegExp(`#puzzle=${third.id}$`));
  await page.getByTestId('learn-hint-button').click();
  await sow(third.solution[0]);
  await expect(page.getByTestId('learn-done')).toBeVisible();
  await expect(page.getByTestId('rating-change')).toContainText('-');
  const kept = await rating();
  expect(kept).toBeLessThan(beforeRetry);
  // Kept by the browser.
  await page.reload();
  expect(await rating()).toBe(kept);
  await expect(page.getByTestId('theme-summary').locator('li')).not.toHaveCount(0);
});

test('your mistakes: the review offers them, a better move is accepted, another is judged by the computer, and one can be forgotten', async ({ page }) => {
  // White ignores Black's four h8–k8 (closed at g8) with j7, a blunder: two people played,
  // so both sides' slips are the person's.
  await open(page, '#/caro?moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&review');
  await expect(page.getByTestId('review-progress')).toHaveText(/10 \/ 10/, { timeout: 30_000 });
  // The review's word on j7: the computer's move instead.
  await page.getByTestId('review-key-moment').click();
  const best = await page.getByTestId('review-better').getAttribute('data-move');
  const practise = page.getByTestId('review-practise');
  await expect(practise).toContainText('1');
  await practise.click();
  await expect(page).toHaveURL(/learn\/caro\/#mistake=1$/);
  await expect(page.getByTestId('learn-goal')).toHaveAttribute('data-played', 'j7');
  const kept = { best };
  // The computer's own move is better at once.
  await cell(page, kept.best).click();
  await expect(page.getByTestId('mistake-better')).toBeVisible();
  // Another move is looked at by the computer, found wanting, and its move drawn.
  await page.getByTestId('learn-retry').click();
  const elsewhere = kept.best === 'a1' ? 'a2' : 'a1';
  await cell(page, elsewhere).click();
  await expect(page.getByTestId('mistake-not-better')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('mistake-not-better')).toContainText(kept.best);
  await expect(cell(page, kept.best).getByTestId('computer-mark')).toHaveCount(1);
  // The Learn page leads back to them; forgotten, none is left.
  await open(page, '#/learn/caro');
  await page.getByTestId('mistakes-link').click();
  await expect(page).toHaveURL(/learn\/caro\/#mistake=1$/);
  await page.getByTestId('mistake-forget').click();
  await expect(page.getByTestId('mistake-none')).toBeVisible();
  await open(page, '#/learn/caro');
  await expect(page.getByTestId('learn-goal')).toBeVisible();
  await expect(page.getByTestId('mistakes-link')).toHaveCount(0);
});
