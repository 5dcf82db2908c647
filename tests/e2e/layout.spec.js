// No dialog or panel overflows (issue 45): in every game and language, on a phone and on a
// desktop, the first game's question, the New game dialog, the Embed dialog and the share
// panel each fit the window, nothing in them reaches past their own box, and none scrolls
// sideways inside. One page load per game and language: the window is resized on the same
// page (about 8 s a game, 40 s in all).
import { test, expect, open } from './fixtures.js';

const GAMES = ['caro', 'karo-four', 'karo-jumpers', 'kauri', 'azacru'];
const LANGUAGES = ['en', 'hu', 'cs', 'ru', 'sv', 'vi'];
const SIZES = [[390, 844], [1280, 800]];

/**
 * What overflows in the element of `selector`, in words: the element past the window's
 * edges, wider inside than its box (`scrollWidth > clientWidth`), or a descendant (not one
 * inside a box of its own that scrolls) past the element's sides.
 */
function overflows(page, selector) {
  return page.evaluate((selector) => {
    const panel = document.querySelector(selector);
    if (!panel) return [`${selector}: not there`];
    const name = (e) => `${e.tagName.toLowerCase()}${e.dataset.testid ? `[${e.dataset.testid}]` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
    const problems = [];
    const box = panel.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (box.left < -1 || box.right > width + 1) problems.push(`${selector} spans ${Math.round(box.left)}..${Math.round(box.right)} in a ${width}px window`);
    if (panel.scrollWidth > panel.clientWidth + 1) problems.push(`${selector} is ${panel.scrollWidth}px wide inside a ${panel.clientWidth}px box`);
    const scrolls = (e) => e !== panel && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
    const walk = (e) => {
      for (const child of e.children) {
        const r = child.getBoundingClientRect();
        // The outermost element that reaches past is named, not everything inside it.
        if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)) {
          problems.push(`${name(child)} spans ${Math.round(r.left)}..${Math.round(r.right)}, past ${selector}'s ${Math.round(box.left)}..${Math.round(box.right)}`);
        } else if (!scrolls(child)) walk(child);
      }
    };
    walk(panel);
    return problems;
  }, selector);
}

for (const game of GAMES) {
  test(`no panel of ${game} overflows, in any language, on a phone or a desktop`, async ({ page }) => {
    const problems = [];
    for (const code of LANGUAGES) {
      await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
      await open(page, `#/${game}?lang=${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      // The first game's question, in a panel or a dialog the page opens by itself, is
      // measured too (and the dialog closed).
      if (await page.locator('[data-testid="start-panel"]').count()) {
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          problems.push(...(await overflows(page, '[data-testid="start-panel"]')).map((p) => `${code} ${width}: ${p}`));
        }
      }
      if (await page.locator('dialog[open]').count()) {
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          problems.push(...(await overflows(page, 'dialog[open]')).map((p) => `${code} ${width}: ${p}`));
        }
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);
      }
      await page.locator('.controls button[data-testid="new-game"]').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        problems.push(...(await overflows(page, 'dialog[open]')).map((p) => `${code} ${width}: ${p}`));
        problems.push(...(await overflows(page, 'dialog[open] .new-game')).map((p) => `${code} ${width}: ${p}`));
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      await page.getByTestId('embed').click();
      await page.getByTestId('share-panel').locator('summary').click();
      await expect(page.getByTestId('embed-snippet')).toBeVisible();
      await expect(page.getByTestId('link-game')).toBeVisible();
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        for (const panel of ['[data-testid="embed-dialog"]', '[data-testid="share-panel"]']) {
          problems.push(...(await overflows(page, panel)).map((p) => `${code} ${width}: ${p}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
