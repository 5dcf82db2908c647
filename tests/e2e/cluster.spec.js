// Two servers on one Postgres behind HAProxy, as scripts/cluster runs them, in Chromium: two
// browsers play Caro through the proxy; the server holding their game is killed (SIGKILL);
// the pages come back through the proxy to the other server, which takes the game over,
// and it goes on with every move, none twice. The proxy sends everything to the first
// server while it answers (the second is its backup), so that the test knows which one
// holds the game.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, cell } from './fixtures.js';

const root = new URL('../../', import.meta.url).pathname;
const postgres = join(root, 'scripts/postgres');
const binary = join(root, 'target/debug/tessera-server');
const dist = process.env.TESSERA_DIST ? join(root, 'tests', process.env.TESSERA_DIST) : join(root, 'target/dist');

/** A port nobody listens on. */
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server's binary with `args`; resolves to the process once it listens. */
function startServer(args) {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: 'error' } });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (line) => (String(line).includes('listening') ? resolve(child) : reject(new Error(String(line)))));
    child.once('exit', (code) => reject(new Error(`the server exited: ${code}`)));
  });
}

/** Whether something answers on `port`. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Waits until something listens on `port`. */
async function listening(port) {
  for (let i = 0; i < 100; i++) {
    if (await answers(port)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

let cluster;

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-cluster-'));
  // Run as root, the cluster is the `postgres` user's, who must reach its folder.
  chmodSync(dir, 0o755);
  const db = execFileSync(postgres, ['start', join(dir, 'postgres')], { stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();
  const [proxyPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${proxyPort}/`;
  const serverArgs = (port) => [
    '--dist', dist, '--listen', `127.0.0.1:${port}`, '--db', db,
    '--url', `http://127.0.0.1:${proxyPort}`, '--proxy', '127.0.0.1',
  ];
  const first = await startServer(serverArgs(firstPort));
  const second = await startServer(serverArgs(secondPort));
  const config = join(dir, 'haproxy.cfg');
  // As scripts/cluster runs it, but the second server the first's backup.
  const servers = [
    `    server first 127.0.0.1:${firstPort} check inter 500ms fall 2 rise 1`,
    `    server second 127.0.0.1:${secondPort} check inter 500ms fall 2 rise 1 backup`,
  ];
  const template = readFileSync(join(root, 'scripts/haproxy.template.cfg'), 'utf8');
  writeFileSync(config, template.replace('__PORT__', proxyPort).replace('__SERVERS__', servers.join('\n')));
  const proxy = spawn('haproxy', ['-f', config], { stdio: 'ignore' });
  await listening(proxyPort);
  cluster = {
    url,
    first,
    stop() {
      for (const child of [proxy, first, second]) child.kill('SIGKILL');
      execFileSync(postgres, ['stop', join(dir, 'postgres')]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

test.afterAll(() => cluster?.stop());

test('a game goes on through the proxy when the server holding it is killed', async ({ browser, request }) => {
  const { url } = cluster;
  const response = await request.post(`${url}api/games`, {
    data: { game: 'caro', options: [], time: { kind: 'correspondence', days: 1 } },
  });
  expect(response.status()).toBe(201);
  const { id, secrets } = await response.json();
  const pages = [];
  for (const secret of secrets) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}caro/#online=${id}&key=${secret}`);
    pages.push(page);
  }
  const [black, white] = pages;
  const play = async (mover, point) => {
    await cell(mover, point).click();
    for (const page of pages) await expect(cell(page, point).locator('.stone')).toHaveCount(1, { timeout: 15_000 });
  };
  await play(black, 'h8');
  await play(white, 'i9');
  cluster.first.kill('SIGKILL');
  // Both pages come back through the proxy to the other server, which takes the game
  // once the first one's lease has lapsed. A move played meanwhile waits for it (the
  // board may refuse it while the game is moving: played again until it shows).
  const playOnceBack = async (mover, point) => {
    await expect(async () => {
      // Once the mover's page shows the stone, it is played (and its point not free).
      if ((await cell(mover, point).locator('.stone').count()) === 0) await cell(mover, point).click({ timeout: 2_000 });
      for (const page of pages) await expect(cell(page, point).locator('.stone')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  };
  await playOnceBack(black, 'h9');
  await playOnceBack(white, 'i10');
  const stored = await (await request.get(`${url}api/games/${id}`)).json();
  expect(stored.moves).toEqual(['h8', 'i9', 'h9', 'i10']);
  for (const page of pages) await page.context().close();
});
