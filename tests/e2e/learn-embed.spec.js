// A lesson and the puzzle of the day on a club's page: the Learn page's level in a
// sandboxed frame on another origin, solved there, its next level in the frame, its
// height told to the page, nothing kept; and the audit.
import { readFileSync } from 'node:fs';
import { test, expect, audit } from './fixtures.js';

const sitePort = Number(process.env.TESSERA_TEST_PORT || 8091);
const site = `http://127.0.0.1:${sitePort}/`;
const host = `http://127.0.0.1:${sitePort + 2}/`;

const puzzlesOf = (game) =>
  JSON.parse(readFileSync(new URL(`../../crates/learn/puzzles/${game}.json`, import.meta.url), 'utf8')).puzzles;

/** Opens the club page with the embed at `path` (from the site's root) in a sandboxed iframe. */
async function club(page, path) {
  const src = encodeURIComponent(`${site}${path}`);
  await page.goto(`${host}?src=${src}&sandbox=${encodeURIComponent('allow-scripts allow-popups')}`);
  const frame = page.frameLocator('#board');
  await expect(frame.getByTestId('learn-embed')).toBeVisible();
  await expect(frame.locator('.prerendered')).toHaveCount(0);
  return frame;
}

const heights = (page) => page.evaluate(() => window.received.filter((m) => m.type === 'height'));

test('the puzzle of the day in a club’s frame: the day’s puzzle, solved there, its height told, a link to more', async ({ page }) => {
  const puzzles = puzzlesOf('kauri');
  const frame = await club(page, 'embed/learn/kauri/#puzzle=daily');
  // The same for every visitor on a day (UTC), each in turn.
  const day = Math.floor(Date.now() / 86_400_000);
  const today = puzzles[day % puzzles.length];
  await expect(frame.locator('#puzzle-title')).toHaveAttribute('data-puzzle', today.id);
  await expect(frame.getByTestId('puzzle-rating')).toContainText(String(today.rating));
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(frame.locator('.site-header')).toHaveCount(0);
  // A Kauri move is a pit of the mover's row: `e` is south-e or north-e.
  await frame.locator(`svg.board [data-cell$="-${today.solution[0]}"][aria-disabled="false"]`).click();
  await expect(frame.getByTestId('learn-done')).toBeVisible();
  await expect(frame.getByTestId('on-site')).toHaveAttribute('href', `learn/kauri/#puzzle=${today.id}`);
  await expect(frame.getByTestId('on-site')).toHaveAttribute('target', '_blank');
  await expect.poll(async () => (await heights(page)).length).toBeGreaterThan(0);
  expect((await heights(page)).at(-1).height).toBeGreaterThan(300);
  // A puzzle named by its id, and one that is not there.
  const named = puzzles[3];
  const again = await club(page, `embed/learn/kauri/#puzzle=${named.id}&theme=dark`);
  await expect(again.locator('#puzzle-title')).toHaveAttribute('data-puzzle', named.id);
  await expect(again.locator('html')).toHaveClass(/theme-dark/);
  const missing = await club(page, 'embed/learn/kauri/#puzzle=kauri-99999');
  await expect(missing.getByTestId('notice')).toContainText('kauri-99999');
  await expect(missing.locator('#puzzle-title')).toHaveAttribute('data-puzzle', puzzles[0].id);
});

test('a lesson in a club’s frame, in its language: a miss and Retry, the level done, the next level in the same frame', async ({ page }) => {
  const frame = await club(page, 'embed/learn/caro/#stage=five&level=1&lang=cs&theme=dark');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(frame.getByTestId('level-of')).toContainText('1');
  await frame.locator('[data-cell="a1"]').click();
  await expect(frame.getByTestId('learn-missed')).toBeVisible();
  await frame.getByTestId('learn-retry').click();
  await frame.locator('[data-cell="l8"]').click();
  await expect(frame.getByTestId('learn-done')).toHaveAttribute('data-stars', '3');
  const next = frame.getByTestId('learn-next');
  await expect(next).toHaveAttribute('href', 'embed/learn/caro/#stage=five&level=2&theme=dark&lang=cs');
  await next.click();
  await expect(frame.getByTestId('level-of')).toContainText('2');
  await expect(frame.getByTestId('learn-done')).toHaveCount(0);
  await expect(frame.locator('html')).toHaveClass(/theme-dark/);
  await expect(frame.getByTestId('on-site')).toHaveAttribute('href', 'cs/learn/caro/#stage=five&level=2');
  // Nothing of it is kept: the site's own Learn page has no stars.
  await page.goto(`${site}learn/caro/#stage=five&level=1`);
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.locator('[data-stage="five"] [data-testid="level-link"]').first()).toHaveAttribute('data-stars', '0');
});

test('a Learn page gives the snippet of its level, and a puzzle page of its puzzle and of the puzzle of the day', async ({ page }) => {
  await page.goto(`${site}cs/learn/caro/#stage=five&level=2`);
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await page.getByTestId('embed-snippets').locator('summary').click();
  const snippet = page.getByTestId('level-snippet');
  await expect(snippet).toHaveCount(1);
  // The embed speaks the page's language; embed.js comes from the same site.
  await expect(snippet).toHaveValue(new RegExp(`src="${site}embed/learn/caro/#stage=five&level=2&lang=cs"`));
  await expect(snippet).toHaveValue(new RegExp(`<script src="${site}embed.js" defer>`));
  // In English, a puzzle's page (the visitor chose Czech above: English again).
  const kauri = puzzlesOf('kauri')[2];
  await page.goto(`${site}learn/kauri/#puzzle=${kauri.id}&lang=en`);
  await page.getByTestId('embed-snippets').locator('summary').click();
  const [one, daily] = await page.getByTestId('level-snippet').evaluateAll((fields) => fields.map((f) => f.value));
  expect(one).toContain(`src="${site}embed/learn/kauri/#puzzle=${kauri.id}"`);
  expect(daily).toContain(`src="${site}embed/learn/kauri/#puzzle=daily"`);
  // What it gives is a frame that works.
  const src = daily.match(/src="([^"]+)"/)[1];
  const frame = await club(page, src.slice(site.length));
  await expect(frame.locator('#puzzle-title')).toBeVisible();
});

test('embed.js makes a puzzle of the day from markup, and sizes its frame to it', async ({ page }) => {
  await page.goto(`${host}?src=about:blank`);
  await page.evaluate((site) => {
    const markup = document.createElement('div');
    Object.assign(markup.dataset, { tessera: 'azacru', puzzle: 'daily', theme: 'dark' });
    document.body.append(markup);
    const helper = document.createElement('script');
    helper.src = `${site}embed.js`;
    document.head.append(helper);
  }, site);
  const made = page.locator('div[data-tessera] iframe');
  await expect(made).toHaveAttribute('src', `${site}embed/learn/azacru/#puzzle=daily&theme=dark`);
  await expect(made).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  await expect(page.frameLocator('div[data-tessera] iframe').locator('#puzzle-title')).toBeVisible();
  // Sized to what the puzzle needs, not the frame's first proportions.
  await expect.poll(() => made.evaluate((frame) => frame.style.height)).toMatch(/^[0-9]+px$/);
  const { height } = await made.boundingBox();
  const needed = await page.frameLocator('div[data-tessera] iframe').locator('body').evaluate((body) => body.getBoundingClientRect().height);
  expect(Math.abs(height - needed)).toBeLessThan(2);
});

test.describe('audit', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`a lesson’s and a puzzle’s embed pass the audit at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['embed/learn/azacru/#stage=moves&level=1', 'embed/learn/karo-four/#puzzle=daily']) {
        await page.goto(`${site}${path}`);
        await expect(page.getByTestId('learn-embed')).toBeVisible();
        await expect(page.locator('.prerendered')).toHaveCount(0);
        await expect(page.locator('svg.board')).toBeVisible();
        expect(await audit(page), path).toEqual([]);
      }
    });
  }
});
