// Online play against tessera-server (started by playwright.config.js on loopback): two
// browsers play through the invite link while a third watches, and a whole game of each
// game (Azacru with three players), watched too; a move whose connection is cut before the
// server confirms it is delivered once; a clock runs out; an absent player may be claimed
// from only after the countdown; a static copy offers no online play, and one built with
// the server's address plays through it.
import { test as plain } from '@playwright/test';
import { test, expect, open, drawn, cell, audit } from './fixtures.js';

const port = Number(process.env.TESSERA_TEST_PORT || 8091);
const server = `http://127.0.0.1:${port + 6}/`;
// A club's page on another origin (tests/e2e/host), for the live embed.
const club = `http://127.0.0.1:${port + 2}/`;

// The browsers of the test that runs, closed after it (their clocks and sockets would go
// on through the next tests).
const contexts = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A browser of its own (a person elsewhere), failing the test on any page error. */
async function person(browser, problems, options = {}) {
  const context = await browser.newContext({ baseURL: server, ...options });
  contexts.push(context);
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
  // The spectators' link, and the snippet that shows the game live on a club's page.
  await expect(first.getByTestId('watch-url')).toHaveValue(seatLink('caro', id));
  await expect(first.getByTestId('live-embed-snippet')).toHaveValue(
    new RegExp(`^<iframe src="${server}embed/caro/#online=${id}" .*sandbox="allow-scripts allow-popups"></iframe>\n<script src="${server}embed\.js" defer></script>$`),
  );
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
  // A seat's link pasted into a game page's import box (on another device) opens the game.
  await first.goto(`${server}caro/#moves=h8`);
  await drawn(first);
  await first.getByTestId('share-panel').locator('summary').click();
  await first.getByTestId('import-text').fill(invite);
  await first.getByTestId('import-open').click();
  await expect(first).toHaveURL(new RegExp(`caro/#online=${id}&key=[\\w-]{24}$`));
  await expect(first.getByTestId('status')).toHaveText(/wins/i);
  // The finished game opens as an ordinary link, in its review.
  await watcher.getByTestId('review-open').click();
  await expect(watcher).toHaveURL(/caro\/#moves=h8,a1,h9,a2,h10,a3,h11,a4,h12&review$/);
  expect(problems).toEqual([]);
});

// Whole games, each to its end by the rules (made once with the command line: Karo by its
// computer players, Kauri and Azacru by random legal moves, the shortest of 60 seeds), every
// seat a browser, and one more watching.
const WHOLE = {
  'karo-four': { options: [], moves: 'j10 j9 j11 h10 k11 k10 i11 h12 h11 k9 i12 i9 h11-j13/l9 h10-j8/l12 i11-i13/h9 k10-i8/k12 j11-h13/h10 i9-i7/h11 k11-i9 j9-j7/l10 i12-i14/l11 i8-h7/k11 j13-k13/k10 k9-i11 i14-j13' },
  'karo-jumpers': { options: [], moves: 'a1-c3 a8-c6 a2-b3 c8-c5 b1-b4 a7-b6 b4-c4 b8-b5 c1-c8 b7-a6 c2-b1 c7-b7 c3-b4 b5-a4 b1-b5 b7-b1 b3-b7 b6-b3 b2-c3 c6-b6 b5-c6 c5-b5 c3-c5 b6-b2 b4-b6 a4-c2 b6-a7 c2-c1 c4-c7 a6-c4 c6-a8 c4-c3 c5-c6 b3-b4 c8-b8 b1-a2 c6-c8' },
  kauri: { options: [], moves: 'e c b f c b a e f d e f d d e c d a' },
  azacru: { options: ['players=3'], moves: 'e9-e8 i5-h4 a5-b5 e8-f7 h4-g4 c9-b8 f7-h5r g1-h2 b5-c5 i7-h8 h2-i3 c5-d6 h8-h9 g9-g8 d6-d7 a7-b6r g4-e2 b8-a7 h5-i4 e2-d2 a7-a5 pass d2-b4 a5-a4' },
};

for (const [game, { options, moves }] of Object.entries(WHOLE)) {
  test(`a whole game of ${game} between browsers, each at its seat's link, watched`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const problems = [];
    const { id, secrets } = await created(request, game, { kind: 'correspondence', days: 1 }, options);
    const pages = [];
    for (const secret of secrets) {
      // People who asked for less motion: Kauri's sowing is shown at once.
      const page = await person(browser, problems, { reducedMotion: 'reduce' });
      await page.goto(seatLink(game, id, secret));
      pages.push(page);
    }
    const players = [...pages];
    // And one more browser watching, at the spectators' link.
    const watcher = await person(browser, problems, { reducedMotion: 'reduce' });
    await watcher.goto(seatLink(game, id));
    pages.push(watcher);
    const list = moves.split(' ');
    for (const [n, move] of list.entries()) {
      // The player whose seat is to move types the move, as a person may. (The others'
      // boards are checked at the end.)
      const mover = await Promise.any(
        players.map(async (page) => {
          await page.locator('.match-up.online .you[aria-current="true"]').waitFor({ timeout: 10_000 });
          return page;
        }),
      );
      await mover.getByTestId('move-input').fill(move);
      await mover.getByTestId('move-input').press('Enter');
      // Shown at once, busy until the server has stored it. (`waitFor` watches the page
      // itself, where `expect` polls at growing intervals: a few hundred moves add up.)
      await mover.locator('.move-list li').nth(n).waitFor();
      await mover.locator('[data-testid="status"]:not([aria-busy])').waitFor();
    }
    for (const page of pages) await expect(page.locator('.move-list li')).toHaveCount(list.length);
    const ended = await pages[0].getByTestId('status').textContent();
    for (const page of pages) {
      await expect(page.getByTestId('review-open')).toBeVisible();
      await expect(page.getByTestId('status')).toHaveText(ended);
    }
    const stored_ = await stored(request, id);
    expect(stored_.moves).toEqual(list);
    expect(stored_.end.reason).toEqual({ kind: 'rules' });
    expect(problems).toEqual([]);
  });
}

test("each seat sees the board from its own side, and the game's prompt says so", async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'kauri', { kind: 'correspondence', days: 3 });
  const south = await person(browser, problems, { reducedMotion: 'reduce' });
  const north = await person(browser, problems, { reducedMotion: 'reduce' });
  await south.goto(seatLink('kauri', id, secrets[0]));
  await north.goto(seatLink('kauri', id, secrets[1]));
  await expect(south.getByTestId('flip')).toHaveAttribute('aria-pressed', 'false');
  await expect(north.getByTestId('flip')).toHaveAttribute('aria-pressed', 'true');
  await expect(south.getByTestId('status')).toHaveText(/bottom row/);
  await south.getByTestId('move-input').fill('c');
  await south.getByTestId('move-input').press('Enter');
  // North's pits are drawn at the bottom of North's board: "your pits, the bottom row".
  await expect(north.getByTestId('status')).toHaveText(/bottom row/);
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

test('each person is told the result in words of his own, and a rematch accepted swaps the seats', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'live', base: 600, increment: 5 });
  const first = await person(browser, problems, { bypassCSP: true });
  // The second person is on a phone.
  const second = await person(browser, problems, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // The second person's page is hidden (another tab) and has allowed notifications: the
  // browser's own are recorded instead of shown.
  await second.addInitScript(() => {
    window.shown = [];
    window.Notification = class {
      static permission = 'default';
      static async requestPermission() { window.Notification.permission = 'granted'; return 'granted'; }
      constructor(title, options) { window.shown.push([title, options?.body]); }
    };
    Object.defineProperty(document, 'hidden', { get: () => true });
  });
  const watcher = await person(browser, problems);
  await first.goto(seatLink('caro', id, secrets[0]));
  await second.goto(seatLink('caro', id, secrets[1]));
  await watcher.goto(seatLink('caro', id));
  const pages = [first, second, watcher];
  await second.getByTestId('notify').click();
  await expect(second.getByTestId('notify')).toHaveCount(0);
  // The tab's title says whose move it is; a hidden page is notified of it.
  await expect(first).toHaveTitle(/^Your move · /);
  await expect(second).not.toHaveTitle(/Your move/);
  await playPoint(first, pages, 'h8');
  await expect(second).toHaveTitle(/^Your move · /);
  await expect(first).not.toHaveTitle(/Your move/);
  await expect.poll(() => second.evaluate(() => window.shown.length)).toBe(1);
  expect(await second.evaluate(() => window.shown[0][1])).toMatch(/Caro/);
  for (const [mover, point] of [
    [second, 'a1'], [first, 'h9'], [second, 'a2'], [first, 'h10'],
    [second, 'a3'], [first, 'h11'], [second, 'a4'], [first, 'h12'],
  ]) {
    await playPoint(mover, pages, point);
  }
  await expect(first.getByTestId('result')).toHaveAttribute('data-verdict', 'won');
  await expect(second.getByTestId('result')).toHaveAttribute('data-verdict', 'lost');
  await expect(watcher.getByTestId('result')).toHaveAttribute('data-verdict', 'over');
  await expect(watcher.getByTestId('rematch')).toHaveCount(0);
  for (const page of pages) {
    await expect(page.getByTestId('result-reason')).not.toBeEmpty();
    await expect(page.getByTestId('move-input')).toHaveCount(0);
  }
  // The loser asks for a rematch; the winner sees it and accepts with one tap.
  await second.getByTestId('rematch').click();
  await expect(second.getByTestId('rematch-asked')).toBeVisible();
  await expect(first.getByTestId('rematch-offered')).toBeVisible();
  expect(await audit(first)).toEqual([]);
  await first.getByTestId('rematch').click();
  // Both pages move to the rematch, each with its own key; the watcher may follow.
  const rematch = new RegExp(`caro/#online=(?!${id})[\\w-]{12}&key=`);
  await expect(first).toHaveURL(rematch);
  await expect(second).toHaveURL(rematch);
  // The watcher follows, still watching.
  const next = new URL(first.url()).hash.match(/online=([\w-]+)/)[1];
  await expect(watcher).toHaveURL(new RegExp(`caro/#online=${next}$`));
  expect(new URL(second.url()).hash).toContain(`online=${next}&`);
  // The seats swapped: the second person opens the rematch.
  await expect(first.getByTestId('result')).toHaveCount(0);
  await playPoint(second, [first, second], 'h8');
  await playPoint(first, [first, second], 'i9');
  // My games lists the rematch too.
  await first.goto(`${server}caro/#online=mine`);
  await expect(first.getByTestId('my-game')).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('coming back: the home page lists the games that go on, those whose move is yours first', async ({ browser, request }) => {
  const problems = [];
  const yours = await created(request, 'kauri', { kind: 'correspondence', days: 3 });
  const theirs = await created(request, 'caro', { kind: 'live', base: 600, increment: 5 });
  const page = await person(browser, problems, { bypassCSP: true });
  const other = await person(browser, problems);
  // This browser plays North in Kauri (South has moved: North is to move) and the
  // opener in Caro (who has moved: the other is to move).
  await other.goto(seatLink('kauri', yours.id, yours.secrets[0]));
  await page.goto(seatLink('caro', theirs.id, theirs.secrets[0]));
  await other.goto(seatLink('caro', theirs.id, theirs.secrets[1]));
  await playPoint(page, [page, other], 'h8');
  await other.goto(seatLink('kauri', yours.id, yours.secrets[0]));
  await page.goto(seatLink('kauri', yours.id, yours.secrets[1]));
  await expect(page.getByTestId('online-seat')).toHaveCount(2);
  await other.getByTestId('move-input').fill('c');
  await other.getByTestId('move-input').press('Enter');
  await expect(page).toHaveTitle(/^Your move · /);
  await page.goto(server);
  const section = page.getByTestId('your-games');
  await expect(section).toBeVisible();
  const games = section.getByTestId('your-game');
  await expect(games).toHaveCount(2);
  await expect(games.first()).toHaveAttribute('data-turn', 'you');
  await expect(games.first()).toContainText(/left/);
  await expect(games.last()).toHaveAttribute('data-turn', 'them');
  expect(await audit(page)).toEqual([]);
  await games.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`kauri/#online=${yours.id}&key=${yours.secrets[1]}$`));
  // In Vietnamese, the words and the links are Vietnamese.
  await page.goto(`${server}vi/`);
  await expect(page.getByTestId('your-game').first().getByRole('link')).toHaveAttribute('href', /^vi\/kauri\//);
  expect(problems).toEqual([]);
});

test('a wrong link says what is wrong in the page\'s language, with the next steps and no board', async ({ browser, request }) => {
  const problems = [];
  const { id } = await created(request, 'caro', { kind: 'correspondence', days: 3 });
  const page = await person(browser, problems, { bypassCSP: true });
  const wrong = page.getByTestId('wrong-link');
  const nothingElse = async () => {
    await expect(page.locator('svg.board')).toHaveCount(0);
    await expect(page.getByTestId('watch-link')).toHaveCount(0);
    await expect(page.getByTestId('live-embed-snippet')).toHaveCount(0);
    await expect(page.getByTestId('wrong-link-play')).toBeVisible();
  };
  // No game has this id: no game to watch either.
  await page.goto(seatLink('caro', 'Zz9Zz9Zz9Zz9', 'abcdefghijklmnopqrstuv-_'));
  await expect(wrong).toHaveAttribute('data-wrong', 'no-game');
  await nothingElse();
  await expect(page.getByTestId('wrong-link-watch')).toHaveCount(0);
  expect(await audit(page)).toEqual([]);
  const english = await wrong.getByRole('heading').textContent();
  await page.goto(`${server}vi/caro/#online=Zz9Zz9Zz9Zz9`);
  await expect(wrong).toHaveAttribute('data-wrong', 'no-game');
  await expect(wrong.getByRole('heading')).not.toHaveText(english);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // A whole key of no seat of this game, and keys cut as they were copied: the game
  // exists, so it may be watched.
  await page.goto(seatLink('caro', id, 'abcdefghijklmnopqrstuv-_'));
  await expect(wrong).toHaveAttribute('data-wrong', 'not-a-seat');
  await nothingElse();
  for (const key of ['', 'abcdefgh']) {
    await page.goto(`${server}caro/#online=${id}&key=${key}`);
    await expect(wrong).toHaveAttribute('data-wrong', 'cut-key');
  }
  await page.getByTestId('wrong-link-watch').click();
  await expect(page).toHaveURL(new RegExp(`caro/#online=${id}$`));
  await drawn(page);
  await expect(wrong).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a connection that dies without closing is noticed on both sides within ten seconds', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'correspondence', days: 3 });
  const first = await person(browser, problems);
  const second = await person(browser, problems);
  // The first connection of the first browser goes silent both ways when told, as a
  // phone leaving its network does: no close reaches either end.
  let silent = false;
  let connections = 0;
  await first.routeWebSocket(/\/socket$/, (socket) => {
    const upstream = socket.connectToServer();
    const dies = connections++ === 0;
    socket.onMessage((message) => { if (!(dies && silent)) upstream.send(message); });
    upstream.onMessage((message) => { if (!(dies && silent)) socket.send(message); });
  });
  await first.goto(seatLink('caro', id, secrets[0]));
  await second.goto(seatLink('caro', id, secrets[1]));
  await expect(second.locator('[data-testid="online-seat"][data-connected="true"]')).toHaveCount(2);
  silent = true;
  const began = Date.now();
  await expect(first.getByTestId('online-lost')).toBeVisible({ timeout: 12_000 });
  await expect(second.locator('[data-testid="online-seat"][data-connected="false"]')).toHaveCount(1, { timeout: 12_000 });
  expect(Date.now() - began).toBeLessThan(12_000);
  // A new connection takes over; the seat is back.
  await expect(first.getByTestId('online-lost')).toHaveCount(0, { timeout: 10_000 });
  await expect(second.locator('[data-testid="online-seat"][data-connected="true"]')).toHaveCount(2);
  expect(connections).toBeGreaterThan(1);
  await playPoint(first, [first, second], 'h8');
  expect(problems).toEqual([]);
});

test('a seat opened on a second device is told so on both, and either may take it alone', async ({ browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'correspondence', days: 3 });
  const phone = await person(browser, problems, { bypassCSP: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const desktop = await person(browser, problems, { bypassCSP: true });
  await phone.goto(seatLink('caro', id, secrets[0]));
  await expect(phone.getByTestId('online-seat').first()).toHaveAttribute('data-connected', 'true');
  await expect(phone.getByTestId('seat-shared')).toHaveCount(0);
  // The invite was forwarded: the same seat opens elsewhere; both are told.
  await desktop.goto(seatLink('caro', id, secrets[0]));
  await expect(phone.getByTestId('seat-shared')).toBeVisible();
  await expect(desktop.getByTestId('seat-shared')).toBeVisible();
  expect(await audit(desktop)).toEqual([]);
  await desktop.getByTestId('take-seat').click();
  await expect(phone.getByTestId('wrong-link')).toHaveAttribute('data-wrong', 'taken');
  expect(await audit(phone)).toEqual([]);
  await expect(phone.locator('svg.board')).toHaveCount(0);
  await expect(desktop.getByTestId('seat-shared')).toHaveCount(0);
  // The older device takes it back.
  await phone.getByTestId('wrong-link-again').click();
  await expect(phone.getByTestId('seat-shared')).toBeVisible();
  await phone.getByTestId('take-seat').click();
  await expect(desktop.getByTestId('wrong-link')).toHaveAttribute('data-wrong', 'taken');
  await expect(phone.getByTestId('seat-shared')).toHaveCount(0);
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
  // The first move costs no time; North's clock runs from it.
  await expect(pages[0].getByTestId('status')).toHaveText(/bottom row/);
  await pages[0].getByTestId('move-input').fill('c');
  await pages[0].getByTestId('move-input').press('Enter');
  for (const page of pages) {
    await expect(page.getByTestId('status')).toHaveText(/ran out of time/i, { timeout: 10_000 });
    await expect(page.getByTestId('review-open')).toBeVisible();
  }
  const game = await stored(request, id);
  expect(game.end.reason).toEqual({ kind: 'time', seat: 1 });
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

test('no serious accessibility problems on the online form, the invite panel, the live game and My games', async ({ browser }) => {
  const problems = [];
  // axe is injected as a script, which the site's own policy rightly refuses.
  const first = await person(browser, problems, { bypassCSP: true });
  await first.goto('caro/#online=new');
  await expect(first.getByTestId('online-form')).toBeVisible();
  expect(await audit(first)).toEqual([]);
  await first.getByTestId('online-create').click();
  await expect(first.getByTestId('invite-panel')).toBeVisible();
  expect(await audit(first)).toEqual([]);
  const second = await person(browser, problems);
  await second.goto(await first.getByTestId('invite-link').inputValue());
  await playPoint(first, [first, second], 'h8');
  await second.getByTestId('offer-draw').click();
  await expect(first.getByTestId('draw-offered')).toBeVisible();
  expect(await audit(first)).toEqual([]);
  await first.getByTestId('my-games-link').click();
  await expect(first.getByTestId('my-game').first()).toHaveAttribute('data-turn', 'them');
  expect(await audit(first)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a club shows a live game in a sandboxed frame: moves as they are played, clocks, the result', async ({ page, browser, request }) => {
  const problems = [];
  const { id, secrets } = await created(request, 'caro', { kind: 'live', base: 300, increment: 3 });
  const frame = `${server}embed/caro/#online=${id}`;
  await page.goto(`${club}?src=${encodeURIComponent(frame)}&sandbox=allow-scripts%20allow-popups`);
  const board = page.frameLocator('#board');
  await expect(board.getByTestId('online-embed')).toBeVisible();
  // Until both seats are here, the board says the game has not begun.
  await expect(board.getByTestId('status')).toHaveText(/starts when every player/);
  await expect(page.locator('.site-header')).toHaveCount(0);
  const first = await person(browser, problems);
  const second = await person(browser, problems);
  await first.goto(seatLink('caro', id, secrets[0]));
  await second.goto(seatLink('caro', id, secrets[1]));
  await expect(board.getByTestId('online-clock')).toHaveCount(2);
  await playPoint(first, [first, second], 'h8');
  await expect(board.locator('[data-cell="h8"] .stone')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.received.filter((m) => m.type === 'move').map((m) => m.move))).toEqual(['h8']);
  // A spectator's board takes no move.
  await expect(board.locator('[data-cell="i9"]')).toHaveAttribute('aria-disabled', 'true');
  await first.getByTestId('resign').click();
  await first.getByTestId('resign-confirm').click();
  await expect(board.getByTestId('status')).toHaveText(/resigned/i);
  await expect(board.getByTestId('watch-on-site')).toHaveAttribute('href', `${server}caro/#online=${id}`);
  expect(problems).toEqual([]);
});

// Plain: the aborted request is an error the frame's console reports, as it should.
plain('a live board whose server cannot be reached says so and links to the game', async ({ page }) => {
  await page.route('**/online.json', (route) => route.abort());
  const frame = `${server}embed/caro/#online=Xb3kQ9aZ0c_d`;
  await page.goto(`${club}?src=${encodeURIComponent(frame)}&sandbox=allow-scripts%20allow-popups`);
  const board = page.frameLocator('#board');
  await expect(board.getByTestId('status')).toHaveText(/cannot be reached/i);
  await expect(board.getByTestId('watch-on-site')).toBeVisible();
});

test("a static copy built with a server's address plays online through that server", async ({ browser, request }) => {
  const problems = [];
  // The site on another host, as `ONLINE_SERVER=<server> scripts/dist` builds it
  // (tests/e2e/serve.mjs, playwright.config.js); no service worker keeping its files.
  const site = `http://127.0.0.1:${port + 8}/`;
  const copy = () => person(browser, problems, { baseURL: site, serviceWorkers: 'block' });
  const first = await copy();
  await first.goto('caro/');
  await drawn(first);
  await first.getByTestId('start-online').click();
  await first.getByTestId('online-create').click();
  // The game is the server's; its pages and links stay the copy's.
  await expect(first).toHaveURL(new RegExp(`^${site}caro/#online=[\\w-]{12}&key=[\\w-]{24}$`));
  const id = new URL(first.url()).hash.match(/online=([\w-]+)/)[1];
  const invite = await first.getByTestId('invite-link').inputValue();
  expect(invite.startsWith(`${site}caro/#online=${id}&key=`)).toBe(true);
  const second = await copy();
  await second.goto(invite);
  await drawn(second);
  await expect(first.locator('[data-testid="online-seat"][data-connected="true"]')).toHaveCount(2);
  await playPoint(first, [first, second], 'h8');
  await playPoint(second, [first, second], 'a1');
  expect((await stored(request, id)).moves).toEqual(['h8', 'a1']);
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

// The browser logs the 404 as an error: this test asks for it.
plain('an address that names no page answers with the games, in its language or the browser\'s', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server, locale: 'sv-SE' });
  contexts.push(context);
  const page = await context.newPage();
  const missing = await page.goto('vi/no/such/page');
  expect(missing.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('notice')).toBeVisible();
  await expect(page.locator('.game-card')).toHaveCount(5);
  // Its links read from the site's root, however deep the address was.
  await page.locator('#kauri-rules').click();
  await expect(page).toHaveURL(`${server}vi/rules/kauri/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // With no language in the address, the browser's.
  const elsewhere = await page.goto('no-such-game/');
  expect(elsewhere.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.locator('#caro-play').click();
  await expect(page).toHaveURL(/\/sv\/caro\//);
  await expect(page.getByTestId('status')).toBeVisible();
});
