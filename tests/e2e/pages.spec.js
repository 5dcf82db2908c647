// Each game's page and embed is a file of its own (`caro/`, `vi/caro/`, `embed/caro/`),
// drawn at its start before the game's bundle runs (web/src/components/game_preview.rs);
// the old addresses, fragments of the root, lead to them with everything kept.
import { test, expect, drawn } from './fixtures.js';

const GAMES = { caro: 'Caro', 'karo-four': 'Karo', 'karo-jumpers': 'Karo', kauri: 'Kauri', azacru: 'Azacru' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every game\'s page names its game, links its rules and shows its board', async ({ page }) => {
    for (const [game, name] of Object.entries(GAMES)) {
      for (const prefix of ['', 'vi/']) {
        await page.goto(`/${prefix}${game}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'vi' : 'en');
        await expect(page.locator('h1')).toContainText(name);
        await expect(page).toHaveTitle(new RegExp(`${name}.* · Tessera`));
        await expect(page.getByTestId('rules-link')).toHaveAttribute('href', `${prefix}rules/${game}/`);
        await expect(page.locator('svg.board')).toBeVisible();
        await expect(page.getByTestId('status')).not.toBeEmpty();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${prefix}${game}/`);
      }
      await page.goto(`/embed/${game}/`);
      await expect(page.locator('svg.board')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});

test('every old address leads to the page, with the moves, options, seats, language and embed settings kept', async ({ page }) => {
  // The bundles wait, so that the address is the loader's, before any page rewrites it.
  await page.route(/_bg\.wasm$/, () => new Promise(() => {}));
  for (const [old, now] of [
    ['#/caro?opening=swap2&moves=h8,i9,h10&computer=2:1', 'caro/#opening=swap2&moves=h8,i9,h10&computer=2:1'],
    ['#/kauri?lang=vi&moves=c', 'vi/kauri/#moves=c'],
    ['#/azacru?players=4&at=0&review', 'azacru/#players=4&at=0&review'],
    ['#/karo-four?continue', 'karo-four/#continue'],
    ['#/embed/caro?mode=view&moves=h8&theme=dark&lang=cs', 'embed/caro/#mode=view&moves=h8&theme=dark&lang=cs'],
  ]) {
    await page.goto('about:blank');
    await page.goto(`/${old}`);
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/${now.replace(/[?]/g, '\\?')}$`));
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await expect(page.locator('.stone')).toHaveCount(1);
});

test('a game\'s page in another language than the one asked for leads to the one asked for', async ({ page }) => {
  await page.goto('/vi/caro/#lang=cs&moves=h8');
  await expect(page).toHaveURL(/\/cs\/caro\/#moves=h8$/);
  await drawn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  // The English page, for a visitor who chose Czech before.
  await page.goto('/caro/#moves=h8,i9');
  await expect(page).toHaveURL(/\/cs\/caro\/#moves=h8,i9$/);
  await drawn(page);
  await expect(page.locator('.play-area .stone')).toHaveCount(2);
});

test('a link with moves never shows another position than its own', async ({ page }) => {
  // Every frame, from the first paint: the pits that show, and what they hold.
  await page.addInitScript(() => {
    window.frames_ = [];
    const look = () => {
      const pits = [...document.querySelectorAll('svg.board [data-cell]')]
        .filter((pit) => pit.checkVisibility({ visibilityProperty: true }))
        .map((pit) => `${pit.dataset.cell}:${pit.dataset.stones}`);
      window.frames_.push(pits.join(' '));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/kauri/#moves=c,d');
  await drawn(page);
  await expect(page.getByTestId('status')).toHaveText('South to move');
  const final = await page.evaluate(() => window.frames_.at(-1));
  const seen = new Set(await page.evaluate(() => window.frames_));
  seen.delete('');
  expect([...seen]).toEqual([final]);
});

// The tests below hold the game's bundle back with `page.route`, which does not see what a
// service worker answers: once the site's worker has taken over (a visit earlier in the
// same test), the bundle would come from its cache at once.
test.use({ serviceWorkers: 'block' });

/** Holds `page`'s Caro bundle until the returned function is called. */
const holdCaroBundle = (page) => holdBundle(page, 'caro');

/** Holds `page`'s bundle of `game` until the returned function is called. */
async function holdBundle(page, game) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(new RegExp(`${game}-[0-9a-f]+_bg\\.wasm$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap on the board before the game\'s bundle runs is played once it has drawn the board', async ({ page }) => {
  // The stones on the app's board as it first stands (the file's board aside).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const board = [...document.querySelectorAll('svg.board')].find((each) => !each.closest('.prerendered'));
      if (board) window.firstStones_ ??= board.querySelectorAll('.stone').length;
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdCaroBundle(page);
  await page.goto('/caro/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.prerendered svg.board')).toBeVisible();
  await expect(page.getByTestId('board-tap-kept')).toBeHidden();
  await page.locator('.prerendered [data-cell="g7"]').click();
  await page.locator('.prerendered [data-cell="h8"]').click();
  await expect(page.getByTestId('board-tap-kept')).toBeVisible();
  await expect(page.getByTestId('board-loading')).toBeHidden();
  await expect(page).toHaveURL(/\/caro\/$/);
  release();
  // The last tap, once: the board then takes the next.
  await expect(page).toHaveURL(/\/caro\/#moves=h8$/);
  await expect(page.locator('.stone')).toHaveCount(1);
  await expect(page.getByTestId('board-tap-kept')).toHaveCount(0);
  // A click alone places a stone: the app's board shows it from its first drawing.
  expect(await page.evaluate(() => window.firstStones_)).toBe(1);
  await page.locator('[data-cell="j10"]').click();
  await expect(page).toHaveURL(/\/caro\/#moves=h8,j10$/);
});

test('a pit tapped before the bundle runs is sown once the bundle has drawn the board, as a tap there is', async ({ page }) => {
  const release = await holdBundle(page, 'kauri');
  await page.goto('/kauri/', { waitUntil: 'domcontentloaded' });
  await page.locator('.prerendered [data-cell="south-c"]').click();
  await expect(page.getByTestId('board-tap-kept')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/kauri\/#moves=c$/);
  // Sown item by item, as any move, from the board's first drawing.
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(1);
  await expect(page.locator('.kauri-board.sowing')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('status')).toHaveText('North to move');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the board before the bundle runs shows its stone once the board is drawn, as a tap there does', async ({ page }) => {
    const release = await holdCaroBundle(page);
    await page.goto('/caro/', { waitUntil: 'domcontentloaded' });
    const board = page.locator('.prerendered svg.board');
    const before = await board.boundingBox();
    await page.locator('.prerendered [data-cell="h8"]').tap();
    await expect(page.getByTestId('board-tap-kept')).toBeInViewport();
    // The note stands over the page: the board has not moved under the finger.
    expect(await board.boundingBox()).toEqual(before);
    release();
    await expect(page.locator('[data-cell="h8"]').getByTestId('provisional-stone')).toHaveCount(1);
    await expect(page).toHaveURL(/\/caro\/$/);
    await page.locator('[data-cell="h8"]').tap();
    await expect(page).toHaveURL(/\/caro\/#moves=h8$/);
  });
});

test('the first Play\'s choices made before the bundle runs are taken once it has drawn the page', async ({ page }) => {
  const release = await holdCaroBundle(page);
  await page.goto('/caro/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('start-level-4').check();
  await page.getByTestId('start-computer').click();
  await expect(page.getByTestId('board-choice-kept')).toBeVisible();
  await expect(page.getByTestId('board-loading')).toBeHidden();
  await expect(page).toHaveURL(/\/caro\/$/);
  release();
  // The level, then the computer: the person moves first, against level 4.
  await expect(page).toHaveURL(/\/caro\/#computer=2:4$/);
  await expect(page.getByTestId('start-panel')).toHaveCount(0);
  await expect(page.getByTestId('board-choice-kept')).toHaveCount(0);
});

test('a tap elsewhere before the bundle runs, or on a linked game\'s empty frame, says the board is still loading and is not taken', async ({ page }) => {
  let release = await holdCaroBundle(page);
  await page.goto('/caro/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('status').click();
  await expect(page.getByTestId('board-loading')).toBeVisible();
  await expect(page.getByTestId('board-tap-kept')).toBeHidden();
  release();
  await drawn(page);
  await expect(page.getByTestId('board-loading')).toHaveCount(0);
  await expect(page.locator('.stone')).toHaveCount(0);
  await expect(page).toHaveURL(/\/caro\/$/);

  await page.unrouteAll();
  release = await holdCaroBundle(page);
  await page.goto('about:blank');
  await page.goto('/caro/#moves=h8', { waitUntil: 'domcontentloaded' });
  // Its pieces and points are hidden until the bundle draws the link's position.
  await page.locator('.prerendered svg.board').click();
  await expect(page.getByTestId('board-loading')).toBeVisible();
  release();
  await drawn(page);
  await expect(page.locator('.stone')).toHaveCount(1);
  await expect(page).toHaveURL(/\/caro\/#moves=h8$/);
});

test('the bundle draws each board where the file drew it, on a phone and a desktop', async ({ browser, baseURL }) => {
  // Where the board, the status and the line under the board stand and what they say, as
  // the file draws them (scripts off) and once the bundle has drawn the page: nothing
  // moves, and no text appears that the file did not show.
  const layout = (page) =>
    page.evaluate(() => {
      const box = (element) => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return `${[r.x, r.y, r.width, r.height].map(Math.round).join(',')} ${element.textContent.trim()}`;
      };
      return {
        board: box(document.querySelector('svg.board')),
        status: box(document.querySelector('[data-testid="status"]')),
        prompt: box(document.querySelector('[data-testid="prompt"], .karo-prompt')),
      };
    });
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const file = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const live = await browser.newContext({ baseURL, viewport });
    const [before, after] = [await file.newPage(), await live.newPage()];
    for (const address of [...Object.keys(GAMES).map((g) => `${g}/`), 'embed/caro/', 'embed/kauri/']) {
      await before.goto(`/${address}`);
      await after.goto(`/${address}`);
      if (!address.startsWith('embed/')) await drawn(after);
      await expect(after.locator('.prerendered')).toHaveCount(0);
      const drawnByFile = await layout(before);
      expect(drawnByFile.board, address).not.toBeNull();
      expect(await layout(after), `${address} at ${viewport.width} px`).toEqual(drawnByFile);
    }
    await file.close();
    await live.close();
  }
});
