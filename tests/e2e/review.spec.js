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

/** What the review says and draws of the move shown: the move the text names as the
 * computer's better one, the ringed cell, the legend's moves, the cells marked as the reply. */
async function said(page) {
  const marks = page.getByTestId('review-marks');
  const cells = (id) => page.locator('[data-cell]').filter({ has: page.getByTestId(id) })
    .evaluateAll((cs) => cs.map((c) => c.dataset.cell));
  return {
    url: page.url().replace(/.*#/, ''),
    named: await page.getByTestId('review-better').getAttribute('data-move'),
    ringed: await cells('computer-mark'),
    replied: await cells('reply-mark'),
    better: await marks.getByTestId('review-mark-better').getAttribute('data-move'),
    reply: await marks.getByTestId('review-mark-reply').evaluateAll((r) => r.map((e) => e.dataset.move)),
    played: await marks.getByTestId('review-mark-played').getAttribute('data-move'),
    verdict: await page.getByTestId('review-verdict').textContent(),
  };
}

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
  // The key moment shows h5 itself, as its button in the move list does: the text judges
  // it, and the board rings the computer's move instead, the move the text names.
  const key = page.getByTestId('review-key-moment');
  await expect(key).toHaveAttribute('data-move', '7');
  await expect(key).toHaveClass(/blunder/);
  await key.click();
  await expect(page).toHaveURL(/at=7&review$/);
  await expect(stones(page)).toHaveCount(7);
  await expect(page.getByTestId('review-verdict')).toHaveClass(/blunder/);
  await expect(page.getByTestId('review-verdict')).toContainText('7. h5');
  const marks = page.getByTestId('review-marks');
  await expect(marks).toBeVisible();
  await expect(marks.getByRole('listitem')).toHaveCount(3);
  const atKey = await said(page);
  expect(atKey.played).toEqual('h5');
  expect(atKey.named).not.toEqual('h5');
  expect(atKey.ringed).toEqual([atKey.named]);
  expect(atKey.better).toEqual(atKey.named);
  // The reply the computer expects to its move: on its empty point, in White's colour.
  expect(atKey.reply).toHaveLength(1);
  expect(atKey.replied).toEqual(atKey.reply);
  await expect(cell(page, atKey.reply[0]).getByTestId('reply-mark')).toHaveClass(/white/);
  await expect(cell(page, atKey.reply[0]).locator('.stone')).toHaveCount(0);
  // Elsewhere, then h5 from the move list: the same words and the same rings.
  await page.getByTestId('replay-first').click();
  await expect(page.getByTestId('review-marks')).toHaveCount(0);
  await expect(page.getByTestId('computer-mark')).toHaveCount(0);
  await moves.nth(6).click();
  await expect(page).toHaveURL(/at=7&review$/);
  await expect(page.getByTestId('computer-mark')).toHaveCount(1);
  expect(await said(page)).toEqual(atKey);
  // One move on, White's best answer: nothing to ring.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/at=8&review$/);
  await expect(page.getByTestId('review-verdict')).toContainText('8. g4');
  await expect(page.getByTestId('review-marks')).toHaveCount(0);
  await expect(page.getByTestId('computer-mark')).toHaveCount(0);
});

test('every board rings the computer\'s move where another was played, as its legend names it, and the reply it expects in the other side\'s colour', async ({ page }) => {
  // Each game's moves, of which one at least the computer would not have played, and its
  // sides' colours, the first mover's first.
  const games = [
    ['karo-four', 'i10,j10,k10,i12', ['white', 'red']],
    ['karo-jumpers', 'a1-a3,c8-c6', ['white', 'red']],
    ['kauri', 'c,d', ['south', 'north']],
    ['azacru', 'g1-h2,c1-d2', ['east', 'west']],
  ];
  const rings = page.locator('[data-testid=computer-mark], .karo-tile.computer-mark');
  let replied = 0;
  for (const [game, line, sides] of games) {
    const played = line.split(',');
    await open(page, `#/${game}?moves=${line}&review`);
    await expect(page.getByTestId('review-progress')).toHaveText(new RegExp(`${played.length + 1} / ${played.length + 1}`), { timeout: 20_000 });
    let ringed = 0;
    for (const [i, token] of played.entries()) {
      await page.locator('.move-list .move').nth(i).click();
      await expect(page.getByTestId('review-verdict')).toContainText(`${i + 1}. ${token}`);
      const marks = page.getByTestId('review-marks');
      if ((await marks.count()) === 0) {
        await expect(rings, `${game} ${token}`).toHaveCount(0);
        await expect(page.getByTestId('reply-mark')).toHaveCount(0);
        continue;
      }
      ringed += 1;
      await expect(rings.first()).toBeVisible();
      await expect(marks.getByTestId('review-mark-played')).toHaveAttribute('data-move', token);
      const better = await marks.getByTestId('review-mark-better').getAttribute('data-move');
      expect(better, game).not.toEqual(token);
      await expect(page.getByTestId('review-better')).toHaveAttribute('data-move', better);
      const replies = page.getByTestId('reply-mark');
      if ((await marks.getByTestId('review-mark-reply').count()) === 0) {
        await expect(replies).toHaveCount(0);
        continue;
      }
      replied += 1;
      await expect(replies.first()).toBeVisible();
      const replier = sides[(i + 1) % 2];
      for (const reply of await replies.all()) await expect(reply, game).toHaveClass(new RegExp(`\\b${replier}\\b`));
    }
    expect(ringed, game).toBeGreaterThan(0);
  }
  expect(replied).toBeGreaterThan(0);
});

test('the graph moves the board; the line and a tried move come back to the game', async ({ page }) => {
  await open(page, `#/caro?${BLUNDER}&review`);
  await expect(page.getByTestId('review-progress')).toHaveText(/10 \/ 10/, { timeout: 30_000 });
  // After j7: where the computer would have stopped the four (at l8, or at m8 beyond it)
  // is ringed, and the text and the legend name it.
  await page.locator('[data-testid=review-graph] rect.column').nth(8).click();
  await expect(stones(page)).toHaveCount(8);
  await expect(page).toHaveURL(/at=8&review$/);
  const mark = page.getByTestId('computer-mark');
  await expect(mark).toHaveCount(1);
  const ringed = await mark.locator('xpath=..').getAttribute('data-cell');
  expect(['l8', 'm8']).toContain(ringed);
  await expect(page.getByTestId('review-verdict')).toContainText('8. j7 (White)');
  await expect(page.getByTestId('review-better')).toHaveAttribute('data-move', ringed);
  await expect(page.getByTestId('review-mark-better')).toHaveAttribute('data-move', ringed);
  await expect(page.getByTestId('review-mark-played')).toHaveAttribute('data-move', 'j7');
  // The computer's l8 expects Black's j7, where White played: no reply is drawn.
  await expect(page.getByTestId('reply-mark')).toHaveCount(0);

  // The position before j7: from here the computer expects l8 or m8.
  await page.locator('[data-testid=review-graph] rect.column').nth(7).click();
  await expect(stones(page)).toHaveCount(7);
  await expect(page).toHaveURL(/at=7&review$/);
  await expect(page.getByTestId('review-verdict')).toContainText('7. k8 (Black)');
  const marked = await page.getByTestId('review-line-move').first().textContent();
  expect(['l8', 'm8']).toContain(marked);

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
  // After j7, the computer's move instead is ringed and named in the legend.
  await page.locator('[data-testid=review-graph] rect.column').nth(8).click();
  await expect(page.locator('.stone')).toHaveCount(8);
  await expect(page.getByTestId('computer-mark')).toHaveCount(1);
  const ringed = await page.getByTestId('computer-mark').locator('xpath=..').getAttribute('data-cell');
  await expect(page.getByTestId('review-mark-better')).toHaveAttribute('data-move', ringed);
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
