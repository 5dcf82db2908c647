// The game around the board: replay, undo and redo, sharing, files, saving, rules pages.
import { test as plain } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, cell, place, open, drawn, withWorker } from './fixtures.js';

const plainWithWorker = plain.extend({ serviceWorkers: 'allow' });

const status = (page) => page.getByTestId('status');
const stones = (page) => page.locator('.play-area .stone');
const move = (page, n) => page.locator(`[data-move="${n}"]`);

test('replay by buttons, keys and the move list', async ({ page }) => {
  await open(page, '#/caro?moves=h8,i9,h10,i10');
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(4);
  await expect(move(page, 4)).toHaveAttribute('aria-current', 'step');
  await expect(move(page, 2)).toHaveAccessibleName('2. White i9');

  await page.getByTestId('replay-first').click();
  await expect(stones(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('Black to play');
  await expect(page).toHaveURL(/moves=h8,i9,h10,i10&at=0$/);
  await page.getByTestId('replay-forward').click();
  await expect(stones(page)).toHaveCount(1);
  await expect(status(page)).toHaveText('White to play');

  await page.keyboard.press('ArrowRight');
  await expect(stones(page)).toHaveCount(2);
  await expect(cell(page, 'i9')).toHaveClass(/last/);
  await page.keyboard.press('End');
  await expect(stones(page)).toHaveCount(4);
  await expect(page).toHaveURL(/moves=h8,i9,h10,i10$/);
  await page.keyboard.press('Home');
  await expect(stones(page)).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(stones(page)).toHaveCount(0);

  await move(page, 3).click();
  await expect(stones(page)).toHaveCount(3);
  await expect(move(page, 3)).toHaveAttribute('aria-current', 'step');
  await page.getByTestId('replay-back').click();
  await expect(stones(page)).toHaveCount(2);
  await page.getByTestId('replay-last').click();
  await expect(stones(page)).toHaveCount(4);
  await expect(page.getByTestId('replay-last')).toBeDisabled();
});

test('playing at an earlier position asks before discarding', async ({ page }) => {
  await open(page, '#/caro?moves=h8,i9,h10,i10&at=2');
  await expect(stones(page)).toHaveCount(2);
  // The line's own next move just steps forward.
  await cell(page, 'h10').click();
  await expect(stones(page)).toHaveCount(3);
  await expect(page.getByTestId('discard')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');

  await cell(page, 'a1').click();
  await expect(page.getByTestId('discard')).toContainText('Playing a1 here discards the 2 moves');
  await page.getByTestId('discard-no').click();
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(4);
  await expect(cell(page, 'a1').locator('.stone')).toHaveCount(0);

  await cell(page, 'a1').click();
  await page.getByTestId('discard-yes').click();
  await expect(page.getByTestId('move-list').locator('li')).toHaveCount(3);
  await expect(page).toHaveURL(/moves=h8,i9,a1$/);
});

test('undo and redo', async ({ page }) => {
  await open(page, '#/caro');
  await expect(page.getByTestId('redo')).toBeDisabled();
  await place(page, ['h8', 'i9', 'h10']);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(stones(page)).toHaveCount(1);
  await expect(page).toHaveURL(/moves=h8$/);
  await page.getByTestId('redo').click();
  await expect(stones(page)).toHaveCount(2);
  await expect(page).toHaveURL(/moves=h8,i9$/);
  await place(page, ['a1']);
  await expect(page.getByTestId('redo')).toBeDisabled();
});

test('a shared link opens at the same move', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '#/caro?opening=swap2&moves=h8,i9,h10,=w,g9&at=3');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-feedback')).toHaveText('Link copied.');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/caro\/#opening=swap2&moves=h8,i9,h10,=w,g9&at=3$/);

  const viewer = await context.newPage();
  await viewer.goto(url);
  await expect(viewer.locator('.play-area .stone')).toHaveCount(3);
  await expect(viewer.locator('[data-move="3"]')).toHaveAttribute('aria-current', 'step');
  await expect(viewer.getByTestId('status')).toHaveText('Second player: choose a colour, or place stones 4 and 5');
  await viewer.close();
});

test('a position link starts from the position, without the moves', async ({ page }) => {
  await open(page, '#/caro?closed=never&moves=h8,i9,h10');
  await page.getByTestId('share-panel').locator('summary').click();
  // Open, as a person sees it: the panel is the whole bundle's, which the page loads again.
  await expect(page.getByTestId('link-position')).toBeVisible();
  const link = await page.getByTestId('link-position').inputValue();
  expect(link).toContain('closed=never&position=');
  await page.goto(link);
  await expect(stones(page)).toHaveCount(3);
  await expect(page.getByTestId('move-list')).toHaveCount(0);
  await expect(status(page)).toHaveText('White to play');
  await place(page, ['a1']);
  await expect(page).toHaveURL(/position=[^&]+&moves=a1$/);
  await page.reload();
  await expect(stones(page)).toHaveCount(4);
});

test('import: a bad record says what is wrong, a good one opens', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('share-panel').locator('summary').click();
  await page.getByTestId('import-text').fill('tessera-record 1\ngame: chess\n');
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-error')).toHaveText(
    "This record could not be read: record line 2: game 'chess': no such game (expected karo-four, karo-jumpers, kauri, azacru, caro).",
  );
  await page.getByTestId('import-text').fill('nonsense');
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-error')).toHaveText('This is not a link, a record or a position code.');

  await page.getByTestId('import-text').fill('tessera-record 1\ngame: caro\noptions: opening=swap\nmoves: h8 i9 h10\n');
  await page.getByTestId('import-open').click();
  await expect(page).toHaveURL(/\/caro\/#opening=swap&moves=h8,i9,h10$/);
  await expect(status(page)).toHaveText('Second player: choose a colour');
});

test('download and upload a record file', async ({ page }) => {
  await open(page, '#/caro?overline=nowin&moves=h8,i9,h10');
  await page.getByTestId('share-panel').locator('summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('caro-game.tessera.txt');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toBe('tessera-record 1\ngame: caro\noptions: overline=nowin\nmoves: h8 i9 h10\n');

  await open(page, '#/caro');
  await page.getByTestId('share-panel').locator('summary').click();
  await page.getByTestId('upload').setInputFiles({
    name: 'game.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(page).toHaveURL(/\/caro\/#overline=nowin&moves=h8,i9,h10$/);
  await expect(stones(page)).toHaveCount(3);
});

test('a game is saved, offered back, and a link never costs it', async ({ page }) => {
  await open(page, '#/caro');
  await expect(page.getByTestId('resume')).toHaveCount(0);
  await place(page, ['h8', 'i9', 'h10']);

  // Coming back to the bare page offers the game back.
  // The home page is a static page: the page loads again, and shows Continue for Caro alone.
  await page.goto('/#/');
  const resume = page.locator('[data-game="caro"]').getByTestId('continue');
  await expect(resume).toBeVisible();
  await expect(page.locator('[data-testid="continue"]:visible')).toHaveCount(1);
  await page.goto('/#/caro');
  await expect(page.getByTestId('resume')).toContainText('3 moves');
  await expect(stones(page)).toHaveCount(0);
  await page.getByTestId('resume-yes').click();
  await expect(stones(page)).toHaveCount(3);
  await expect(page).toHaveURL(/moves=h8,i9,h10$/);
  await place(page, ['a1']);

  // A link wins, and playing on from it keeps the saved game.
  await open(page, '#/caro?moves=o15');
  await expect(page.getByTestId('resume')).toHaveCount(0);
  await place(page, ['a15']);
  // Continue opens the game saved last.
  await open(page, '#/');
  await page.locator('[data-game="caro"]').getByTestId('continue').click();
  await expect(page).toHaveURL(/\/caro\/#moves=o15,a15$/);
  await expect(stones(page)).toHaveCount(2);
  const saved = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('tessera.save.caro.')).map((k) => localStorage.getItem(k)),
  );
  expect(saved.sort()).toEqual([
    'tessera-record 1\ngame: caro\nmoves: h8 i9 h10 a1\n',
    'tessera-record 1\ngame: caro\nmoves: o15 a15\n',
  ]);
  // A reload is the same game, not a new saved one.
  await open(page, '#/caro?moves=o15,a15');
  await page.reload();
  await place(page, ['b15']);
  const count = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tessera.save.')).length);
  expect(count).toBe(2);
});

test('damaged saved data is set aside with a notice, once', async ({ page }) => {
  await open(page, '#/');
  await page.evaluate(() => {
    localStorage.setItem('tessera.save.caro.5', 'garbage \u0000 {');
    localStorage.setItem('tessera.save.caro.6', 'tessera-record 7\ngame: caro\n');
    localStorage.setItem('tessera.save.caro.7', 'tessera-record 1\ngame: caro\nmoves: h8 h8\n');
  });
  await open(page, '#/caro');
  await expect(page.getByTestId('set-aside')).toContainText('2 saved games could not be read');
  // The readable record with an illegal move is offered, and its notice says where.
  await page.getByTestId('resume-yes').click();
  await expect(page.getByTestId('notice')).toContainText("Move 2 'h8'");
  await place(page, ['a1']);
  await page.reload();
  await expect(page.getByTestId('set-aside')).toHaveCount(0);
  await expect(stones(page)).toHaveCount(2);
});

test('the rules page explains Caro with diagrams', async ({ page }) => {
  await open(page, '#/caro');
  await page.getByTestId('rules-link').click();
  await expect(page).toHaveURL(/\/rules\/caro\/$/);
  await expect(page.locator('h1')).toHaveText('How to play Caro');
  const diagrams = page.locator('figure.diagram');
  await expect(diagrams).toHaveCount(4);
  await expect(diagrams.first().locator('svg .stone')).toHaveCount(9);
  await expect(diagrams.first().locator('.winning')).toHaveCount(5);
  await expect(diagrams.nth(1).locator('.winning')).toHaveCount(0);
  await expect(page.locator('[data-cell]')).toHaveCount(0);
  await open(page, '#/kauri/rules');
  await expect(page.locator('h1')).toHaveText('How to play Kauri');
});

test('the home page shows each board and links to the rules', async ({ page }) => {
  await open(page);
  await expect(page.locator('.game-card svg')).toHaveCount(5);
  await page.locator('[data-game="caro"]').getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/rules\/caro\/$/);
});

test('a crash says so and keeps the game in the address', async ({ page }) => {
  const errors = [];
  await open(page, '#/caro?moves=h8,i9');
  // The page logs the panic on purpose here; collect it instead of failing on it.
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.evaluate(() => { location.hash = '__crash-test'; });
  await expect(page.getByTestId('crash')).toContainText('Something went wrong.');
  expect(errors.join('\n')).toContain('crash screen self-test');
  const reload = await page.getByTestId('crash').getByRole('link', { name: 'Reload' }).getAttribute('href');
  expect(reload).toMatch(/\?reload=\d+#__crash-test$/);
});

test('without storage the game is still kept in the address', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await open(page, '#/caro');
  await cell(page, 'h8').click();
  await expect(page.getByTestId('not-saved')).toBeVisible();
  await expect(page).toHaveURL(/moves=h8$/);
  await page.reload();
  await expect(page.locator('.play-area .stone')).toHaveCount(1);
});

withWorker('after one visit the site works offline, under a strict content policy', async ({ page, context }) => {
  const violations = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  await open(page, '#/caro?moves=h8');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // A page the worker answers is a returning visit's: the game's whole bundle, never its
  // first one (which the worker does not keep).
  const wasm = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => r.name).filter((name) => name.endsWith('_bg.wasm')),
  );
  expect(wasm.map((name) => name.split('/').pop().replace(/-[0-9a-f]{15,16}_bg\.wasm$/, ''))).toEqual(['caro']);
  await context.setOffline(true);
  // The static pages too, by their old address and by their own, in any language.
  await page.goto('/#/caro/rules');
  await expect(page.locator('h1')).toHaveText('How to play Caro');
  await page.goto('/vi/rules/kauri/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('figure.diagram svg').first()).toBeVisible();
  await page.goto('/cs/');
  await expect(page.locator('.game-card')).toHaveCount(5);
  await page.goto('/#/caro?moves=h8,i9');
  await expect(page.locator('.play-area .stone')).toHaveCount(2);
  // The games' own pages.
  await page.goto('/caro/#moves=h8,i9,h10');
  await expect(page.locator('.play-area .stone')).toHaveCount(3);
  // The computer too (its worker was never fetched online), and another game's page.
  await page.goto('/#/caro?moves=h8&computer=2:1');
  await expect(page.locator('.play-area .stone')).toHaveCount(2, { timeout: 15_000 });
  await page.goto('/#/kauri?moves=c,d');
  await expect(page.getByTestId('status')).toHaveText('South to move');
  // In another language.
  await page.goto('/vi/azacru/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('start-panel')).toBeVisible();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await context.setOffline(false);
  expect(violations).toEqual([]);
  const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.id).toBe('./');
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(
    ['caro', 'karo-four', 'karo-jumpers', 'kauri', 'azacru'].map((g) => `./${g}/`),
  );
  // Every icon and image the page and the manifest name is there.
  const named = await page.evaluate(() => [
    ...document.querySelectorAll('link[rel="apple-touch-icon"], meta[property="og:image"]'),
  ].map((e) => e.getAttribute('href') || e.getAttribute('content')));
  expect(named.sort()).toEqual(['icons/apple-touch-icon.png', 'icons/preview.png']);
  for (const src of [...named, ...manifest.icons.map((i) => i.src)]) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }
});

withWorker('a returning visit whose network does not answer shows the kept page, and plays', async ({ page }) => {
  await open(page, '#/caro');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The server stops answering for the page (the service worker's own request included):
  // the worker does not wait for it.
  await page.goto('about:blank');
  await page.request.get('/__hang?path=/caro/');
  try {
    // Bounded, so that the server answers again for the tests after, whatever happens.
    await page.goto('/caro/#moves=h8', { timeout: 10_000 });
    await drawn(page);
  } finally {
    await page.request.get('/__hang');
  }
  await expect(page.locator('.play-area .stone')).toHaveCount(1);
  await cell(page, 'i9').click();
  await expect(page).toHaveURL(/#moves=h8,i9$/);
});

// The browser logs the 404 as an error: this test asks for it.
plainWithWorker('a page that is not found never becomes the page kept for offline use', async ({ page, context }) => {
  await open(page, '#/caro');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const missing = await page.goto('/no-such-page.html');
  expect(missing.status()).toBe(404);
  await context.setOffline(true);
  await page.goto('/#/kauri');
  await expect(page.getByTestId('status')).toHaveText('South to move');
  await context.setOffline(false);
});

test('a picture of the position downloads as SVG and PNG', async ({ page }) => {
  await open(page, '#/caro?moves=h8,i9,h10');
  await page.getByTestId('share-panel').locator('summary').click();
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('picture-svg').click()]);
  expect(svg.suggestedFilename()).toBe('caro-game.svg');
  const text = await readFile(await svg.path(), 'utf8');
  expect(text).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(text).toContain('<style>');
  expect((text.match(/class="stone /g) || []).length).toBe(3);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('picture-png').click()]);
  expect(png.suggestedFilename()).toBe('caro-game.png');
  const bytes = await readFile(await png.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(bytes.length).toBeGreaterThan(10_000);
});

// A second build deployed while a page of the first is open: the open page keeps finding
// its own files (a language, the computer's worker) in its build's cache, because the new
// build's service worker waits until the old build's pages are closed.
withWorker('a page of the old build keeps working after a new build is deployed', async ({ page }) => {
  const { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } = await import('node:fs');
  const { spawn } = await import('node:child_process');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const root = mkdtempSync(join(tmpdir(), 'tessera-deploy-'));
  const built = new URL('../../target/dist/', import.meta.url).pathname;
  const [older, newer, live] = ['older', 'newer', 'live'].map((name) => join(root, name));
  cpSync(built, older, { recursive: true });
  // The next build, as the browser sees one: other names for its hashed files (here the
  // Czech messages) and another service worker.
  cpSync(built, newer, { recursive: true });
  const czech = readdirSync(join(newer, 'locales')).find((f) => /^cs-[0-9a-f]{16}\.ftl$/.test(f));
  const renamed = 'cs-0123456789abcdef.ftl';
  renameSync(join(newer, 'locales', czech), join(newer, 'locales', renamed));
  const sw = join(newer, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll(czech, renamed).replace(/tessera-[0-9a-f]{16}/, 'tessera-0123456789abcdef'));
  // The loader is in the page, allowed by its hash: the new build's has the new name and
  // the policy its new hash.
  const { createHash } = await import('node:crypto');
  const policyHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const pages = readdirSync(newer, { recursive: true }).filter((f) => f.endsWith('index.html'));
  expect(pages.length).toBeGreaterThan(40);
  for (const file of pages) {
    const html = readFileSync(join(newer, file), 'utf8');
    const loader = html.match(/<script>([\s\S]*?)<\/script>/)[1];
    const newLoader = loader.replaceAll(czech, renamed);
    expect(newLoader).not.toEqual(loader);
    writeFileSync(join(newer, file), html.replace(loader, () => newLoader).replace(policyHash(loader), () => policyHash(newLoader)));
  }
  cpSync(older, live, { recursive: true });
  const port = Number(process.env.TESSERA_TEST_PORT || 8091) + 9;
  const server = spawn('node', [new URL('./serve.mjs', import.meta.url).pathname, live, String(port)], { stdio: 'ignore' });
  try {
    const site = `http://127.0.0.1:${port}/`;
    await expect.poll(() => fetch(site).then((r) => r.status).catch(() => 0)).toBe(200);
    await page.goto(`${site}caro/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // Deploy the new build, and let the browser find its service worker.
    rmSync(live, { recursive: true });
    cpSync(newer, live, { recursive: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    // It waits: the old build's page is open.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r.waiting))).toBe(true);

    // The old page plays the computer (its build's worker).
    await page.getByTestId('new-game').click();
    await page.getByTestId('opponent-computer').check();
    await page.getByTestId('opponent-level').selectOption('1');
    await page.getByTestId('start').click();
    await page.locator('[data-cell="h8"]').click();
    await expect(page.locator('.play-area .stone')).toHaveCount(2, { timeout: 15_000 });
    // Another language is another page, the new build's (with its own Czech file), and
    // the game goes with it.
    await page.getByTestId('language').selectOption('cs');
    await expect(page).toHaveURL(/\/cs\/caro\/#.*moves=h8,/);
    await expect(page.getByRole('link', { name: 'Všechny hry' })).toBeVisible();
    await expect(page.locator('.play-area .stone')).toHaveCount(2);
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
