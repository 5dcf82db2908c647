// The game review: opened from a shared link or the page, filled in by the game's worker,
// and the board following the graph, the computer's line and a tried move.
import { test, expect, open, cell } from './fixtures.js';

const stones = (page) => page.locator('.play-area .stone');
// White ignores Black's four h8–k8 (closed at g8) with j7; Black makes five at l8.
const BLUNDER = 'moves=h8,g8,i8,h7,j8,i7,k8,j7,l8';
// A lost game, level 2 (Black) against level 3 (`tessera match caro --a 2 --b 3 --seed 3`,
// game 13): after Black's 7th move, h5, White wins by force, which the computer sees once
// White's g4 is played. Before proofs counted, the review called h5 "good" and gave Black
// 96.6 % and no mistake.
const LOST = 'moves=h8,g6,f5,g5,i6,f6,h5,g4,g8,h4,d8,f4,i4,d6,e8,f8,j10,h6,e6,e3,d2,i7';

test('a shared link with &review opens the review, which fills in and classifies', async ({ page }) => {
  // The loader starts the computer beside the page, which takes it over: one worker.
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await open(page, `#/caro?${BLUNDER}&review`);
  const review = page.getByTestId('review');
  await expect(review.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveText(/Positions looked at: 10 \/ 10/, { timeout: 30_000 });
  // One point per position on the first player's line.
  const points = await page.locator('[data-testid=review-graph] polyline.player-0').getAttribute('points');
  expect(points.trim().split(/\s+/)).toHaveLength(10);
  // j7 is marked a blunder in the move list, and the five is best.
  const moves = page.locator('.move-list .move');
  await expect(moves.nth(7).getByTestId('review-badge')).toHaveAttribute('title', 'blunder');
  // j7 is the only blunder and nothing is a mistake (opening moves the computer would not
  // play may be marked inaccuracies, as it judges them).
  await expect(page.locator('[data-testid=review-badge][title=blunder]')).toHaveCount(1);
  await expect(page.locator('[data-testid=review-badge][title=mistake]')).toHaveCount(0);
  await expect(page.getByTestId('review-verdict')).toContainText('9. l8 (Black): best');
  // A column per player: accuracy, then each class.
  const summary = page.getByTestId('review-summary');
  await expect(summary.locator('thead th')).toHaveText(['Black', 'White']);
  await expect(summary.locator('tbody tr')).toHaveCount(7);
  await expect(summary.locator('tbody tr.blunder td')).toHaveText(['0', '1']);
  // Black's five came where the game was won by force already: not counted.
  await expect(summary.locator('tbody tr.decided td')).toHaveText(['1', '0']);
  // The graph's text alternative names every move.
  await expect(page.getByTestId('review-table').locator('tbody tr')).toHaveCount(9);
  // The page stays as it was: the link kept its moves and the review.
  await expect(page).toHaveURL(/moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&review$/);
  expect(workers.filter((url) => url.includes('ai-caro'))).toHaveLength(1);
});

test('a lost game: the move into the forced loss is the blunder and the key moment, with the better move and its reply drawn', async ({ page }) => {
  await open(page, `#/caro?${LOST}&review`);
  await expect(page.getByTestId('review-progress')).toHaveText(/23 \/ 23/, { timeout: 40_000 });
  // h5 is the only blunder; the moves after it, the game decided, are not counted.
  const moves = page.locator('.move-list .move');
  await expect(moves.nth(6).locator('.review-badge.blunder')).toHaveCount(1);
  await expect(page.locator('.review-badge')).toHaveCount(1);
  const summary = page.getByTestId('review-summary');
  await expect(summary.locator('tbody tr.blunder td')).toHaveText(['1', '0']);
  await expect(summary.locator('tbody tr.decided td')).toHaveText(['7', '8']);
  // The key moment shows the position h5 was played in.
  const key = page.getByTestId('review-key-moment');
  await expect(key).toHaveAttribute('data-move', '7');
  await expect(key).toHaveClass(/blunder/);
  await key.click();
  await expect(page).toHaveURL(/at=6&review$/);
  await expect(stones(page)).toHaveCount(6);
  // The computer's move and White's reply it expects, the first two moves of its line, on
  // the board: each on its empty point, the reply in White's colour.
  const line = page.getByTestId('review-line-move');
  const [best, reply] = [await line.nth(0).textContent(), await line.nth(1).textContent()];
  expect(best).not.toEqual('h5');
  await expect(cell(page, best).getByTestId('computer-mark')).toHaveCount(1);
  await expect(page.getByTestId('reply-mark')).toHaveCount(1);
  await expect(cell(page, reply).getByTestId('reply-mark')).toHaveClass(/white/);
  await expect(cell(page, reply).locator('.stone')).toHaveCount(0);
  // Beside it, the move played from here, to compare.
  await expect(page.getByTestId('review-played')).toHaveClass(/blunder/);
  await expect(page.getByTestId('review-played')).toContainText('h5');
  // One move on, h5 itself: a blunder, into a forced loss.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/at=7&review$/);
  await expect(page.getByTestId('review-verdict')).toHaveClass(/blunder/);
});

test('every board draws the computer\'s move and, in the other side\'s colour, the reply it expects', async ({ page }) => {
  // Two moves each: the first player is to move, the second replies.
  const games = [
    ['karo-four', 'i10,i12', 'red'],
    ['karo-jumpers', 'a1-a3,c8-c6', 'red'],
    ['kauri', 'c,d', 'north'],
    ['azacru', 'g1-h2,c1-d2', 'west'],
  ];
  for (const [game, moves, replier] of games) {
    await open(page, `#/${game}?moves=${moves}&review`);
    await expect(page.getByTestId('review-progress')).toHaveText(/3 \/ 3/, { timeout: 20_000 });
    const replies = page.getByTestId('reply-mark');
    await expect(replies.first()).toBeVisible();
    for (const reply of await replies.all()) await expect(reply, game).toHaveClass(new RegExp(`\\b${replier}\\b`));
    // The computer's move is marked too (Karo outlines its tiles).
    await expect(page.locator('[data-testid=computer-mark], .karo-tile.computer-mark').first()).toBeVisible();
  }
});

test('the graph moves the board; the line and a tried move come back to the game', async ({ page }) => {
  await open(page, `#/caro?${BLUNDER}&review`);
  await expect(page.getByTestId('review-progress')).toHaveText(/10 \/ 10/, { timeout: 30_000 });
  // The position before j7: the computer stops the four (at l8, or at m8 beyond it).
  await page.locator('[data-testid=review-graph] rect.column').nth(7).click();
  await expect(stones(page)).toHaveCount(7);
  await expect(page).toHaveURL(/at=7&review$/);
  const mark = page.getByTestId('computer-mark');
  await expect(mark).toHaveCount(1);
  const marked = await mark.locator('xpath=..').getAttribute('data-cell');
  expect(['l8', 'm8']).toContain(marked);
  await expect(page.getByTestId('review-verdict')).toContainText('7. k8 (Black)');
  await expect(page.getByTestId('review-line-move').first()).toHaveText(marked);

  // Stepping into the computer's line shows it on the board, apart from the game.
  await page.getByTestId('review-line-move').first().click();
  await expect(page.getByTestId('trying')).toBeVisible();
  await expect(cell(page, marked).locator('.stone')).toHaveCount(1);
  await expect(stones(page)).toHaveCount(8);
  await page.getByTestId('trying-back').click();
  await expect(page.getByTestId('trying')).toHaveCount(0);
  await expect(stones(page)).toHaveCount(7);

  // A move of the person's own starts a tried line; the game and its address stay.
  await cell(page, 'a1').click();
  await expect(page.getByTestId('trying')).toBeVisible();
  await expect(cell(page, 'a1').locator('.stone')).toHaveCount(1);
  await cell(page, 'a2').click();
  await expect(stones(page)).toHaveCount(9);
  await expect(page).toHaveURL(/moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&at=7&review$/);
  await page.getByTestId('trying-back').click();
  await expect(stones(page)).toHaveCount(7);
  await expect(cell(page, 'a1').locator('.stone')).toHaveCount(0);

  // With the computer answering, a tried move gets its reply.
  await page.getByTestId('review-answers').check();
  await cell(page, 'a1').click();
  await expect(page.getByTestId('trying')).toBeVisible();
  await expect(stones(page)).toHaveCount(9, { timeout: 15_000 });
  await expect(page).toHaveURL(/moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&at=7&review$/);
  await page.getByTestId('trying-back').click();
  await expect(stones(page)).toHaveCount(7);

  // The arrow keys step the board through the game, and the graph's cursor follows.
  const cursor = page.getByTestId('review-cursor');
  const before = await cursor.getAttribute('x1');
  await page.keyboard.press('ArrowRight');
  await expect(stones(page)).toHaveCount(8);
  await expect(cursor).not.toHaveAttribute('x1', before);
});

test('the review opens from the page, speaks the chosen language, and closes', async ({ page }) => {
  await open(page, '#/kauri?moves=c,d,e,e,d,b,f,f,b,e,d,c,e');
  await page.getByTestId('review-open').click();
  await expect(page).toHaveURL(/&review$/);
  await expect(page.getByTestId('review-progress')).toHaveText(/14 \/ 14/, { timeout: 30_000 });
  // South's last sowing hands North the game.
  await expect(page.locator('.move-list .move').nth(12).getByTestId('review-badge')).toHaveAttribute('title', 'blunder');
  await page.getByTestId('language').selectOption('cs');
  await expect(page.getByRole('heading', { name: 'Rozbor partie' })).toBeVisible();
  await expect(page.locator('.move-list .move').nth(12).getByTestId('review-badge')).toHaveAttribute('title', 'hrubá chyba');
  await page.getByTestId('review-close').click();
  await expect(page.getByTestId('review')).toHaveCount(0);
  await expect(page).not.toHaveURL(/review/);
  await expect(page.getByTestId('review-open')).toBeVisible();
});

test('the review can be stopped and goes on where it stopped', async ({ page }) => {
  const moves = 'h8,j6,j10,h6,f8,i9,k9,l8,k7,i6,k6,k8,j7,i8,i10,l7,l5,g5,i4,l10,j11,j12,k4,f4';
  await open(page, `#/caro?moves=${moves}&review`);
  await expect(page.getByTestId('review-stop')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('review-stop').click();
  await expect(page.getByTestId('review-resume')).toBeVisible();
  const progress = page.getByTestId('review-progress');
  // At most the position being searched comes in after Stop.
  const stopped = Number((await progress.textContent()).match(/(\d+) \//)[1]);
  await page.waitForTimeout(1500);
  const later = Number((await progress.textContent()).match(/(\d+) \//)[1]);
  expect(later - stopped).toBeLessThanOrEqual(1);
  expect(later).toBeLessThan(25);
  await page.getByTestId('review-resume').click();
  await expect(progress).toHaveText(/25 \/ 25/, { timeout: 40_000 });
});

test('an embed whose link asks for the review shows it, and its graph moves the board', async ({ page }) => {
  // An embed has no site header to wait for: its own frame is what shows.
  await page.goto(`/#/embed/caro?${BLUNDER}&review`);
  await expect(page.getByTestId('embed')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveText(/10 \/ 10/, { timeout: 30_000 });
  await expect(page.locator('.move-list .move').nth(7).getByTestId('review-badge')).toHaveAttribute('title', 'blunder');
  await page.locator('[data-testid=review-graph] rect.column').nth(7).click();
  await expect(page.locator('.stone')).toHaveCount(7);
  await expect(page.getByTestId('computer-mark')).toHaveCount(1);
  // The line is shown as text: trying lines is the full site's.
  await expect(page.getByTestId('review-line-move').first()).toHaveText(/^[lm]8$/);
  await expect(page.locator('button[data-testid=review-line-move]')).toHaveCount(0);
});

test('with three Azacru players the graph has a line for each', async ({ page }) => {
  await open(page, '#/azacru?players=3&moves=i7-h7,g1-g2,c9-b8,a7-b6r,g2-g3,c1-d2r&review');
  await expect(page.getByTestId('review-progress')).toHaveText(/7 \/ 7/, { timeout: 30_000 });
  const lines = page.locator('[data-testid=review-graph] polyline');
  await expect(lines).toHaveCount(3);
  for (let player = 0; player < 3; player += 1) {
    const points = await lines.nth(player).getAttribute('points');
    expect(points.trim().split(/\s+/)).toHaveLength(7);
  }
  // A column per player in the summary, named by the sides.
  await expect(page.getByTestId('review-summary').locator('thead th')).toHaveCount(3);
});
