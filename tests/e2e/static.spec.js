// The static pages (web/src/site.rs): the home page and each game's rules in every language,
// HTML files at addresses of their own, complete without scripts, linked to each other in
// every language, reached from the old fragment addresses, and kept for offline use.
import { test, expect } from './fixtures.js';

const LANGUAGES = ['en', 'hu', 'cs', 'ru', 'sv', 'vi'];
const GAMES = ['caro', 'karo-four', 'karo-jumpers', 'kauri', 'azacru'];
const prefix = (code) => (code === 'en' ? '' : `${code}/`);
const PAGES = LANGUAGES.flatMap((code) => [prefix(code), ...GAMES.map((game) => `${prefix(code)}rules/${game}/`)]);

test('every static page reads whole with scripts off and names its game', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const code of LANGUAGES) {
    await page.goto(`/${prefix(code)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('.game-card')).toHaveCount(GAMES.length);
    await expect(page.locator('.game-card svg')).toHaveCount(GAMES.length);
    // Each game's name as this language's home page gives it.
    const names = {};
    for (const game of GAMES) names[game] = await page.locator(`[data-game="${game}"] h2`).textContent();
    expect(await page.locator('[data-testid="continue"]:visible').count()).toBe(0);
    for (const game of GAMES) {
      await page.goto(`/${prefix(code)}rules/${game}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('h1')).toContainText(names[game]);
      expect(await page.title()).toContain(names[game]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description.length, `${code} ${game}`).toBeGreaterThan(40);
      await expect(page.locator('figure.diagram svg').first()).toBeVisible();
      // Its stylesheet came too (the page reads its addresses from the root).
      const colour = await page.locator('.site-name').evaluate((e) => getComputedStyle(e).fontWeight);
      expect(colour).toBe('700');
    }
  }
  await context.close();
});

test('canonical, language and sitemap links point at pages that exist', async ({ page }) => {
  const seen = new Set();
  for (const path of PAGES) {
    await page.goto(`/${path}`);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], [data-testid="languages"] a')].map(
        (l) => [l.getAttribute('rel') || 'a', l.getAttribute('hreflang'), l.href],
      ),
    );
    const canonical = links.find(([rel]) => rel === 'canonical')[2];
    expect(new URL(canonical).pathname, path).toBe(`/${path}`);
    // Every language, and x-default, which is the English page.
    const alternates = Object.fromEntries(links.filter(([rel]) => rel === 'alternate').map(([, lang, href]) => [lang, href]));
    expect(Object.keys(alternates).sort(), path).toEqual([...LANGUAGES, 'x-default'].sort());
    expect(alternates['x-default']).toBe(alternates.en);
    for (const [, , href] of links) seen.add(href);
  }
  for (const href of seen) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/text\/html/);
  }
  expect(seen.size).toBe(PAGES.length);
});

test('the old fragment addresses lead to the pages, in the visitor\'s language', async ({ page }) => {
  await page.goto('/#/kauri/rules');
  await expect(page).toHaveURL(/\/rules\/kauri\/$/);
  await expect(page.locator('h1')).toHaveText('How to play Kauri');
  await page.goto('/#/caro/rules?lang=vi');
  await expect(page).toHaveURL(/\/vi\/rules\/caro\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // Ways into the fragment's pages from a page in a folder go to the root.
  await page.goto('/cs/#/caro?moves=h8');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/caro\/#moves=h8$/);
  await expect(page.locator('.play-area .stone')).toHaveCount(1);
});

test('a language chosen on a static page is remembered, and the games speak it', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('languages').getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(/\/cs\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  // The root now opens in Czech, and so does a game.
  await page.goto('/');
  await expect(page).toHaveURL(/\/cs\/$/);
  await page.locator('[data-game="kauri"] a.button.primary').click();
  await expect(page.getByTestId('status')).toHaveText('Na tahu je Jih');
  // The game's rules link leads to the rules in Czech.
  await page.getByTestId('rules-link').click();
  await expect(page).toHaveURL(/\/cs\/rules\/kauri\/$/);
  // Choosing English again keeps the root in English.
  await page.getByTestId('languages').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/rules\/kauri\/$/);
  await page.goto('/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('without the service worker', () => {
  // The loader's own requests are what is measured: a worker installing meanwhile
  // (precaching the whole site) only adds its traffic, and once it has taken over it
  // answers from its cache. A fresh clone's run under load once found no entry at all.
  test.use({ serviceWorkers: 'block' });

  test('the game page fetches its language beside its wasm, not after it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('tessera.lang', 'ru'));
    await page.goto('/#/caro');
    await expect(page.getByTestId('status')).toHaveText(/ходят/);
    // A request's timing is listed once its answer has come (the page, drawn in Russian
    // by its file, may be read before).
    const started = () =>
      page.evaluate(() => {
        const at = (pattern) => performance.getEntriesByType('resource').find((r) => pattern.test(r.name))?.startTime;
        return { language: at(/locales\/ru-/), wasm: at(/caro-[0-9a-f]+_bg\.wasm/) };
      });
    await expect.poll(async () => Object.values(await started()).every((at) => at !== undefined)).toBe(true);
    const { language, wasm } = await started();
    // Both asked for before either came back: the language does not wait for the wasm.
    expect(language).toBeLessThan(wasm + 50);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /locales\/ru-/.test(r.name)).length);
    expect(fetched).toBe(1);
  });
});
