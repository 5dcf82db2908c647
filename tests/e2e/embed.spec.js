// Embedding: a club's page on another origin shows a live board and talks to it.
import { test as plain } from '@playwright/test';
import { test, expect, address } from './fixtures.js';

const sitePort = Number(process.env.TESSERA_TEST_PORT || 8091);
const site = `http://127.0.0.1:${sitePort}/`;
const host = `http://127.0.0.1:${sitePort + 2}/`;
// The same site on a host that sends no Access-Control-Allow-Origin.
const bareSite = `http://127.0.0.1:${sitePort + 4}/`;

/** Opens the club page with the board of `embed` (a fragment) in a sandboxed iframe. */
async function club(page, embed, sandbox = 'allow-scripts') {
  const src = encodeURIComponent(`${site}${address(embed)}`);
  await page.goto(`${host}?src=${src}&sandbox=${encodeURIComponent(sandbox)}`);
  const board = page.frameLocator('#board');
  await expect(board.getByTestId('status')).toBeVisible();
  return board;
}

const received = (page, type) =>
  page.evaluate((t) => window.received.filter((m) => m.type === t), type);

test('a sandboxed board on another origin plays and reports its moves', async ({ page }) => {
  const board = await club(page, '#/embed/caro');
  await expect.poll(() => received(page, 'ready')).toHaveLength(1);
  await expect(page.locator('.site-header')).toHaveCount(0);
  await board.locator('[data-cell="h8"]').click();
  await expect.poll(() => received(page, 'move')).toEqual([
    expect.objectContaining({ tessera: 1, type: 'move', move: 'h8', moves: 'h8' }),
  ]);
  await board.locator('[data-cell="i9"]').click();
  await expect(board.getByTestId('status')).toHaveText('Black to play');
  const heights = await received(page, 'height');
  expect(heights.at(-1).height).toBeGreaterThan(200);
});

test('the host loads a game, flips the board and takes a move back', async ({ page }) => {
  const board = await club(page, '#/embed/caro?undo=1');
  await page.evaluate(() =>
    window.send({ tessera: 1, type: 'load', record: 'tessera-record 1\ngame: caro\nmoves: h8 a1 i8 a2 j8 a3 k8 a4 l8\n' }),
  );
  await expect(board.getByTestId('status')).toHaveText('Black wins with five in a row');
  await expect.poll(() => received(page, 'gameover')).toEqual([
    expect.objectContaining({ result: 'winner black' }),
  ]);
  const before = await board.locator('[data-cell="a1"]').boundingBox();
  await page.evaluate(() => window.send({ tessera: 1, type: 'flip' }));
  await expect.poll(async () => (await board.locator('[data-cell="a1"]').boundingBox()).y).toBeLessThan(before.y);
  await page.evaluate(() => window.send({ tessera: 1, type: 'undo' }));
  await expect(board.getByTestId('status')).toHaveText('Black to play');
  // Malformed and foreign messages are ignored.
  await page.evaluate(() => {
    window.send('hello');
    window.send({ tessera: 2, type: 'undo' });
    window.send({ tessera: 1, type: 'load', record: 'not a record' });
    window.send({ tessera: 1, type: 'explode' });
    window.send(null);
  });
  await page.evaluate(() => window.send({ tessera: 1, type: 'load', position: '14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1' }));
  await expect(board.getByTestId('status')).toHaveText('White to play');
  await expect(board.locator('.stone')).toHaveCount(1);
});

test('ready names the game, its options, moves and position; only the parent window is heard', async ({ page }) => {
  const board = await club(page, '#/embed/caro?overline=nowin&moves=h8,i9');
  await expect.poll(() => received(page, 'ready')).toEqual([
    {
      tessera: 1,
      type: 'ready',
      game: 'caro',
      options: 'overline=nowin',
      moves: 'h8 i9',
      position: expect.stringMatching(/^[0-9bw/]+\./),
    },
  ]);
  const a1 = async () => (await board.locator('[data-cell="a1"]').boundingBox()).y;
  const before = await a1();
  // Another frame of the club's page (not the board's parent) asks for a flip.
  await page.evaluate(
    () =>
      new Promise((done) => {
        window.addEventListener('message', (e) => e.data === 'sent' && done());
        const other = document.createElement('iframe');
        other.srcdoc =
          "<script>parent.document.getElementById('board').contentWindow.postMessage({ tessera: 1, type: 'flip' }, '*');" +
          "parent.postMessage('sent', '*');<\/script>";
        document.body.append(other);
      }),
  );
  // The parent's own message after it is heard; the other frame's was not.
  await page.evaluate(() => window.send({ tessera: 1, type: 'load', position: '14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1' }));
  await expect(board.getByTestId('status')).toHaveText('White to play');
  expect(await a1()).toBe(before);
  await page.evaluate(() => window.send({ tessera: 1, type: 'flip' }));
  await expect.poll(a1).toBeLessThan(before);
});

test('the host flips Kauri and Karo boards too', async ({ page }) => {
  /** Whether cell `upper` is drawn above cell `lower`. */
  const above = async (board, upper, lower) => {
    const [a, b] = await Promise.all([upper, lower].map((n) => board.locator(`[data-cell="${n}"]`).boundingBox()));
    return a.y < b.y;
  };
  const flip = () => page.evaluate(() => window.send({ tessera: 1, type: 'flip' }));
  // Kauri: North's pits come to the bottom (a sandboxed frame: no storage, no trouble).
  const kauri = await club(page, '#/embed/kauri');
  expect(await above(kauri, 'north-a', 'south-a')).toBe(true);
  await flip();
  await expect.poll(() => above(kauri, 'south-a', 'north-a')).toBe(true);
  await flip();
  await expect.poll(() => above(kauri, 'north-a', 'south-a')).toBe(true);
  // Karo: row 1 goes to the top, column a to the right.
  const karo = await club(page, '#/embed/karo-jumpers');
  expect(await above(karo, 'a8', 'a1')).toBe(true);
  await flip();
  await expect.poll(() => above(karo, 'a1', 'a8')).toBe(true);
  const a1 = await karo.locator('[data-cell="a1"]').boundingBox();
  const c1 = await karo.locator('[data-cell="c1"]').boundingBox();
  expect(a1.x).toBeGreaterThan(c1.x);
});

test('a host that changes only the # of the board\'s address gets the new board', async ({ page }) => {
  const board = await club(page, '#/embed/caro?moves=h8');
  await expect(board.locator('.stone')).toHaveCount(1);
  await page.evaluate((src) => { document.getElementById('board').src = src; }, `${site}#/embed/caro?moves=h8,i9,h9&flip=1`);
  await expect(board.locator('.stone')).toHaveCount(3);
  await expect(board.getByTestId('status')).toHaveText('White to play');
});

test('a puzzle refuses a wrong move and accepts the right one', async ({ page }) => {
  const board = await club(page, '#/embed/caro?mode=puzzle&moves=h8,a1,i8,a3,j8,a5,k8,g8,l8&at=6');
  await expect(board.locator('.stone')).toHaveCount(6);
  await expect(board.getByTestId('move-list')).toHaveCount(0);
  await board.locator('[data-cell="a2"]').click();
  await expect(board.getByTestId('puzzle-feedback')).toHaveText('a2 is not the move. Try again.');
  await expect(board.locator('.stone')).toHaveCount(6);
  await board.locator('[data-cell="k8"]').click();
  await expect(board.getByTestId('puzzle-feedback')).toHaveText('Right! Keep going.');
  await expect(board.locator('[data-cell="g8"] .stone')).toHaveCount(1);
  await board.locator('[data-cell="l8"]').click();
  await expect(board.getByTestId('puzzle-feedback')).toHaveText('Solved!');
  await expect(board.getByTestId('status')).toHaveText('Black wins with five in a row');
});

test('view mode replays but does not play', async ({ page }) => {
  const board = await club(page, '#/embed/caro?mode=view&moves=h8,i9,h10&theme=dark', 'none');
  // The point says it is disabled; a click anyway (force) must change nothing.
  await expect(board.locator('[data-cell="a1"]')).toHaveAttribute('aria-disabled', 'true');
  await board.locator('[data-cell="a1"]').click({ force: true });
  await expect(board.locator('.stone')).toHaveCount(3);
  await board.getByTestId('replay-first').click();
  await expect(board.locator('.stone')).toHaveCount(0);
  await expect(board.locator('html')).toHaveClass(/theme-dark/);
});

// The browser fetches a page's icon once the page has loaded, outside its service worker:
// going offline may cut that fetch, which is no part of the board.
test.describe(() => {
  test.use({ serviceWorkers: 'allow', browserErrors: [/ERR_FAILED \(http:[^)]*\/favicon-[0-9a-f]+\.svg\)$/] });
  test('an embedded board comes back from its own service worker, which keeps only what it fetched', async ({ page, context }) => {
    await page.goto('/embed/kauri/#moves=c');
    await expect(page.getByTestId('status')).toHaveText('North to move');
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(new URL(scope).pathname).toBe('/embed/');
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // What it keeps: the page and the files this board fetched, not the whole site. The
    // worker keeps a file after answering with it: the bundle's wasm may take a moment.
    const keptNow = () => page.evaluate(async () => {
      const names = await caches.keys();
      const embed = names.filter((name) => name.startsWith('tessera-embed-'));
      const requests = (await Promise.all(embed.map(async (name) => (await caches.open(name)).keys()))).flat();
      return { caches: embed.length, sites: names.length - embed.length, urls: requests.map((r) => new URL(r.url).pathname) };
  });
  const wasm = (urls) => urls.some((url) => /^\/embed-kauri-[0-9a-f]+_bg\.wasm$/.test(url));
  await expect.poll(async () => wasm((await keptNow()).urls)).toBe(true);
  const kept = await keptNow();
  expect(kept.caches).toBe(1);
  expect(kept.sites).toBe(0);
  expect(kept.urls).toContain('/embed/kauri/');
  expect(kept.urls.some((url) => /caro/.test(url))).toBe(false);
  // Offline, the board still shows.
  await context.setOffline(true);
  await page.goto('/embed/kauri/#moves=c,d');
  await expect(page.getByTestId('status')).toHaveText('South to move');
  await context.setOffline(false);
  });
});

test('an embed leaves the saved games and the address alone', async ({ page }) => {
  await page.goto(`${site}embed/caro/#undo=1`);
  await page.locator('[data-cell="h8"]').click();
  await page.locator('[data-cell="i9"]').click();
  await expect(page.locator('.stone')).toHaveCount(2);
  expect(page.url()).toBe(`${site}embed/caro/#undo=1`);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tessera.')));
  expect(keys).toEqual([]);
});

test('the Embed dialog gives a snippet and a live preview', async ({ page }) => {
  await page.goto(`${site}caro/#moves=h8,i9,h10`);
  await page.getByTestId('embed').click();
  await page.getByTestId('embed-mode').selectOption('view');
  const snippet = await page.getByTestId('embed-snippet').inputValue();
  expect(snippet).toContain(`src="${site}embed/caro/#mode=view&moves=h8,i9,h10"`);
  expect(snippet).toMatch(/^<iframe .*sandbox="allow-scripts allow-popups"><\/iframe>\n<script src="[^"]*\/embed\.js" defer><\/script>$/);
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.locator('.stone')).toHaveCount(3);
  await page.getByRole('link', { name: 'All settings and messages' }).click();
  await expect(page.getByTestId('embed-help')).toContainText('postMessage');
});

test('embed computer: in a sandboxed Caro board the computer replies, the host hears both moves', async ({ page }) => {
  const board = await club(page, '#/embed/caro?mode=ai&level=1&undo=1');
  await board.locator('[data-cell="h8"]').click();
  await expect(board.locator('.stone')).toHaveCount(2, { timeout: 15_000 });
  await expect(board.getByTestId('status')).toHaveText('Black to play');
  await expect(board.getByTestId('thinking')).toHaveCount(0);
  await expect.poll(() => received(page, 'move')).toHaveLength(2);
  const [mine, reply] = await received(page, 'move');
  expect(mine).toMatchObject({ move: 'h8', moves: 'h8' });
  expect(reply.moves).toBe(`h8 ${reply.move}`);
  // Undo takes back the computer's reply with the visitor's move.
  await board.getByTestId('undo').click();
  await expect(board.locator('.stone')).toHaveCount(0);
});

test('embed computer: Kauri\'s computer sows its reply after the visitor\'s', async ({ page }) => {
  const board = await club(page, '#/embed/kauri?mode=ai&level=1');
  await board.locator('[data-cell="south-c"]').click();
  await expect.poll(async () => (await received(page, 'move')).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const [mine, ...replies] = await received(page, 'move');
  expect(mine).toMatchObject({ move: 'c', moves: 'c' });
  expect(replies[0].moves).toBe(`c ${replies[0].move}`);
  await expect(board.getByTestId('status')).toHaveText('South to move', { timeout: 20_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('embed computer: opened at an earlier move, a tapped move is played from there and the computer answers it', async ({ page }) => {
    // Black to move after two of the four moves: the visitor plays Black from there.
    const board = await club(page, '#/embed/caro?mode=ai&level=1&moves=h8,i9,h10,i10&at=2');
    await expect(board.locator('.stone')).toHaveCount(2);
    await expect(board.getByTestId('status')).toHaveText('Black to play');
    // A Caro stone takes two taps on a touch screen: the first shows it, the second places it.
    await board.locator('[data-cell="g7"]').tap();
    await expect(board.getByTestId('provisional-stone')).toHaveCount(1);
    await board.locator('[data-cell="g7"]').tap();
    await expect(board.locator('[data-cell="g7"]')).toHaveAttribute('aria-label', 'g7, black stone');
    // The line's later moves gave way to it, and the computer answered.
    await expect(board.locator('.stone')).toHaveCount(4, { timeout: 15_000 });
    await expect(board.locator('[data-cell="h10"] .stone')).toHaveCount(0);
    await expect(board.getByTestId('thinking')).toHaveCount(0);
    await expect(board.getByTestId('status')).toHaveText('Black to play');
    // The host heard both moves, last.
    await expect.poll(async () => (await received(page, 'move')).at(-1)?.moves).toMatch(/^h8 i9 g7 [a-o]\d+$/);
    const [mine, reply] = (await received(page, 'move')).slice(-2);
    expect(mine).toMatchObject({ move: 'g7', moves: 'h8 i9 g7' });
    expect(reply.moves).toBe(`h8 i9 g7 ${reply.move}`);
  });
});

test('embed computer: the Embed dialog\'s preview plays the computer at the chosen level', async ({ page }) => {
  await page.goto(`${site}caro/`);
  await page.getByTestId('embed').click();
  await page.getByTestId('embed-mode').selectOption('ai');
  await page.getByTestId('embed-level').selectOption('1');
  const snippet = await page.getByTestId('embed-snippet').inputValue();
  expect(snippet).toContain(`src="${site}embed/caro/#mode=ai&level=1"`);
  // The preview follows the choices: a tap on the board it showed before would be lost.
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('src', /#mode=ai&level=1$/);
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await preview.locator('[data-cell="h8"]').click();
  await expect(preview.locator('.stone')).toHaveCount(2, { timeout: 15_000 });
});

test('embed.js included after a board has said its height asks for it again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${host}club.html?site=${encodeURIComponent(site)}&helper=1&late=1`);
  // embed.js is running once it has made the second board.
  await expect(page.frameLocator('#kauri iframe').getByTestId('status')).toBeVisible();
  const inside = page.frames().find((f) => f.url().includes('embed/caro/'));
  await expect
    .poll(async () => {
      const content = await inside.evaluate(() => document.body.getBoundingClientRect().height);
      const frame = await page.locator('#caro').evaluate((f) => f.getBoundingClientRect().height);
      return Math.abs(frame - content);
    })
    .toBeLessThanOrEqual(1);
});

for (const helper of [true, false]) {
  test(`two boards in a phone's column follow their height, ${helper ? 'sized by embed.js' : 'sized by the page itself'}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${host}club.html?site=${encodeURIComponent(site)}${helper ? '&helper=1' : ''}`);
    const frames = { caro: page.locator('#caro'), kauri: page.locator('#kauri iframe') };
    const inside = (game) => page.frames().find((f) => f.url().includes(`embed/${game}/`));
    await expect(page.frameLocator('#caro').getByTestId('status')).toBeVisible();
    await expect(page.frameLocator('#kauri iframe').getByTestId('status')).toBeVisible();
    const height = (game) => frames[game].evaluate((f) => f.getBoundingClientRect().height);
    /** Waits until the frame is as tall as the page in it: no blank space, nothing cut off. */
    const fits = (game) =>
      expect
        .poll(async () => {
          const content = await inside(game).evaluate(() => document.body.getBoundingClientRect().height);
          return Math.abs((await height(game)) - content);
        })
        .toBeLessThanOrEqual(1);
    await fits('caro');
    await fits('kauri');

    // A move: the move list shows it, and the frame follows.
    const before = await height('caro');
    await page.frameLocator('#caro').locator('[data-cell="h8"]').click();
    await expect(page.frameLocator('#caro').locator('.move-list')).toContainText('h8');
    await fits('caro');
    await page.frameLocator('#kauri iframe').locator('[data-cell="north-c"]').click();
    await fits('kauri');

    // A narrower column: smaller boards, shorter frames; wider again, as they were.
    const wide = { caro: await height('caro'), kauri: await height('kauri') };
    expect(wide.caro).toBeGreaterThanOrEqual(before);
    await page.evaluate(() => (document.getElementById('column').style.width = '240px'));
    for (const game of ['caro', 'kauri']) {
      await expect.poll(() => height(game)).toBeLessThan(wide[game] - 40);
      await fits(game);
    }
    await page.evaluate(() => (document.getElementById('column').style.width = ''));
    for (const game of ['caro', 'kauri']) {
      await expect.poll(() => height(game)).toBeGreaterThan(wide[game] - 2);
      await fits(game);
    }
  });
}

// The browser logs the refused fetch as an error: this test expects it.
plain('on a host that does not allow it, a sandboxed board says so and links to the site', async ({ page }) => {
  const src = encodeURIComponent(`${bareSite}#/embed/caro?mode=ai&level=2&moves=h8`);
  await page.goto(`${host}?src=${src}&sandbox=allow-scripts%20allow-popups`);
  const board = page.frameLocator('#board');
  const failed = board.locator('.load-failed');
  await expect(failed).toContainText('Access-Control-Allow-Origin');
  // The same game on the site itself, without the embed's settings.
  await expect(failed.getByRole('link', { name: 'Open it on Tessera' })).toHaveAttribute(
    'href',
    `${bareSite}caro/#moves=h8`,
  );
  // Unsandboxed, the same host's board loads: only the sandbox needs the header.
  await page.goto(`${host}?src=${encodeURIComponent(`${bareSite}#/embed/caro?moves=h8`)}&sandbox=none`);
  await expect(page.frameLocator('#board').locator('.stone')).toHaveCount(1);
});

test('without WebAssembly a board says so instead of staying blank', async ({ page }) => {
  await page.addInitScript(() => delete globalThis.WebAssembly);
  await page.goto(`${site}embed/kauri/#moves=c&mode=view`);
  const failed = page.locator('.load-failed');
  await expect(failed).toContainText('does not run WebAssembly');
  await expect(failed.getByRole('link')).toHaveAttribute('href', `${site}kauri/#moves=c`);
});

// The browser logs the refused fetch as an error: this test expects it.
plain('on a host without the header, the Embed dialog preview says what the frame needs', async ({ page }) => {
  await page.goto(`${bareSite}caro/#moves=h8`);
  await page.getByTestId('embed').click();
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.locator('.load-failed')).toContainText('Access-Control-Allow-Origin');
});

test('the example page of docs/embedding.md works as written, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The host's server serves the guide's page with the site's address in it.
  await page.goto(`${host}docs/embed-example.html?site=${encodeURIComponent(site)}`);
  const caro = page.frameLocator('iframe[title="Caro puzzle"]');
  const kauri = page.frameLocator('iframe[title="Kauri"]');
  await expect(kauri.getByTestId('status')).toHaveText('South to move');
  await caro.locator('[data-cell="h7"]').click();
  await expect(caro.getByTestId('puzzle-feedback')).toBeVisible();
  await expect(caro.getByTestId('status')).toHaveText('Black wins with five in a row');
  await expect(page.locator('#last-move')).toHaveText('Last move: h7');
  // embed.js sized both frames to their boards.
  for (const title of ['Caro puzzle', 'Kauri']) {
    await expect.poll(() => page.locator(`iframe[title="${title}"]`).evaluate((f) => f.style.height)).toMatch(/^\d+px$/);
  }
});
