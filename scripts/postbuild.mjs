// Trunk's post-build hook: turns the staged bundle into one a strict Content Security
// Policy allows and that works offline.
//
// - The site's wasm bundles (web/src/bundle.rs) and the AI worker come out of Trunk under
//   fixed names; they get content-hashed names, so that an old page never mixes with new
//   files, and the loader (scripts/boot.template.js) is written with those names into
//   the head of every page, so that a game's wasm is asked for in the first round trip
//   after the page, not after a loader script's. The policy allows that one script by
//   its hash, never 'unsafe-inline'.
// - The static pages are written from the page (the prerender, web/src/prerender.rs).
// - In release builds every wasm file is optimised first (wasm-opt), on every core.
// - In release builds, the stylesheet goes into the page too (allowed by its hash), the
//   policy goes into the page, and sw.js is written: a service worker that keeps every
//   file of this build, named by a hash of them all.
import { createHash } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { onlineServer } from './online-server.mjs';
import { precompress } from './precompress.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
const release = process.env.TRUNK_PROFILE === 'release';
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set: run this from Trunk');

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(relative(staging, path));
  }
  return out.sort();
}


// Renames <name>.js and <name>_bg.wasm to <name>-<hash>.js and <name>-<hash>_bg.wasm.
async function hashNames(name) {
  const js = await readFile(join(staging, `${name}.js`));
  const wasm = await readFile(join(staging, `${name}_bg.wasm`));
  const stem = `${name}-${hash(Buffer.concat([js, wasm]))}`;
  await rename(join(staging, `${name}.js`), join(staging, `${stem}.js`));
  await rename(join(staging, `${name}_bg.wasm`), join(staging, `${stem}_bg.wasm`));
  return { js: `./${stem}.js`, wasm: `./${stem}_bg.wasm` };
}

// wasm-opt, here rather than Trunk's, on every core and at a level of our own for each
// kind of wasm: the pages' bundles at -O1, which compressed (what a phone downloads) come
// out smaller than at -Oz and take under half the time; the computer players' workers at
// -Oz, as they were measured (figures in docs/pages.md and docs/tests.md). The same
// binaryen version as Trunk's (Trunk.toml).
const FEATURES = [
  'bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals', 'reference-types', 'multivalue',
].map((f) => `--enable-${f}`);
if (release) {
  const wasms = (await files(staging)).filter((f) => f.endsWith('.wasm'));
  const level = (file) => (file.startsWith('ai-') ? '-Oz' : '-O1');
  const optimise = (file) =>
    promisify(execFile)('wasm-opt', [level(file), ...FEATURES, join(staging, file), '-o', join(staging, file)]);
  const queue = [...wasms];
  const worker = async () => {
    while (queue.length > 0) await optimise(queue.shift());
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
}

const staged = await files(staging);
// The home page's bundle is Trunk's main app, already hashed; the others (built like
// workers) are every <name>_bg.wasm but the games' AI workers, `ai-<game>`.
const home = (suffix) => staged.find((f) => /^home-[0-9a-f]+/.test(f) && f.endsWith(suffix));
const bundles = { home: { js: `./${home('.js')}`, wasm: `./${home('_bg.wasm')}`, module: true } };
for (const file of staged) {
  const name = file.match(/^([a-z-]+)_bg\.wasm$/)?.[1];
  if (name && !name.startsWith('ai-')) bundles[name] = await hashNames(name);
}
// The languages' files get hashed names too; the loader tells the site what they are.
// `locales/cs.ftl` is `cs`, and a part a bundle fetches, `locales/cs/online.ftl`, is
// `cs/online`, and so are a Learn page's lessons, `locales/cs/learn-caro.ftl`. The rules'
// parts (`locales/cs/rules-caro.ftl`) are the static pages' alone, which the prerender below
// reads from static/: no page fetches them.
const locales = {};
const fetched = (file) =>
  /^locales\/[a-z]+\.ftl$/.test(file) || /^locales\/[a-z]+\/(online|learn-[a-z-]+)\.ftl$/.test(file);
for (const file of staged.filter(fetched)) {
  const key = file.slice('locales/'.length, -'.ftl'.length);
  const name = `locales/${key}-${hash(await readFile(join(staging, file)))}.ftl`;
  await rename(join(staging, file), join(staging, name));
  locales[key] = `./${name}`;
}
for (const entry of await readdir(join(staging, 'locales'), { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  for (const part of await readdir(join(staging, 'locales', entry.name))) {
    if (!/^(online|learn-[a-z-]+)-[0-9a-f]+\.ftl$/.test(part)) await rm(join(staging, 'locales', entry.name, part));
  }
}
// In release builds the loader, in the first bytes of every page, loses its comments and
// indentation (a third of its gzip). Lines stay lines: the loader has no string that
// spans two, and its statements keep their ends.
const compact = (js) =>
  js
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !/^\/\*.*\*\/$/.test(line))
    .join('\n');
const bootTemplate = await readFile(new URL('./boot.template.js', import.meta.url), 'utf8');
const bootText = (release ? compact(bootTemplate) : bootTemplate)
  .replace('__BUNDLES__', JSON.stringify(bundles, null, release ? 0 : 2))
  .replace('__LOCALES__', JSON.stringify(locales, null, release ? 0 : 2))
  .replace('__LANGUAGES__', JSON.stringify(Object.keys(locales).filter((key) => !key.includes('/')).sort()))
  .replace('__OFFLINE__', JSON.stringify(release));
if (/<\/script|<!--/i.test(bootText)) throw new Error('the loader cannot be inlined: it would end its <script>');
// The policy names the inline loader by the hash of its exact text.
const bootHash = `'sha256-${createHash('sha256').update(bootText).digest('base64')}'`;

// Each AI worker's loader keeps its name (the page asks for it) and names the hashed files.
for (const file of staged) {
  const name = file.match(/^(ai-[a-z-]+)_bg\.wasm$/)?.[1];
  if (!name) continue;
  const worker = await hashNames(name);
  await writeFile(
    join(staging, `${name}_loader.js`),
    `importScripts(${JSON.stringify(worker.js)});wasm_bindgen(${JSON.stringify(worker.wasm)});\n`,
  );
}

// In release builds the stylesheet loses its comments and spare spaces (Trunk minifies
// the scripts and the page, not a plain stylesheet). Only spaces next to { } ; , go: the
// stylesheet has no strings or selectors where they matter.
if (release) {
  for (const file of staged.filter((f) => /^style-[0-9a-f]+\.css$/.test(f))) {
    const css = await readFile(join(staging, file), 'utf8');
    const small = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .trim();
    await writeFile(join(staging, file), small + '\n');
  }
}

const indexPath = join(staging, 'index.html');
let index = await readFile(indexPath, 'utf8');
// Trunk's own loader and preloads would fetch the home page's bundle on every page.
// (Release builds minify the page: attributes may come without quotes, in any order.)
index = index
  .replace(/<script type="?module"?>[\s\S]*?<\/script>\s*/, '')
  .replace(/<link[^>]*\brel="?(?:modulepreload|preload)\b[^>]*>\s*/g, '')
  // In the head, not deferred: it decides before the body is drawn whether the static
  // home page shows or the game of the address. Before the stylesheet: a script after
  // one waits for it to load, and the wasm would be asked for a round trip later. (A
  // function, so that no `$&` in the loader's text is read as a pattern.)
  .replace(/<link\b[^>]*\brel="?stylesheet\b[^>]*>/, (link) => `<script>${bootText}</script>${link}`);
if (!index.includes(bootText) || /modulepreload|TrunkApplicationStarted/.test(index)) {
  throw new Error('index.html is not as expected: the loader could not replace Trunk\'s');
}

// A link preview wants the image's whole address; `SITE_URL` (scripts/dist) gives it.
const siteUrl = process.env.SITE_URL || '';
const site = siteUrl && !siteUrl.endsWith('/') ? `${siteUrl}/` : siteUrl;
if (site) {
  index = index.replace(/content="?icons\/preview\.png"?/g, `content="${site}icons/preview.png"`);
}

// In release builds the stylesheet is in the page, so that the first paint waits for no
// other file; its own file goes (no page asks for it).
let styleHash = '';
if (release) {
  const link = /<link\b[^>]*\bhref="?\.\/(style-[0-9a-f]+\.css)"?[^>]*>/;
  const name = index.match(link)?.[1];
  if (!name) throw new Error('index.html is not as expected: no stylesheet link');
  const css = (await readFile(join(staging, name), 'utf8')).trim();
  if (/<\/style/i.test(css)) throw new Error('the stylesheet cannot be inlined: it would end its <style>');
  index = index.replace(link, () => `<style>${css}</style>`);
  await rm(join(staging, name));
  styleHash = ` 'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

// A static copy that plays online with a server elsewhere (scripts/online-server.mjs).
const elsewhere = onlineServer(process.env.ONLINE_SERVER);
if (elsewhere) await writeFile(join(staging, 'online.json'), elsewhere.json);

if (release) {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${bootHash}`,
    `style-src 'self'${styleHash}`,
    "img-src 'self' data: blob:",
    `connect-src 'self'${elsewhere?.sources ?? ''}`,
    // blob: for the AI worker of an embed without an origin of its own (use_computer.rs).
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    // The static pages in folders read their addresses from the root, by <base>.
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
  // First in the page, after the character set.
  const charset = /<meta charset="?utf-8"?\s*\/?>/i;
  if (!charset.test(index)) throw new Error('index.html has no <meta charset>');
  index = index.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}
await writeFile(indexPath, index);

// The static pages (web/src/site.rs): the home page, this very index.html in English, and
// the rules, in every language, rendered natively from the same components, into this
// page's frame. What a page says of itself (title, description) is the prerender's.
const template = index
  .replace(/<html\b[^>]*>/, '<html lang="__LANG__">')
  .replace(/<title>[^<]*<\/title>/, '')
  .replace(/<meta\b[^>]*\b(?:name="?description|property="?og:(?:title|description))\b[^>]*>/g, '')
  // First in the head: its <base> must come before any address it reads.
  .replace(/<meta charset="?utf-8"?\s*\/?>/i, (tag) => `${tag}__HEAD__`)
  .replace(/<body>/, '<body>__BODY__');
if (/<title>|name="?description|og:title|og:description/.test(template) || !/__HEAD__[\s\S]*__BODY__/.test(template)) {
  throw new Error('index.html is not as expected: its own title and description could not be taken out');
}
const templatePath = join(staging, '.page-template.html');
await writeFile(templatePath, template);
// Built with the whole workspace's features, as `cargo test --workspace` builds its
// dependencies, so that after the tests only the binary itself is compiled (`cargo run -p`
// would build serde, yew and the crates above them again with fewer features).
const root = new URL('..', import.meta.url);
execFileSync('cargo', ['build', '--quiet', '--locked', '--workspace', '--bin', 'prerender'], { cwd: root, stdio: 'inherit' });
const { target_directory: targetDir } = JSON.parse(
  execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--locked'], { cwd: root, encoding: 'utf8' }),
);
execFileSync(join(targetDir, 'debug', 'prerender'), [templatePath, staging, site], { cwd: root, stdio: 'inherit' });
await rm(templatePath);

if (release) {
  // `online.json` says whether the site plays online: the server's answer, never a kept copy.
  const all = (await files(staging)).filter((f) => f !== 'sw.js' && f !== 'online.json' && !f.startsWith('_'));
  const version = hash((await Promise.all(all.map((f) => readFile(join(staging, f))))).join('\n'));
  // A page is kept under the address it is visited at: `rules/kauri/`, not its file. The
  // games' first bundles are not kept: a page the worker answers is a returning visit's,
  // which the loader gives the game's whole bundle (web/src/whole.rs).
  const kept = all.filter((f) => !/^first-[a-z-]+-[0-9a-f]+(\.js|_bg\.wasm)$/.test(f));
  const addresses = kept.map((f) => `./${f.replace(/(^|\/)index\.html$/, '$1')}`);
  const worker = (await readFile(new URL('./sw.template.js', import.meta.url), 'utf8'))
    .replace('__VERSION__', version)
    .replace('__FILES__', JSON.stringify(addresses));
  await writeFile(join(staging, 'sw.js'), worker);
  // Last, so that each file is compressed as it ships (the worker keeps the files, not
  // their .gz twins, which only a host reads).
  await precompress(staging, await files(staging));
}
