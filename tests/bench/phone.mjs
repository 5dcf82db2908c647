// What a person waits for on a phone's first visit and on his return (issue 46): each page
// in headless Chromium at 390×844 under Lighthouse's mobile throttling (562.5 ms a
// request, added by the host; 1.47 Mbit/s down, 0.66 up and the CPU 4× slower, as
// DevTools applies them), against the
// release build served as a static host serves it (`host.mjs`: gzip, hashed files cached,
// pages revalidated). Per page, medians over fresh browser contexts: first contentful
// paint, largest contentful paint, the board on screen, a first move accepted (a click on
// the board, then the move in the address or on the board), the bytes over the wire; then
// the same address again in the same context once its service worker has installed (the
// worker and the HTTP cache warm): the board on screen; and a next move's interaction to next paint (INP). `limit.html`, a plain page with an SVG board, is the
// yardstick: each page's board time is also printed as its ratio to it.
// The round trip is the host's to add (`host.mjs <dist> <port> 562.5`), so that it holds
// for a service worker's requests too.
// Usage: node phone.mjs <base url> [visits per page] [address...] (the addresses of PAGES
// to measure, `limit.html` always among them; all by default)
import { chromium } from 'playwright-core';

const [base, runs = '5', ...only] = process.argv.slice(2);
const VISITS = Number(runs);
// Lighthouse's mobile profile: 562.5 ms a request (added by the host), 1.47/0.66 Mbit/s.
const LATENCY = 562.5;
const NETWORK = { offline: false, latency: 0, downloadThroughput: 1.47e6 / 8, uploadThroughput: 0.66e6 / 8 };
const CPU_SLOWDOWN = 4;

// Address, what shows it is on screen (a board's first cell laid out, the home page's
// list, the rules), the board's first move (a cell to click), what shows the move was
// taken (the address, the page's title, or the stone on that cell), and a second move,
// played once the first was taken, whose interaction to next paint is timed. (Functions,
// not strings: the site's Content Security Policy forbids evaluating text as script.)
const BOARD = 'svg.board [data-cell]';
const PAGES = [
  ['limit.html', 'svg[data-cell]', 'svg', 'title', null],
  ['caro/', BOARD, '[data-cell="h8"]', 'address', '[data-cell="j10"]'],
  ['karo-four/', BOARD, '[data-cell="h9"]', 'address', null],
  ['kauri/', BOARD, '[data-cell="south-c"]', 'address', '[data-cell="north-c"]'],
  ['azacru/', BOARD, null, null, null],
  ['embed/caro/', BOARD, '[data-cell="h8"]', 'stone', '[data-cell="j10"]'],
  // A Learn page opens at its first level: Caro's five in a row, won on l8.
  ['learn/caro/', BOARD, '[data-cell="l8"]', 'stone', null],
  ['learn/kauri/', BOARD, null, null, null],
  ['learn/karo-four/', BOARD, null, null, null],
  ['learn/karo-jumpers/', BOARD, null, null, null],
  ['learn/azacru/', BOARD, null, null, null],
  // A puzzle is drawn by the bundle alone (the page's file has the course's first level).
  ['learn/kauri/#puzzle=kauri-1', '#puzzle-title', null, null, null],
  ['embed/learn/kauri/#puzzle=daily', '#puzzle-title', null, null, null],
  ['', '.games', null, null, null],
  ['rules/kauri/', 'main.rules-page', null, null, null],
];

/**
 * In the page, from the document's start: notes the time of the first frame in which
 * `selector`'s element is laid out. (Checked by the page's own frames: a check sent after
 * the navigation's commit waits for a busy main thread, and came a long task late.)
 */
function watchShown(selector) {
  const look = () => {
    const element = document.querySelector(selector);
    if (element && element.getBoundingClientRect().width > 0) window.__board = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** In the page: whether the watched element was laid out. */
const shown = () => window.__board != null;

/**
 * In the page: notes the time the move on `target` is first taken (`how`: the address,
 * the page's title, or the stone on that cell), checking every frame.
 */
function watchMove([how, target]) {
  const done = {
    address: () => location.hash.includes('moves='),
    title: () => document.title === 'moved',
    stone: () => !!document.querySelector(`${target} .stone`),
  }[how];
  const check = () => {
    if (done()) window.__moved = performance.now();
    else requestAnimationFrame(check);
  };
  check();
}

/** In the page: whether the move was taken. */
const moved = () => window.__moved != null;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!s.length) return null;
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

/** A page of `context` under the phone's throttling, counting the bytes it receives. */
async function throttled(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const bytes = { total: 0 };
  cdp.on('Network.loadingFinished', (e) => (bytes.total += e.encodedDataLength));
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The longest interaction (a tap: its events to the next paint), as INP counts it.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__inp = Math.max(window.__inp ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  return { page, bytes };
}

/** One visit of `address`: its times in ms from navigation, and its bytes. */
async function visit(context, address, selector, target, accepted, second, settle = false) {
  const { page, bytes } = await throttled(context);
  await page.addInitScript(watchShown, selector);
  await page.goto(base + address, { waitUntil: 'commit' });
  if (target) await page.evaluate(watchMove, [accepted, target]);
  await page.waitForFunction(shown, null, { polling: 'raf', timeout: 60_000 });
  let move = null;
  let inp = null;
  if (target) {
    try {
      // As a person does: a tap as soon as the board shows, and again every quarter of
      // a second until the move is taken (a page's board at the start keeps a tap until
      // its bundle has drawn the board; a tap that came to nothing is tried again).
      const deadline = Date.now() + 30_000;
      while (!(await page.evaluate(moved))) {
        if (Date.now() > deadline) throw new Error('no move after 30 s of taps');
        // A point that took the move meanwhile takes no tap: it is then not enabled.
        await page.locator(target).first().click({ timeout: 1_000 }).catch(() => {});
        await page.waitForFunction(moved, null, { polling: 'raf', timeout: 250 }).catch(() => {});
      }
      move = await page.evaluate(() => window.__moved);
      if (second) {
        // The next move on a page that is ready: its tap alone is timed.
        await page.evaluate(() => new Promise((done) => setTimeout(done, 1000)));
        await page.evaluate(() => (window.__inp = 0));
        await page.locator(second).first().click({ timeout: 10_000 });
        await page.evaluate(() => new Promise((done) => setTimeout(done, 1000)));
        inp = await page.evaluate(() => window.__inp ?? 0);
      }
    } catch (error) {
      console.error(`  ${address}: the first move was not taken (${error.message.split('\n')[0]})`);
    }
  }
  await page.waitForLoadState('load');
  // The paint entries are written once the frame that showed the board is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__lcp ?? null,
    board: window.__board,
  }));
  await page.waitForLoadState('networkidle').catch(() => {});
  if (settle) {
    // A returning visitor comes back later: by then the page's service worker, if it
    // registered one, has installed (the site's keeps every file, which takes a while).
    const installed = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        return !registration || !!registration.active;
      });
    const deadline = Date.now() + 120_000;
    while (!(await installed())) {
      if (Date.now() > deadline) {
        console.error(`  ${address}: the service worker did not install within 2 minutes`);
        break;
      }
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  await page.close();
  // Laid out is not yet on screen: a page waiting for its stylesheet paints nothing.
  times.board = Math.max(times.board, times.fcp ?? 0);
  return { ...times, move, inp, bytes: bytes.total };
}

const ms = (x) => (x == null ? '–' : `${(x / 1000).toFixed(2)} s`);
const rows = [];
const measured = PAGES.filter(([address]) => !only.length || address === 'limit.html' || only.includes(address));
for (const [address, selector, target, accepted, second] of measured) {
  const first = [];
  const again = [];
  for (let i = 0; i < VISITS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US' });
    first.push(await visit(context, address, selector, target, accepted, second, true));
    again.push(await visit(context, address, selector, null, null, null));
    await context.close();
  }
  const pick = (list, key) => median(list.map((v) => v[key]));
  rows.push({
    address: address || 'home',
    fcp: pick(first, 'fcp'),
    lcp: pick(first, 'lcp'),
    board: pick(first, 'board'),
    move: pick(first, 'move'),
    inp: pick(first, 'inp'),
    returning: pick(again, 'board'),
    kb: pick(first, 'bytes') / 1024,
    returningKb: pick(again, 'bytes') / 1024,
  });
}
await browser.close();

const limit = rows[0];
console.log(`  phone profile: ${LATENCY} ms a request (the host's), 1.47/0.66 Mbit/s, CPU ${CPU_SLOWDOWN}× slower; medians of ${VISITS} visits`);
console.log('  page                FCP      LCP      board    1st move  return   KB first/return  board ÷ limit  next move INP');
for (const r of rows) {
  const ratio = r.board != null && limit.board ? (r.board / limit.board).toFixed(1) : '–';
  console.log(
    `  ${r.address.padEnd(18)}  ${ms(r.fcp).padEnd(7)}  ${ms(r.lcp).padEnd(7)}  ${ms(r.board).padEnd(7)}  ` +
      `${ms(r.move).padEnd(8)}  ${ms(r.returning).padEnd(7)}  ${`${r.kb.toFixed(1)}/${r.returningKb.toFixed(1)}`.padEnd(15)}  ` +
      `${ratio.padEnd(13)}  ${r.inp == null ? '–' : r.inp < 16 ? '< 16 ms' : `${Math.round(r.inp)} ms`}`,
  );
}
