// The site's bundles: each page downloads its own wasm and no other (the static pages
// none), links between pages of different bundles load the right one, and odd addresses
// never loop.
import { test, expect, open, address, place } from './fixtures.js';

/**
 * The wasm bundles the page has fetched, by name (`home`, `caro`, `embed-caro`…). Trunk's hash
 * in a file's name has 15 or 16 hex digits (it drops a leading zero).
 */
const bundles = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname.split('/').pop())
      .filter((f) => f.endsWith('_bg.wasm'))
      .map((f) => f.replace(/-[0-9a-f]{15,16}_bg\.wasm$/, '')),
  );

/**
 * A game's bundle as the loader picks it for this page: its first bundle (`first-caro`) on a
 * first visit, its whole one (`caro`) when the site's service worker answers the page.
 */
const gameBundle = async (page, game) =>
  (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) ? game : `first-${game}`;

test('each page downloads its own bundle only', async ({ page }) => {
  for (const [fragment, name, ready] of [
    ['', null, '.games'],
    ['#/caro', 'caro', '[data-cell="h8"]'],
    ['#/karo-four/rules', null, '[data-testid="rules"]'],
    ['#/embed', 'home', '.embed-help'],
    ['#/karo-four', 'karo-four', '[data-cell]'],
    ['#/kauri', 'kauri', '[data-cell="south-a"]'],
    ['#/embed/azacru', 'embed-azacru', '[data-cell]'],
  ]) {
    await page.goto('about:blank');
    await page.goto(`/${address(fragment)}`);
    await page.locator(ready).first().waitFor();
    // A game's page shows its board before its bundle has run: until it has drawn its own.
    await expect(page.locator('.prerendered')).toHaveCount(0);
    const own = ['caro', 'karo-four', 'kauri'].includes(name) ? await gameBundle(page, name) : name;
    expect(await bundles(page), fragment).toEqual(own ? [own] : []);
  }
});

test('a link to another part of the site loads its bundle', async ({ page }) => {
  await open(page, '#/');
  await page.locator('[data-game="kauri"] a.button.primary').click();
  await expect(page.locator('[data-cell="south-a"]')).toBeVisible();
  // The file's board shows first: until the bundle has drawn its own.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(await bundles(page)).toEqual([await gameBundle(page, 'kauri')]);
  await page.getByRole('link', { name: 'All games' }).click();
  await expect(page.locator('.games')).toBeVisible();
  expect(await bundles(page)).toEqual([]);
});

test('addresses that name no page show the home page, once', async ({ page }) => {
  for (const fragment of ['#/caro/nonsense', '#/embed/caro/extra', '#/karo-four//rules']) {
    await open(page, fragment);
    await expect(page.getByTestId('notice')).toBeVisible();
    expect(await bundles(page), fragment).toEqual(['home']);
  }
});

test('a first visit plays from the first bundle, which leaves the panels to the whole one', async ({ browser, baseURL }) => {
  // A context with no service worker: every page of it is as a first visit's.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('caro/#moves=h8,i9');
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(await bundles(page)).toEqual(['first-caro']);
  await place(page, ['h9']);
  // The links panel is the whole bundle's: opening it loads the page again with it, the
  // game kept, and the panel open.
  await page.getByTestId('share-panel').locator('summary').click();
  await expect(page.getByTestId('link-game')).toBeVisible();
  await expect(page.getByTestId('link-game')).toHaveValue(/moves=h8,i9,h9$/);
  await expect(page).toHaveURL(/\/caro\/#moves=h8,i9,h9$/);
  expect(await bundles(page)).toEqual(['caro']);
  // So are New game and the embed dialog, from a first visit's page.
  for (const [button, opened] of [
    ['new-game', page.getByRole('dialog', { name: 'New game' })],
    ['embed', page.getByTestId('embed-dialog')],
  ]) {
    await page.goto('about:blank');
    await page.goto('caro/#moves=h8');
    await expect(page.locator('.prerendered')).toHaveCount(0);
    expect(await bundles(page)).toEqual(['first-caro']);
    await page.getByTestId(button).click();
    await expect(opened).toBeVisible();
    await expect(page).toHaveURL(/\/caro\/#moves=h8$/);
    expect(await bundles(page)).toEqual(['caro']);
  }
  // An address cannot make the page press anything else: `open=` names only those parts.
  await page.goto('about:blank');
  await page.goto('kauri/#open=start-online');
  await expect(page.getByTestId('start-panel')).toBeVisible();
  await expect(page).toHaveURL(/\/kauri\/$/);
  expect(await bundles(page)).toEqual(['first-kauri']);
  expect(errors).toEqual([]);
  await context.close();
});
