// Writes `<file>.gz` beside each text and wasm file of a release build. The bundles (wasm
// and glue) are compressed with Zopfli, gzip that any browser reads and about 6 % smaller
// than gzip -9 (Caro's wasm: 219.9 → 208.0 KB), which is time a phone waits on its first
// visit; the rest with gzip -9, as Zopfli takes a second for each page's HTML to gain
// 1.6 KB. A host that serves precompressed files (nginx's gzip_static, Caddy's
// `precompressed`, tessera-server) sends them as they are; any other host compresses on
// the fly as before.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { constants, gzipSync } from 'node:zlib';
import zopfli from '@gfx/zopfli';

/** What is worth compressing: text and wasm (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.json', '.svg', '.ftl', '.webmanifest', '.xml', '.txt']);
// What Zopfli compresses; one iteration, as more take twice the time for under 0.2 %
// (measured on Caro's wasm).
const BUNDLE = new Set(['.wasm', '.js']);
const OPTIONS = { numiterations: 1 };
// Smaller files gain nothing worth a request's header.
const SMALLEST = 1024;

/** Compresses one file (a path under `dir`), if it is worth it. */
async function compress(dir, file) {
  const path = join(dir, file);
  const text = await readFile(path);
  if (text.length < SMALLEST) return;
  const packed = BUNDLE.has(extname(file))
    ? await zopfli.gzipAsync(text, OPTIONS)
    : gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(`${path}.gz`, packed);
}

/**
 * Compresses `files` (paths under `dir`) that are worth it, on every core: Zopfli is a
 * second or more a bundle, and the site has dozens (docs/tests.md).
 */
export async function precompress(dir, files) {
  const wanted = files.filter((name) => COMPRESSIBLE.has(extname(name)));
  const cores = Math.max(1, availableParallelism());
  // Largest first, dealt round: each worker gets a share of the big ones.
  const sizes = new Map(await Promise.all(wanted.map(async (f) => [f, (await stat(join(dir, f))).size])));
  wanted.sort((a, b) => sizes.get(b) - sizes.get(a));
  const shares = Array.from({ length: cores }, (_, i) => wanted.filter((_, j) => j % cores === i));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((done, failed) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { dir, files: share } });
          worker.on('message', done);
          worker.on('error', failed);
        }),
    ),
  );
}

if (!isMainThread) {
  for (const file of workerData.files) await compress(workerData.dir, file);
  parentPort.postMessage('done');
}
