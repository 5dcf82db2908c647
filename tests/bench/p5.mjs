import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'commit' });
await page.waitForSelector('[data-cell], .games, .rules', { state: 'attached' });
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) || 0) + 1);
const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
for (const [id, c] of counts) {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop().slice(0, 25)}`;
  self.set(key, (self.get(key) || 0) + c * dt);
}
console.log('total ms', ((profile.endTime - profile.startTime) / 1000).toFixed(0));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(7), k);
await browser.close();
