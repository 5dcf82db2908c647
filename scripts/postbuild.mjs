// Trunk's post-build hook: turns the staged bundle into one a strict Content Security
// Policy allows and that works offline.
//
// - Trunk writes its loader as an inline <script type="module">; it moves into a file of
//   its own (boot-<hash>.js), so that the policy needs no 'unsafe-inline'.
// - In release builds, the policy goes into the page, and sw.js is written: a service
//   worker that keeps every file of this build, named by a hash of them all.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

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

const indexPath = join(staging, 'index.html');
let index = await readFile(indexPath, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/;
const loader = index.match(inline);
if (loader) {
  const name = `boot-${hash(loader[1])}.js`;
  await writeFile(join(staging, name), loader[1].trim() + '\n');
  index = index.replace(inline, `<script type="module" src="./${name}"></script>`);
}

if (release) {
  const policy = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  index = index.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}
await writeFile(indexPath, index);

if (release) {
  const all = (await files(staging)).filter((f) => f !== 'sw.js' && !f.startsWith('_'));
  const version = hash((await Promise.all(all.map((f) => readFile(join(staging, f))))).join('\n'));
  const worker = (await readFile(new URL('./sw.template.js', import.meta.url), 'utf8'))
    .replace('__VERSION__', version)
    .replace('__FILES__', JSON.stringify(['./', ...all.map((f) => `./${f}`)]));
  await writeFile(join(staging, 'sw.js'), worker);
}
