// Each board's smallest target on a phone, measured from the DOM: every point, cell, pit or
// field a finger may press (the board's grid cells), at 390 × 844 CSS px. WCAG 2.2's
// minimum target size is 24 px; Caro's 15 × 15 points cannot be that large on a phone, so
// a touch there places a stone in two steps instead (caro.spec.js). Every other link and
// control on the home page, a rules page, a game's page (its panels and New game open),
// the invite panel and My games is 24 px each way too; the home page's languages take one
// line.
import { test, expect, open, drawn, unfoldSeats } from './fixtures.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const BOARDS = [
  ['caro', "Caro's point", 0],
  ['karo-four', "Karo: Four in a Row's cell", 24],
  ['karo-jumpers', "Karo: Jumpers and Crawlers' cell", 24],
  ['kauri', "Kauri's pit", 24],
  ['azacru', "Azacru's field", 24],
];

test('every board but Caro\'s gives a finger targets of at least 24 CSS px', async ({ page }) => {
  const sizes = {};
  for (const [game, what, least] of BOARDS) {
    await open(page, `#/${game}`);
    const cells = page.locator('svg [role="gridcell"][data-cell]');
    await expect(cells.first()).toBeVisible();
    const smallest = await cells.evaluateAll((all) => Math.min(...all.map((c) => {
      const r = c.getBoundingClientRect();
      return Math.min(r.width, r.height);
    })));
    sizes[game] = Math.round(smallest * 10) / 10;
    console.log(`${what}: ${sizes[game]} CSS px at 390 px wide (${await cells.count()} targets)`);
    expect(smallest, what).toBeGreaterThanOrEqual(least);
  }
  // Caro's point is measured too, so that the note has its size.
  expect(sizes.caro).toBeGreaterThan(0);
});

// The online server of playwright.config.js, for My games.
const server = `http://127.0.0.1:${Number(process.env.TESSERA_TEST_PORT || 8091) + 6}/`;

/**
 * The page's links and controls smaller than 24 × 24 CSS px, each as `tag "words" w × h`.
 * Left out: the board's own targets (measured above), what is not drawn (a closed panel's),
 * and a link inside a sentence (text beside it in its element): WCAG 2.5.8 excepts a
 * target in running text, whose height the line's text sets (the rules' and the help's
 * links). A control drawn by its label (a level's button, the file picker: the control
 * itself transparent) is measured by its label.
 */
function smallTargets(page) {
  return page.evaluate(() => {
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, '
      + '[role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const inSentence = (element) => element.tagName === 'A'
      && [...element.parentElement.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    const small = [];
    for (const element of document.querySelectorAll(controls)) {
      if (element.closest('svg') || inSentence(element)) continue;
      const style = getComputedStyle(element);
      const drawn = (style.opacity === '0' && element.closest('label')) || element;
      const { width, height } = drawn.getBoundingClientRect();
      if (width === 0 || height === 0 || style.visibility === 'hidden') continue;
      if (width < 24 || height < 24) {
        const words = (element.textContent || element.value || element.getAttribute('aria-label') || '').trim();
        small.push(`${element.tagName.toLowerCase()} "${words.slice(0, 30)}" ${width.toFixed(1)} × ${height.toFixed(1)}`);
      }
    }
    return small;
  });
}

test('every link and control a finger may aim at is at least 24 CSS px each way', async ({ page }) => {
  const check = async (what) => expect(await smallTargets(page), what).toEqual([]);
  await open(page, '');
  await check('the home page');
  await page.goto('rules/caro/');
  await drawn(page);
  await check("Caro's rules");
  // A game's page: its first Play's choices, then a game with its panels open.
  await open(page, '#/kauri');
  await expect(page.getByTestId('start-panel')).toBeVisible();
  await check("Kauri's page, its first Play");
  await open(page, '#/caro?moves=h8,i9,h10');
  await page.getByTestId('share-panel').locator('summary').click();
  await page.getByTestId('embed').click();
  await expect(page.getByTestId('embed-dialog')).toBeVisible();
  await check("Caro's page, with its links and the Embed dialog open");
  await page.getByTestId('new-game').click();
  await unfoldSeats(page);
  await check("Caro's New game form, its seats unfolded");
  // Online: the invite panel of a new game, then My games.
  await page.goto(`${server}caro/#online=new`);
  await page.getByTestId('online-create').click();
  await expect(page.getByTestId('invite-panel')).toBeVisible();
  await check('the invite panel');
  await page.goto(`${server}caro/#online=mine`);
  await expect(page.getByTestId('my-game')).toHaveCount(1);
  await check('My games');
});

test('the home page\'s six languages take one line on a phone, in every language', async ({ page }) => {
  for (const lang of ['', 'hu/', 'cs/', 'ru/', 'sv/', 'vi/']) {
    await page.goto(lang);
    await drawn(page);
    const links = page.getByTestId('languages').getByRole('link');
    await expect(links).toHaveCount(6);
    const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect()));
    const tops = boxes.map((box) => box.top);
    expect(Math.max(...tops) - Math.min(...tops), `${lang || 'en'}: one line`).toBeLessThan(1);
    expect(Math.max(...boxes.map((box) => box.right)), `${lang || 'en'}: on screen`).toBeLessThanOrEqual(390);
  }
});
