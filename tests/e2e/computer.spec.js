// Playing the computer: its moves come from a web worker, so the page stays responsive.
import { test, expect, cell, place, open, unfoldSeats, watchThinking, expectAnsweredWhileThinking } from './fixtures.js';

const stones = (page) => page.locator('.play-area .stone');

test('a person plays the computer, which answers from its worker', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('new-game').click();
  await unfoldSeats(page);
  await page.getByTestId('seat-1').selectOption('2');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/caro\/#computer=2:2$/);
  await place(page, ['h8']);
  await expect(stones(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('Your move');
  // Caro's worker was started for this, and no other game's player was fetched.
  const workers = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.includes('/ai-')),
  );
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.filter((n) => !n.includes('/ai-caro'))).toEqual([]);

  // Undo takes back the computer's reply and the person's move.
  await page.getByTestId('undo').click();
  await expect(stones(page)).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('Your move');
  // Redo brings both back, and the person is to play again.
  await page.getByTestId('redo').click();
  await expect(stones(page)).toHaveCount(2);
  await expect(page.getByTestId('status')).toHaveText('Your move');
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expect(page.getByTestId('redo')).toBeDisabled();
  await expect(page).toHaveURL(/moves=h8,[a-o]\d+(&|$)/);
});

test('the page stays responsive while the computer thinks, and it stops an open three', async ({ page }) => {
  // White (the computer, strongest level) must stop black's open three h8 i8 j8. In Caro
  // f8 and l8 stop it too: after f8 k8, white l8 leaves g8 only a five closed at both ends.
  await watchThinking(page);
  await open(page, '#/caro?moves=h8,a1,i8,a3,j8&computer=2:5');
  await expect(page.getByTestId('thinking')).toBeVisible();
  // While it thinks, the page answers: the links panel opens.
  await page.getByTestId('share-panel').locator('summary').click();
  await expect(page.getByTestId('link-game')).toBeVisible();
  await expect(stones(page)).toHaveCount(6, { timeout: 20_000 });
  await expectAnsweredWhileThinking(page);
  const blocked = await page.evaluate(() =>
    ['f8', 'g8', 'k8', 'l8'].some((p) => document.querySelector(`[data-cell="${p}"] .stone`)),
  );
  expect(blocked).toBe(true);
});

test('a hint shows the move the computer would play', async ({ page }) => {
  await open(page, '#/caro?moves=h8,a1,i8,a3,j8,a5,k8');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/The computer would play (g8|l8)\./, { timeout: 15_000 });
  await expect(stones(page)).toHaveCount(7);
  // The board marks the same point, without playing it.
  const marked = page.locator('[data-cell]').filter({ has: page.getByTestId('computer-mark') });
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-cell', /^(g8|l8)$/);
  // A move played clears the hint and its mark.
  await page.locator(`[data-cell="${await marked.getAttribute('data-cell')}"]`).click();
  await expect(page.getByTestId('computer-mark')).toHaveCount(0);
});

test('the computer plays both sides to the end', async ({ page }) => {
  await open(page, '#/caro?computer=1:1,2:1');
  await expect(page.getByTestId('status')).toHaveText(/wins|Draw/, { timeout: 60_000 });
});

// The other games: every seat may be the computer's, as on the Caro page.
const status = (page) => page.getByTestId('status');

/** The moves of the game in the address (none: an empty list). */
async function movesInUrl(page) {
  const match = new URL(page.url()).hash.match(/moves=([^&]*)/);
  return match ? match[1].split(',') : [];
}

/** Plays a move typed into the move box, as a person may. */
async function typeMove(page, token) {
  await page.getByTestId('move-input').fill(token);
  await page.getByTestId('move-input').press('Enter');
}

/** Asks for a hint and plays it by the move box: the address gains exactly that move. */
async function playHint(page) {
  const before = await movesInUrl(page);
  await page.getByTestId('hint').click();
  const text = page.getByTestId('hint-text');
  await expect(text).toHaveText(/^The computer would play \S+\.$/, { timeout: 20_000 });
  const token = (await text.textContent()).match(/play (\S+)\.$/)[1];
  await typeMove(page, token);
  await expect(page.getByTestId('move-input-error')).toHaveCount(0);
  await expect.poll(() => movesInUrl(page)).toEqual([...before, token]);
}

test('karo-jumpers against the computer: its reply, undo of both, a reload keeps the seat', async ({ page }) => {
  await open(page, '#/karo-jumpers');
  await page.getByTestId('new-game').click();
  // Red (seat 0) is the computer's; White, who begins, the person's.
  await unfoldSeats(page);
  await page.getByTestId('seat-0').selectOption('1');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/karo-jumpers\/#computer=1:1$/);
  await typeMove(page, 'a1-a3');
  // Red (the computer) answers, and it is white's turn again.
  await expect.poll(() => movesInUrl(page), { timeout: 15_000 }).toHaveLength(2);
  await expect(status(page)).toHaveText('Your move');
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  expect((await movesInUrl(page))[0]).toBe('a1-a3');

  // The seat is kept by the address.
  await page.reload();
  await expect(status(page)).toHaveText('Your move');
  await expect(page).toHaveURL(/computer=1:1$/);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-0')).toHaveValue('1');
  await expect(page.getByTestId('seat-1')).toHaveValue('0');
  await page.locator('form.new-game button[type="button"]').click();

  // Undo takes back the computer's reply and the person's move.
  await page.getByTestId('undo').click();
  await expect.poll(() => movesInUrl(page)).toEqual([]);
  await expect(status(page)).toHaveText('Your move');
  await expect(cell(page, 'a1')).toHaveAttribute('aria-label', 'a1, white jumper');
});

test('karo-four: the page stays responsive while the computer thinks; a hint is a legal move', async ({ page }) => {
  const placements = ['h10', 'h9', 'i10', 'i9', 'j10', 'j9', 'k10', 'k9', 'h12', 'l9', 'i12', 'l10'];
  // White, to move after the placing, is the computer's at level 5 (long enough to see).
  await watchThinking(page);
  await open(page, `#/karo-four?moves=${placements.join(',')}&computer=2:5`);
  await expect(page.getByTestId('thinking')).toBeVisible();
  // The board is not the person's meanwhile, and the page answers.
  await expect(page.locator('.karo-tile.liftable')).toHaveCount(0);
  await page.getByTestId('share-panel').locator('summary').click();
  await expect(page.getByTestId('link-game')).toBeVisible();
  await expect.poll(() => movesInUrl(page), { timeout: 20_000 }).toHaveLength(13);
  await expect(status(page)).toHaveText('Your move');
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  await expectAnsweredWhileThinking(page);
  await playHint(page);
});

test('kauri against the computer: its sowing is shown, and waits for the person\'s to end', async ({ page }) => {
  await open(page, '#/kauri?computer=2:1');
  await page.getByTestId('speed').selectOption('normal');
  await expect(status(page)).toHaveText('Your move');
  await cell(page, 'south-c').click();
  // Samples the board and the address every 20 ms until the computer has answered.
  const samples = await page.evaluate(async () => {
    const seen = [];
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const moves = (location.hash.match(/moves=([^&]*)/) || [, ''])[1].split(',').filter(Boolean);
      const sowing = document.querySelector('.kauri-board.sowing') !== null;
      seen.push({ moves: moves.length, sowing });
      if (moves.length === 2 && !sowing && seen.some((s) => s.moves === 2 && s.sowing)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return seen;
  });
  const reply = samples.findIndex((s) => s.moves === 2);
  expect(reply, 'the computer answered').toBeGreaterThan(0);
  // The person's move was being sown, and had ended, before the computer's came.
  const before = samples.slice(0, reply);
  expect(before.some((s) => s.sowing)).toBe(true);
  expect(before[before.length - 1].sowing).toBe(false);
  // The computer's move is sown as a person's is.
  expect(samples.slice(reply).some((s) => s.sowing)).toBe(true);
  await expect(status(page)).toHaveText('Your move');

  // Undo takes back both moves; a reload keeps North the computer's.
  await page.getByTestId('undo').click();
  await expect.poll(() => movesInUrl(page)).toEqual([]);
  await expect(status(page)).toHaveText('Your move');
  await page.reload();
  await expect(page).toHaveURL(/\/kauri\/#computer=2:1$/);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-0')).toHaveValue('0');
  await expect(page.getByTestId('seat-1')).toHaveValue('1');
  await page.locator('form.new-game button[type="button"]').click();
  await page.getByTestId('speed').selectOption('instant');
  await playHint(page);
});

test('azacru with three players, two of them the computer\'s, comes back to the person', async ({ page }) => {
  await open(page, '#/azacru');
  await page.getByTestId('new-game').click();
  await page.locator('select[name="players"]').selectOption('3');
  await unfoldSeats(page);
  await page.getByTestId('seat-1').selectOption('1');
  await page.getByTestId('seat-3').selectOption('1');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/azacru\/#players=3&computer=2:1,3:1$/);
  await expect(status(page)).toHaveText('Your move');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/^The computer would play \S+\.$/, { timeout: 20_000 });
  await typeMove(page, 'e9-e8');
  // East and West answer in turn, then it is North's move again.
  await expect.poll(() => movesInUrl(page), { timeout: 20_000 }).toHaveLength(3);
  await expect(status(page)).toHaveText('Your move');
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  expect((await movesInUrl(page))[0]).toBe('e9-e8');

  await page.reload();
  await expect(page).toHaveURL(/computer=2:1,3:1$/);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('seat-0')).toHaveValue('0');
  await expect(page.getByTestId('seat-1')).toHaveValue('1');
  await expect(page.getByTestId('seat-3')).toHaveValue('1');
  await page.locator('form.new-game button[type="button"]').click();

  // Undo takes back the person's move and both replies.
  await page.getByTestId('undo').click();
  await expect.poll(() => movesInUrl(page)).toEqual([]);
  await expect(status(page)).toHaveText('Your move');
  await playHint(page);
  await expect.poll(() => movesInUrl(page), { timeout: 20_000 }).toHaveLength(3);
});

test('azacru: the computer plays every seat, to be watched', async ({ page }) => {
  await open(page, '#/azacru?computer=1:1,2:1');
  await expect(page.getByTestId('hint')).toHaveCount(0);
  await expect.poll(async () => (await movesInUrl(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
});

test("the game's end against the computer is said to the person, with what to do next", async ({ page }) => {
  // Black, the person, makes five; the computer plays White.
  await open(page, '#/caro?moves=h8,a1,h9,a2,h10,a3,h11,a4&computer=2:1');
  await expect(page.getByTestId('result')).toHaveCount(0);
  await place(page, ['h12']);
  const result = page.getByTestId('result');
  await expect(result).toHaveAttribute('data-verdict', 'won');
  await expect(result.getByRole('heading')).toBeVisible();
  await expect(page.getByTestId('result-reason')).not.toBeEmpty();
  // The move box goes with the game; the next steps are in the panel.
  await expect(page.getByTestId('move-input')).toHaveCount(0);
  await expect(page.getByTestId('result-share')).toBeVisible();
  await page.getByTestId('result-review').click();
  await expect(page).toHaveURL(/&review$/);
  await expect(result).toHaveCount(0);
  // The computer's win is the person's loss.
  await open(page, '#/caro?moves=h8,a1,h9,a2,h10,a3,h11,a4,h12&computer=1:1');
  await expect(page.getByTestId('result')).toHaveAttribute('data-verdict', 'lost');
  await page.getByTestId('result-new-game').click();
  const form = page.locator('form[data-testid="new-game"]');
  await expect(form).toBeVisible();
  // Looking back at an earlier move, the panel waits for the end again.
  await form.getByRole('button').last().click();
  await expect(form).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('result')).toHaveCount(0);
});
