// Tessera's loader, written by scripts/postbuild.mjs for one build: it opens the wasm
// bundle that draws the page the address names (web/src/bundle.rs has the same rule),
// so that a visitor downloads the home page or one game, never the whole site.
const BUNDLES = __BUNDLES__;
// The languages' files, for the site to fetch the one it shows (web/src/i18n/load.rs).
globalThis.tesseraLocales = __LOCALES__;
const GAMES = {
  'caro': 'caro',
  'karo-four': 'karo-four',
  'karo-jumpers': 'karo-jumpers',
  'kauri': 'kauri',
  'azacru': 'azacru',
};

function bundleFor(fragment) {
  const path = fragment.replace(/^#/, '').split('?')[0].replace(/^\/+|\/+$/g, '');
  const parts = path.split('/');
  const game = parts[0] === 'embed' ? parts[1] : parts[0];
  return GAMES[game] || 'home';
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
