// The built site served as a static host serves it, for the phone bench: gzip for text
// (the build's own `.gz` beside a file where it wrote one, as nginx's gzip_static does),
// content-hashed files (`name-0123456789abcdef.ext`) cached for a year, every other file
// revalidated with an ETag (a 304 when unchanged). Also serves `/limit.html`, the bench's
// yardstick: a plain HTML page with a 15×15 SVG board and a few lines of script, the
// fastest a board can be on screen over the same network. With a latency, every answer
// waits that long first: the phone's round trip, added here rather than in the browser so
// that a service worker's own requests wait for it too (DevTools' emulation slows the
// page's requests, even those a service worker answers from its cache, but not the
// worker's requests to the network).
// Usage: node host.mjs <dist dir> <port> [latency ms]
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../../scripts/precompress.mjs';
import { CONTENT_TYPES } from '../e2e/content-types.mjs';

const [dir = 'target/dist', port = '8092', latency = '0'] = process.argv.slice(2);
const root = resolve(dir);
// Trunk writes its hashes with 15 or 16 digits (no leading zero), the post-build 16.
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/;

/** The yardstick page: a board drawn by ten lines of script, a click places a stone. */
function limitPage() {
  const script = `
const svg = document.getElementById('board');
for (let i = 0; i < 15; i++) {
  for (const [x1, y1, x2, y2] of [[1, i + 1, 15, i + 1], [i + 1, 1, i + 1, 15]]) {
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
    Object.entries({ x1, y1, x2, y2, stroke: '#333', 'stroke-width': 0.05 }).forEach(([k, v]) => line.setAttribute(k, v));
    svg.append(line);
  }
}
svg.dataset.cell = 'ready';
svg.addEventListener('click', () => document.title = 'moved');`;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>A plain board</title><h1>A plain board</h1>
<svg id="board" class="board" viewBox="0 0 16 16" style="width:100%;max-width:480px;background:#dcb57a"></svg>
<script>${script}</script></html>`;
}

/**
 * Writes `body` with the host's caching and compression for a file named `name`;
 * `packed` is the build's gzip of it, if it wrote one.
 */
function send(req, res, name, body, packed = null) {
  const ext = extname(name);
  const tag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  const headers = {
    'content-type': CONTENT_TYPES[ext] || 'application/octet-stream',
    etag: tag,
    'cache-control': HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === tag) {
    res.writeHead(304, headers).end();
    return;
  }
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    headers['content-encoding'] = 'gzip';
    body = packed ?? gzipSync(body, { level: 6 });
  }
  res.writeHead(200, headers).end(body);
}

createServer(async (req, res) => {
  await new Promise((done) => setTimeout(done, Number(latency)));
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === '/limit.html') {
    send(req, res, path, Buffer.from(limitPage()));
    return;
  }
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const packed = await readFile(`${file}.gz`).catch(() => null);
    send(req, res, file, await readFile(file), packed);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(Number(port), '127.0.0.1');
