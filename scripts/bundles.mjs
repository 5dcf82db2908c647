// Trunk's pre-build hook: writes the bundles' <link data-trunk> tags of index.html from the
// one list of bundles, the entry points in web/src/bin/ (web/src/bundle.rs): `home` is
// Trunk's main app, `ai-<game>` a game's computer player (a worker with a loader), every
// other one a page's bundle, built like a worker and started by scripts/boot.template.js.
// The file is written only when the tags change, so that a build of an unchanged tree
// leaves it alone (and `trunk serve` does not see a change of its own making).
//
// Then it builds every bundle's wasm in one cargo run. Trunk runs cargo once a bundle, one
// after another, and each bundle's link (the whole program, one codegen unit) has one core
// to itself; in one run cargo links them side by side on every core, and Trunk's own runs
// then find them built (docs/tests.md).
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const index = new URL('index.html', root);
const START = '<!-- bundles: written by scripts/bundles.mjs from web/src/bin/ -->';
const END = '<!-- end of bundles -->';

async function bundles() {
  const files = await readdir(new URL('web/src/bin/', root));
  return files.filter((f) => f.endsWith('.rs')).map((f) => f.slice(0, -3)).sort();
}

function tags(names) {
  return names.map((name) => {
    const kind = name === 'home' ? '' : name.startsWith('ai-') ? ' data-type="worker" data-loader-shim' : ' data-type="worker"';
    // wasm-opt runs in scripts/postbuild.mjs, on every bundle at once.
    return `<link data-trunk rel="rust" href="web/Cargo.toml" data-bin="${name}"${kind} data-wasm-opt="0" />`;
  });
}

const html = await readFile(index, 'utf8');
const start = html.indexOf(START);
const end = html.indexOf(END);
if (start < 0 || end < start) throw new Error(`index.html lacks the bundle markers: ${START} … ${END}`);
const indent = html.slice(html.lastIndexOf('\n', start) + 1, start);
const names = await bundles();
const block = [START, ...tags(names), END].join(`\n${indent}`);
const next = html.slice(0, start) + block + html.slice(end + END.length);
if (next !== html) await writeFile(index, next);

const profile = process.env.TRUNK_PROFILE === 'release' ? ['--release'] : [];
const bins = names.flatMap((name) => ['--bin', name]);
execFileSync('cargo', ['build', '--locked', '--target', 'wasm32-unknown-unknown', '-p', 'tessera-web', ...profile, ...bins], {
  cwd: root,
  stdio: 'inherit',
});
