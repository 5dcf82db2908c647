// Tessera's loader, written by scripts/postbuild.mjs for one build, and named by every
// page of it. The home page and the rules are static pages (web/src/site.rs) that need no
// WebAssembly; what moves lives in the `#` fragment of the site's root page, and the
// loader opens the one wasm bundle that draws it (web/src/bundle.rs has the same rule),
// so that a visitor downloads one game or one embedded board, never the whole site. It
// runs in the page's head, before the body is drawn.
const BUNDLES = __BUNDLES__;
// The languages' files, for the site to fetch the one it shows (web/src/i18n/load.rs).
globalThis.tesseraLocales = __LOCALES__;
// Whether this build works offline (release builds have a service worker).
const OFFLINE = __OFFLINE__;
// Each game's bundles are named after it: its page and `embed-<game>`.
const GAMES = Object.keys(BUNDLES).filter((name) => BUNDLES[`embed-${name}`]);
const LANGUAGES = __LANGUAGES__;
const LANGUAGE_KEY = 'tessera.lang';

// What the fragment names: '' for the home page, `rules-<game>` for a game's rules (both
// static pages), else a bundle: `<game>`, `embed-<game>`, or `home` (the embedding help
// and the "not found" page).
function pageFor(path) {
  if (path === '') return '';
  const [first, second, ...rest] = path.split('/');
  if (rest.length > 0) return 'home';
  if (first === 'embed') return GAMES.includes(second) ? `embed-${second}` : 'home';
  if (!GAMES.includes(first)) return 'home';
  if (second === undefined) return first;
  return second === 'rules' ? `rules-${first}` : 'home';
}

// The fragment's path, without its slashes at either end, and its query.
const [path, query = ''] = location.hash.replace(/^#/, '').split('?');
const fragmentPath = path.replace(/^\/+|\/+$/g, '');

function storage() {
  try {
    return globalThis.localStorage;
  } catch {
    return null; // Storage refused (a sandboxed frame, private modes).
  }
}

// The language to show, as web/src/i18n.rs chooses it: the address's `lang`, else the
// visitor's earlier choice, else the first of the browser's that the site has.
function language() {
  const ours = (code) => {
    const base = String(code || '').split(/[-_]/)[0].toLowerCase();
    return LANGUAGES.includes(base) ? base : null;
  };
  const asked = query.split('&').find((pair) => pair.startsWith('lang='))?.slice(5);
  let remembered = null;
  try {
    remembered = storage()?.getItem(LANGUAGE_KEY);
  } catch {}
  return ours(asked) || ours(remembered) || (navigator.languages || []).map(ours).find(Boolean) || 'en';
}

// A static page's address in `code`, from the root (web/src/site.rs, Page::path).
const prefix = (code) => (code === 'en' ? '' : `${code}/`);

const page = pageFor(fragmentPath);
// The site's root page (the English home page) is the one that holds the fragment's
// pages; every other page names the root as its <base>.
const atRoot = new URL('./', document.baseURI).href === new URL('./', location.href).href;
const bundle = page === '' || page.startsWith('rules-') ? null : BUNDLES[page];

if (page.startsWith('rules-')) {
  // The rules had fragment addresses once (`#/kauri/rules`): they lead to the page.
  location.replace(`${prefix(language())}rules/${page.slice('rules-'.length)}/`);
} else if (bundle && !atRoot) {
  location.replace(`./${location.hash}`);
} else if (bundle) {
  // The static home page under the app stays hidden (style.css) and goes before it starts.
  document.documentElement.classList.add('app');
} else if (atRoot && !location.hash) {
  const code = language();
  if (code !== 'en') location.replace(prefix(code));
}

// Every static page: the language links remember the choice, Continue shows where a game
// is saved that has not ended (web/src/storage.rs marks an ended one `over: yes`), and
// the site is kept for offline use.
function staticPage() {
  for (const link of document.querySelectorAll('[data-testid="languages"] a[hreflang]')) {
    link.addEventListener('click', () => {
      try {
        storage()?.setItem(LANGUAGE_KEY, link.hreflang);
      } catch {}
    });
  }
  const store = storage();
  const keys = [];
  try {
    for (let i = 0; store && i < store.length; i++) keys.push(store.key(i));
  } catch {}
  const unfinished = (key) => {
    try {
      return !/^over: yes$/m.test(store.getItem(key) || '');
    } catch {
      return false;
    }
  };
  for (const link of document.querySelectorAll('[data-continue]')) {
    const saved = `tessera.save.${link.dataset.continue}.`;
    if (keys.some((key) => key?.startsWith(saved) && unfinished(key))) link.hidden = false;
  }
  if (OFFLINE && 'serviceWorker' in navigator) {
    // A refusal (private mode, a host without HTTPS) only means no offline copy.
    navigator.serviceWorker.register('./sw.js').catch(() => {});
  }
}

const ready = new Promise((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', resolve, { once: true });
});

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

// A page's language file is fetched beside its wasm, not after it (web/src/i18n/load.rs
// takes it).
function fetchLanguage() {
  const code = language();
  const address = globalThis.tesseraLocales[code];
  if (code === 'en' || !address) return;
  const text = fetch(address).then((r) => (r.ok ? r.text() : Promise.reject(r.status)));
  text.catch(() => {});
  globalThis.tesseraLanguage = { code, text };
}

function start() {
  ready.then(() => {
    for (const node of document.querySelectorAll('body > .static-page')) node.remove();
  });
  if (!('WebAssembly' in globalThis)) {
    ready.then(failed);
    return;
  }
  // The wasm is asked for now, beside its glue script rather than after it; the glue
  // compiles it as it streams in.
  const wasm = fetch(bundle.wasm);
  wasm.catch(() => {});
  if (bundle.module) {
    // The home bundle is an ES module (Trunk's main app).
    Promise.all([import(bundle.js), ready])
      .then(([glue]) => glue.default({ module_or_path: wasm }))
      .catch(() => ready.then(failed));
  } else {
    // A game's bundle defines the global `wasm_bindgen`.
    const script = document.createElement('script');
    script.src = bundle.js;
    script.onload = () => ready.then(() => wasm_bindgen({ module_or_path: wasm })).catch(failed);
    script.onerror = () => ready.then(failed);
    document.head.append(script);
  }
}

// A game page whose address wants the computer at once (its review, or a computer seat)
// starts the game's AI worker now, so that it loads beside the page rather than after it;
// the page takes it over (web/src/hooks/use_computer.rs), with what it said meanwhile.
function startComputerEarly() {
  const wanted = query.split('&').some((pair) => /^(review(=1)?|computer=.+)$/.test(pair));
  if (!GAMES.includes(page) || !wanted || typeof Worker === 'undefined') return;
  try {
    const early = { game: page, worker: new Worker(`./ai-${page}_loader.js`), said: [] };
    early.worker.onmessage = (event) => early.said.push(event.data);
    globalThis.tesseraComputer = early;
  } catch {
    // The page starts its own when it needs one.
  }
}

if (bundle && atRoot) {
  fetchLanguage();
  startComputerEarly();
  start();
} else if (!bundle) {
  ready.then(staticPage);
  // The root's links to a game (`#/caro`) stay in this document: it opens their page.
  if (atRoot) addEventListener('hashchange', () => location.reload());
}
