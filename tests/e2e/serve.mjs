// A static file server for the tests: the built bundle as any static host would serve it.
// Usage: node serve.mjs <dir> <port> [no-cors | online=<server>]: no-cors leaves out the
// header that lets sandboxed frames on other sites fetch the bundle, as many hosts do;
// online=<server> serves the build as if built with `ONLINE_SERVER=<server>`
// (scripts/online-server.mjs): its `online.json` and its pages' policy name the server.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { CONTENT_TYPES as types } from './content-types.mjs';
import { onlineServer } from '../../scripts/online-server.mjs';

const [dir = 'dist', port = '8091', mode = 'cors'] = process.argv.slice(2);
const root = resolve(dir);
const cors = mode !== 'no-cors';
const elsewhere = onlineServer(mode.startsWith('online=') ? mode.slice('online='.length) : null);

// `/docs/embed-example.html?site=<address>`: the embedding guide's example page, as a
// club would publish it, with the guide's placeholder address replaced by the site's.
const docs = resolve(new URL('../../docs', import.meta.url).pathname);
const PLACEHOLDER = 'https://tessera.example/';

// For the tests alone: `/__hang?path=/caro/` makes the requests for that path go
// unanswered from then on (a network that stalls, under a service worker too, whose own
// requests the tests cannot route); `/__hang` answers them all again. Only for the browser
// that asked: it is told by a cookie, which its other requests carry, so that tests in
// other browsers at the same time are answered as ever.
const HANG = 'tessera-hang';
const HANGING = new RegExp(`(?:^|;\\s*)${HANG}=([^;]*)`);

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const path = decodeURIComponent(url.pathname);
  if (path === '/__hang') {
    const stalled = url.searchParams.get('path');
    const cookie = stalled ? `${HANG}=${encodeURIComponent(stalled)}; Path=/` : `${HANG}=; Path=/; Max-Age=0`;
    res.writeHead(204, { 'set-cookie': cookie }).end();
    return;
  }
  const hang = HANGING.exec(req.headers.cookie || '')?.[1];
  if (hang && decodeURIComponent(hang) === path) return;
  if (path === '/favicon.ico' && dir.endsWith('host')) {
    // A club's page has an icon of its own; the tests' club needs none.
    res.writeHead(204).end();
    return;
  }
  if (path === '/docs/embed-example.html') {
    const page = await readFile(join(docs, 'embed-example.html'), 'utf8');
    res.writeHead(200, { 'content-type': types['.html'] });
    res.end(page.replaceAll(PLACEHOLDER, url.searchParams.get('site') || PLACEHOLDER));
    return;
  }
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    let body = await readFile(file);
    if (elsewhere && path === '/online.json') body = elsewhere.json;
    if (elsewhere && extname(file) === '.html') {
      body = body.toString().replace("connect-src 'self'", `connect-src 'self'${elsewhere.sources}`);
    }
    // As GitHub Pages does: a sandboxed iframe (origin "null") fetches the bundle
    // cross-origin, so the files must allow any origin.
    const headers = { 'content-type': types[extname(file)] || 'application/octet-stream' };
    if (cors) headers['access-control-allow-origin'] = '*';
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(Number(port), '127.0.0.1');
