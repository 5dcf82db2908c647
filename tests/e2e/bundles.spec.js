// The site's bundles: each page downloads its own wasm and no other (the static pages
// none), links between pages of different bundles load the right one, and odd addresses
// never loop.
import { test, expect, open, address } from './fixtures.js';

/** The wasm bundles the page has fetched, by name (`home`, `caro`, `embed-caro`…). */
const bundles = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname.split('/').pop())
      .filter((f) => f.endsWith('_bg.wasm'))
      .map((f) => f.replace(/-[0-9a-f]{16}_bg\.wasm$/, '')),
  );

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
    expect(await bundles(page), fragment).toEqual(name ? [name] : []);
  }
});

test('a link to another part of the site loads its bundle', async ({ page }) => {
  await open(page, '#/');
  await page.locator('[data-game="kauri"] a.button.primary').click();
  await expect(page.locator('[data-cell="south-a"]')).toBeVisible();
  // The file's board shows first: until the bundle has drawn its own.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(await bundles(page)).toEqual(['kauri']);
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
