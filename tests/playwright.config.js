// End-to-end tests against the built site (target/dist, made by `trunk build --release`),
// in Debian's Chromium. scripts/test builds the site and runs these.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.TESSERA_TEST_PORT || 8091);
// The built site under test (another folder lets two builds be tested side by side).
const dist = process.env.TESSERA_DIST || '../target/dist';
// A club's page, on another origin, for the embedding tests.
const hostPort = port + 2;
// The site served by tessera-server with online play, for online.spec.js: the debug build
// that `cargo test --workspace` makes, on a database of its own for each run. A player
// away for 3 s may be claimed from, so that a test can wait for it.
const onlinePort = port + 6;
// The same build on a static host of its own, as if built with that server's address
// (ONLINE_SERVER): the server lets its pages play.
const copyPort = port + 8;
// The tests whose pace is part of what they check: the computer's searches, capped by time
// (its moves, the review's classes, the page answering while it thinks) and Kauri's timed
// sowing. With two browsers on this 2-core machine they came out differently (two of 145
// failed once), so scripts/test runs them alone, one browser, then the others two at once.
const TIMED = /(computer|review|kauri)\.spec\.js$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'timed', testMatch: TIMED, workers: 1 },
    { name: 'others', testIgnore: TIMED },
  ],
  forbidOnly: true,
  reporter: [['list']],
  // Apart for each port, so that two runs side by side keep their failures' records.
  outputDir: process.env.TESSERA_TEST_PORT ? `../target/playwright-${port}` : '../target/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // A trace records every step of every test, and cost a quarter of the browser tests'
    // time (docs/tests.md): a failure keeps its page's snapshot and a screenshot, and
    // TESSERA_TRACE=1 records traces too, kept for the tests that fail.
    trace: process.env.TESSERA_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a test is about it (fixtures.js, `withWorker`): each page's
    // worker keeps the whole build, a few MB the browser stores for every test, which took
    // about 40 s of the suite.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      // Without these, Chromium tries to reach outside hosts, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node e2e/serve.mjs ${dist} ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The same site on a host that sends no Access-Control-Allow-Origin.
      command: `node e2e/serve.mjs ${dist} ${port + 4} no-cors`,
      url: `http://127.0.0.1:${port + 4}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command:
        `rm -rf ../target/online-${port} && ../target/debug/tessera-server --dist ${dist} ` +
        `--listen 127.0.0.1:${onlinePort} --db ../target/online-${port}/tessera.sqlite3 ` +
        `--claim-after 3 --games-per-minute 500 --origin http://127.0.0.1:${copyPort}`,
      url: `http://127.0.0.1:${onlinePort}/api`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node e2e/serve.mjs ${dist} ${copyPort} online=http://127.0.0.1:${onlinePort}/`,
      url: `http://127.0.0.1:${copyPort}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node e2e/serve.mjs e2e/host ${hostPort}`,
      url: `http://127.0.0.1:${hostPort}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
