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

// A game page whose address wants the computer at once (its review, or a computer seat)
// starts the game's AI worker now, so that it loads beside the page rather than after it;
// the page takes it over (web/src/hooks/use_computer.rs), with what it said meanwhile.
(function startComputerEarly() {
  const [path, query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const wanted = query.split('&').some((pair) => /^(review(=1)?|computer=.+)$/.test(pair));
  if (!GAMES.includes(path) || !wanted || typeof Worker === 'undefined') return;
  try {
    const early = { game: path, worker: new Worker(`./ai-${path}_loader.js`), said: [] };
    early.worker.onmessage = (event) => early.said.push(event.data);
    globalThis.tesseraComputer = early;
  } catch {
    // The page starts its own when it needs one.
  }
})();

// Never a blank page: when the bundle cannot run (no WebAssembly, offline on a first
// visit, or, in a sandboxed frame on another site, a server that does not send
// `Access-Control-Allow-Origin`), one sentence says so, with a link that opens the same
// board or page on the site itself, in a new tab.
/** The address of this page on the site: for an embed, its game without the embed's settings. */
function siteAddress() {
  if (!location.hash.startsWith('#/embed/')) return location.href;
  const [game, query = ''] = location.hash.slice('#/embed/'.length).split('?');
  const kept = query.split('&').filter((pair) => pair && !/^(mode|level|undo|flip|theme|origin)=/.test(pair));
  return `${location.href.split('#')[0]}#/${game}${kept.length ? `?${kept.join('&')}` : ''}`;
}

function failed() {
  if (document.querySelector('.load-failed')) return;
  const embedded = location.hash.startsWith('#/embed/');
  const reason = !('WebAssembly' in globalThis)
    ? 'This browser cannot show Tessera’s boards: it does not run WebAssembly.'
    : navigator.onLine === false
      ? 'This board cannot be loaded: the device is offline.'
      : embedded
        ? 'This board cannot be loaded here: the site it comes from does not allow it (its server must send Access-Control-Allow-Origin).'
        : 'This page could not be loaded.';
  const message = document.createElement('p');
  message.className = 'load-failed';
  message.setAttribute('role', 'alert');
  message.append(reason, ' ');
  const link = document.createElement('a');
  link.href = siteAddress();
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = embedded ? 'Open it on Tessera' : 'Try again';
  message.append(link);
  document.body.prepend(message);
}

if (!('WebAssembly' in globalThis)) {
  failed();
} else if (bundle.module) {
  // The home page's bundle is an ES module (Trunk's main app).
  import(bundle.js).then((glue) => glue.default({ module_or_path: bundle.wasm })).catch(failed);
} else {
  // A game's bundle defines the global `wasm_bindgen`.
  const script = document.createElement('script');
  script.src = bundle.js;
  script.onload = () => Promise.resolve(wasm_bindgen({ module_or_path: bundle.wasm })).catch(failed);
  script.onerror = failed;
  document.head.append(script);
}
