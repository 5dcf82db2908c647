// Writes `<file>.gz` beside each text and wasm file of a release build. The bundles (wasm
// and glue) are compressed with Zopfli, gzip that any browser reads and about 6 % smaller
// than gzip -9 (Caro's wasm: 219.9 → 208.0 KB), which is time a phone waits on its first
// visit; the rest with gzip -9, as Zopfli takes a second for each page's HTML to gain
// 1.6 KB. A host that serves precompressed files (nginx's gzip_static, Caddy's
// `precompressed`, tessera-server) sends them as they are; any other host compresses on
// the fly as before.
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
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

/** Compresses `files` (paths under `dir`) that are worth it. */
export async function precompress(dir, files) {
  for (const file of files.filter((name) => COMPRESSIBLE.has(extname(name)))) {
    const path = join(dir, file);
    const text = await readFile(path);
    if (text.length < SMALLEST) continue;
    const packed = BUNDLE.has(extname(file))
      ? await zopfli.gzipAsync(text, OPTIONS)
      : gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
    await writeFile(`${path}.gz`, packed);
  }
}
