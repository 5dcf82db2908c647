// Tessera's loader, written by scripts/postbuild.mjs for one build: it opens the wasm
// bundle that draws the page the address names (web/src/bundle.rs has the same rule),
// so that a visitor downloads the home page, one game or one embedded board, never the
// whole site.
const BUNDLES = __BUNDLES__;
// The languages' files, for the site to fetch the one it shows (web/src/i18n/load.rs).
globalThis.tesseraLocales = __LOCALES__;
// Each game's bundles are named after it: its page, `rules-<game>` and `embed-<game>`.
const GAMES = Object.keys(BUNDLES).filter((name) => BUNDLES[`embed-${name}`]);

// `#/<game>`, `#/<game>/rules` and `#/embed/<game>`; anything else is the home
// bundle's (its "not found" page among them).
function bundleFor(fragment) {
  const path = fragment.replace(/^#/, '').split('?')[0].replace(/^\/+|\/+$/g, '');
  const [first, second, ...rest] = path.split('/');
  if (rest.length > 0) return 'home';
  if (first === 'embed') return GAMES.includes(second) ? `embed-${second}` : 'home';
  if (!GAMES.includes(first)) return 'home';
  if (second === undefined) return first;
  return second === 'rules' ? `rules-${first}` : 'home';
}

const bundle = BUNDLES[bundleFor(location.hash)];
if (bundle.module) {
  // The home page's bundle is an ES module (Trunk's main app).
  import(bundle.js).then((glue) => glue.default({ module_or_path: bundle.wasm }));
} else {
  // A game's bundle defines the global `wasm_bindgen`.
  const script = document.createElement('script');
  script.src = bundle.js;
  script.onload = () => wasm_bindgen({ module_or_path: bundle.wasm });
  document.head.append(script);
}
