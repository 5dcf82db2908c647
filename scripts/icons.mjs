// Draws the site's app icons and its link preview image from static/favicon.svg, in
// headless Chromium (the project's test browser), into static/icons/. Run it after
// changing the favicon: node scripts/icons.mjs
//
// - icon-192.png, icon-512.png: the icon to its corners (purpose "any");
// - maskable-512.png: the icon inside the safe zone, on the theme's paper (purpose
//   "maskable": a launcher may cut it to a circle or a squircle);
// - apple-touch-icon.png (180 px): iOS rounds the corners itself;
// - preview.png (1200 × 630): what a shared link shows (Open Graph, Twitter).
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const root = new URL('../', import.meta.url);
const svg = await readFile(new URL('static/favicon.svg', root), 'utf8');
const icon = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const PAPER = '#f7f3ea';
const INK = '#2b2118';

const page = (width, height, body) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { display: flex; align-items: center; justify-content: center; gap: 60px; background: ${PAPER};
         font-family: sans-serif; color: ${INK}; }
  img { display: block; }
</style></head><body>${body}</body></html>`;

const images = [
  ['icon-192.png', 192, 192, `<img src="${icon}" width="192" height="192">`, true],
  ['icon-512.png', 512, 512, `<img src="${icon}" width="512" height="512">`, true],
  // The safe zone of a maskable icon is the circle of 80% of its size: the square icon
  // fits in it at about 56%.
  ['maskable-512.png', 512, 512, `<img src="${icon}" width="288" height="288">`, false],
  ['apple-touch-icon.png', 180, 180, `<img src="${icon}" width="150" height="150">`, false],
  [
    'preview.png',
    1200,
    630,
    `<img src="${icon}" width="300" height="300"><div><div style="font-size:96px;font-weight:700">Tessera</div>
     <div style="font-size:40px;max-width:640px;margin-top:16px">Karo, Kauri, Azacru and Caro: remarkable board games in your browser</div></div>`,
    false,
  ],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const [name, width, height, body, transparent] of images) {
  const tab = await browser.newPage({ viewport: { width, height } });
  await tab.setContent(page(width, height, body));
  if (transparent) await tab.addStyleTag({ content: 'html, body { background: transparent; }' });
  await tab.screenshot({ path: new URL(`static/icons/${name}`, root).pathname, omitBackground: transparent });
  await tab.close();
}
await browser.close();
