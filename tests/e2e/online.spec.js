// Online play against tessera-server (started by playwright.config.js on loopback): two
// browsers play through the invite link while a third watches; a move whose connection is
// cut before the server confirms it is delivered once; a clock runs out; an absent player
// may be claimed from only after the countdown; a static copy offers no online play.
import { test, expect, open, drawn, cell } from './fixtures.js';

const port = Number(process.env.TESSERA_TEST_PORT || 8091);
const server = `http://127.0.0.1:${port + 6}/`;

/** A browser of its own (a person elsewhere), failing the test on any page error. */
async function person(browser, problems, options = {}) {
  const context = await browser.newContext({ baseURL: server, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  return page;
}

/** Creates a game on the server as the form does, returning its id and seats' secrets. */
async function created(request, game, time, options = []) {
  const response = await request.post(`${server}api/games`, { data: { game, options, time } });
  expect(response.status()).toBe(201);
  return response.json();
}

const seatLink = (game, id, secret) => `${server}${game}/#online=${id}${secret ? `&key=${secret}` : ''}`;

/** What the server holds of game `id`. */
async function stored(request, id) {
  const response = await request.get(`${server}api/games/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Plays a Caro point and waits until every page shows its stone. */
async function playPoint(mover, pages, point) {
  await cell(mover, point).click();
  for (const page of pages) await expect(cell(page, point).locator('.stone')).toHaveCount(1);
}

test('two browsers play Caro through the invite link while a third watches', async ({ browser, request }) => {
  const problems = [];
  const first = await person(browser, problems);
  await first.goto('caro/');
  await drawn(first);
  // The first Play offers online play on a site that plays online; its form is the
  // online bundle's page.
  await first.getByTestId('start-online').click();
  await expect(first).toHaveURL(/caro\/#online=new$/);
  const form = first.getByTestId('online-form');
  await expect(form).toBeVisible();
  await form.getByTestId('online-clock').selectOption({ index: 1 });
  await form.getByTestId('online-create').click();
  await expect(first).toHaveURL(/caro\/#online=[\w-]{12}&key=[\w-]{24}$/);
  const id = new URL(first.url()).hash.match(/online=([\w-]+)/)[1];
  // One invite link, for the other seat; the game waits for it.
  const invites = first.getByTestId('invite-link');
  await expect(invites).toHaveCount(1);
  await expect(first.getByTestId('status')).toHaveText(/waiting|open their links/i);
  const invite = await invites.inputValue();
  expect(invite).toContain(`#online=${id}&key=`);

  const second = await person(browser, problems);
  await second.goto(invite);
  await drawn(second);
  const watcher = await person(browser, problems);
  await watcher.goto(seatLink('caro', id));
  await drawn(watcher);
  // Both seats are here: the invites go, the clocks run, the watcher is counted.
  await expect(first.getByTestId('invite-panel')).toHaveCount(0);
  await expect(first.locator('[data-testid="online-seat"][data-connected="true"]')).toHaveCount(2);
  await expect(first.getByTestId('online-watching')).toContainText('1');
  await expect(first.getByTestId('online-clock')).toHaveCount(2);
  await expect(second.getByTestId('status')).not.toHaveText(/your move/i);
  // A spectator has no seat's controls.
  await expect(watcher.getByTestId('resign')).toHaveCount(0);

  const pages = [first, second, watcher];
  for (const [mover, point] of [
    [first, 'h8'], [second, 'a1'], [first, 'h9'], [second, 'a2'], [first, 'h10'],
    [second, 'a3'], [first, 'h11'], [second, 'a4'],
  ]) {
    await playPoint(mover, pages, point);
  }
  // It is not the second player's turn: his click plays nothing.
  await cell(second, 'b5').click({ force: true });
  await expect(cell(first, 'b5').locator('.stone')).toHaveCount(0);
  await playPoint(first, pages, 'h12');
  for (const page of pages) {
    await expect(page.getByTestId('status')).toHaveText(/wins/i);
    await expect(page.getByTestId('review-open')).toBeVisible();
    await expect(page.getByTestId('resign')).toHaveCount(0);
  }
  const game = await stored(request, id);
  expect(game.moves).toEqual(['h8', 'a1', 'h9', 'a2', 'h10', 'a3', 'h11', 'a4', 'h12']);
  expect(game.end.outcome).toEqual({ kind: 'winner', seat: 0 });
  // My games lists it as over; the game's page leads there.
  await first.goto(`${server}caro/`);
  await first.getByTestId('my-games-link').click();
  await expect(first.getByTestId('my-game')).toHaveAttribute('data-turn', 'over');
  // The finished game opens as an ordinary link, in its review.
  await watcher.getByTestId('review-open').click();
  await expect(watcher).toHaveURL(/caro\/#moves=h8,a1,h9,a2,h10,a3,h11,a4,h12&review$/);
  expect(problems).toEqual([]);
});

test('a move whose connection is cut before it is confirmed is delivered once', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'correspondence', days: 3 });
  const first = await person(browser, problems);
  const second = await person(browser, problems);
  // The first player's first connection drops his move and is cut; the next one passes.
  let cut = false;
  await first.routeWebSocket(/\/socket$/, (socket) => {
    const upstream = socket.connectToServer();
    socket.onMessage((message) => {
      if (!cut && String(message).includes('"t":"move"')) {
        cut = true;
        socket.close({ code: 4000, reason: 'cut' });
        upstream.close();
        return;
      }
      upstream.send(message);
    });
  });
  await first.goto(seatLink('caro', id, secrets[0]));
  await second.goto(seatLink('caro', id, secrets[1]));
  await drawn(first);
  await drawn(second);
  await expect(first.getByTestId('status')).toHaveText(/your move/i);
  await cell(first, 'h8').click();
  // Shown at once, and delivered after the reconnect.
  await expect(cell(first, 'h8').locator('.stone')).toHaveCount(1);
  await expect(cell(second, 'h8').locator('.stone')).toHaveCount(1);
  expect(cut).toBe(true);
  await expect(first.getByTestId('status')).not.toHaveText(/on its way/i);
  await expect(second.getByTestId('status')).toHaveText(/your move/i);
  expect((await stored(request, id)).moves).toEqual(['h8']);
  // A reload returns to the game, at its seat.
  await second.reload();
  await drawn(second);
  await expect(cell(second, 'h8').locator('.stone')).toHaveCount(1);
  // A move typed in the move box is played as a click is; not at the other's turn.
  await second.getByTestId('move-input').fill('i9');
  await second.getByTestId('move-input').press('Enter');
  await expect(cell(first, 'i9').locator('.stone')).toHaveCount(1);
  await second.getByTestId('move-input').fill('j10');
  await second.getByTestId('move-input').press('Enter');
  await expect(second.getByTestId('move-input-error')).toBeVisible();
  expect((await stored(request, id)).moves).toEqual(['h8', 'i9']);
  // My games: whose move it is, the time left for it, and each seat's own link.
  await second.getByTestId('my-games-link').click();
  const row = second.getByTestId('my-game');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-turn', 'them');
  await expect(row).toContainText(/2 d 23 h left/);
  await expect(row.getByTestId('my-game-link')).toHaveValue(seatLink('caro', id, secrets[1]));
  await first.goto(`${server}caro/#online=mine`);
  await expect(first.getByTestId('my-game')).toHaveAttribute('data-turn', 'you');
  expect(problems).toEqual([]);
});

test('a clock that runs out ends the game on both screens', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'kauri', { kind: 'live', base: 2, increment: 0 });
  const pages = [];
  for (const secret of secrets) {
    const page = await person(browser, problems);
    await page.goto(seatLink('kauri', id, secret));
    pages.push(page);
  }
  for (const page of pages) {
    await expect(page.getByTestId('status')).toHaveText(/ran out of time/i, { timeout: 10_000 });
    await expect(page.getByTestId('review-open')).toBeVisible();
  }
  const game = await stored(request, id);
  expect(game.end.reason.kind).toBe('time');
  expect(problems).toEqual([]);
});

test('an absent player can be claimed from only after the countdown', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'live', base: 600, increment: 5 });
  const first = await person(browser, problems);
  const second = await person(browser, problems);
  await first.goto(seatLink('caro', id, secrets[0]));
  await second.goto(seatLink('caro', id, secrets[1]));
  await playPoint(first, [first, second], 'h8');
  // The second player, to move, leaves.
  await second.context().close();
  const notice = first.getByTestId('claim-notice');
  await expect(notice).toBeVisible();
  await expect(first.getByTestId('claim')).toHaveCount(0);
  await first.getByTestId('claim').click({ timeout: 10_000 });
  await expect(first.getByTestId('status')).toHaveText(/claimed/i);
  expect((await stored(request, id)).end.reason).toEqual({ kind: 'claimed', seat: 1 });
  expect(problems).toEqual([]);
});

test('a static copy of the site offers no online play, and says so of an online link', async ({ page }) => {
  await open(page, '#/caro');
  await expect(page.getByTestId('start-panel')).toBeVisible();
  await expect(page.getByTestId('start-online')).toHaveCount(0);
  await page.goto('caro/#online=Xb3kQ9aZ0c_d&key=abc');
  await drawn(page);
  await expect(page.getByTestId('status')).toHaveText(/not available/i);
});
