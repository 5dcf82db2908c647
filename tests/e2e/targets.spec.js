// Each board's smallest target on a phone, measured from the DOM: every point, cell, pit or
// field a finger may press (the board's grid cells), at 390 × 844 CSS px. WCAG 2.2's
// minimum target size is 24 px; Caro's 15 × 15 points cannot be that large on a phone, so
// a touch there places a stone in two steps instead (caro.spec.js).
import { test, expect, open } from './fixtures.js';

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
