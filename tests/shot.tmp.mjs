import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport, touch] of [['phone', { width: 390, height: 844 }, true], ['desk', { width: 1280, height: 800 }, false]]) {
  const ctx = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:8191/caro/#moves=h8,g8,i8,h7,j8,i7,k8,j7,l8&review');
  await page.getByTestId('review-practise').waitFor({ timeout: 30000 });
  await page.screenshot({ path: `/tmp/review-${name}.png`, fullPage: true });
  await page.getByTestId('review-practise').click();
  await page.waitForURL(/mistake=1/);
  await page.waitForTimeout(1000);
  if (touch) { await page.locator('[data-cell="a1"]').tap(); await page.locator('[data-cell="a1"]').tap(); }
  else await page.locator('[data-cell="a1"]').click();
  await page.getByTestId('mistake-not-better').waitFor({ timeout: 15000 });
  await page.screenshot({ path: `/tmp/mistake-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
