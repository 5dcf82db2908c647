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
// Each game's bundles are named after it: its page, `embed-<game>` and `online-<game>`.
const GAMES = Object.keys(BUNDLES).filter((name) => BUNDLES[`embed-${name}`]);
const LANGUAGES = __LANGUAGES__;
const LANGUAGE_KEY = 'tessera.lang';

// What a root fragment names (the site's addresses were once all fragments of the root,
// as clubs' pages and old links still write them): '' for the home page, `rules-<game>`
// for a game's rules (both static pages), else a bundle: `<game>`, `embed-<game>`,
// `learn-<game>`, or `home` (the embedding help and the "not found" page).
function pageFor(path) {
  if (path === '') return '';
  const [first, second, ...rest] = path.split('/');
  if (rest.length > 0) return 'home';
  if (first === 'learn') return GAMES.includes(second) ? `learn-${second}` : 'home';
  if (first === 'embed') return GAMES.includes(second) ? `embed-${second}` : 'home';
  if (!GAMES.includes(first)) return 'home';
  if (second === undefined) return first;
  return second === 'rules' ? `rules-${first}` : 'home';
}

// The site's root: the folder of the root page, which every other page names as its
// <base>; and this page's address from it (`vi/caro/`).
const root = new URL('./', document.baseURI).href;
const here = location.href.split('#')[0].split('?')[0];
const fromRoot = here.startsWith(root) ? here.slice(root.length).replace(/index\.html$/, '') : '';

// A game's page (`caro/`, `vi/caro/`), an embed's (`embed/caro/`), whose fragment is
// the game (`caro/#moves=h8`), or a game's Learn page (`learn/caro/`, `vi/learn/caro/`,
// and `embed/learn/caro/` in a frame), whose fragment is the level
// (`#stage=block&level=2`); null for the root and the static pages.
function ownPage(path) {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 1 && GAMES.includes(parts[0])) return { game: parts[0], code: 'en' };
  // A lesson or a puzzle in another site's frame (`embed/learn/caro/`).
  if (parts.length === 3 && parts[0] === 'embed' && parts[1] === 'learn' && GAMES.includes(parts[2])) {
    return { game: parts[2], embed: true, learn: true };
  }
  const [code, learn, game] = parts.length === 2 ? ['en', ...parts] : parts;
  if (parts.length <= 3 && learn === 'learn' && GAMES.includes(game)) {
    return LANGUAGES.includes(code) ? { game, code, learn: true } : null;
  }
  if (parts.length !== 2 || !GAMES.includes(parts[1])) return null;
  if (parts[0] === 'embed') return { game: parts[1], embed: true };
  return LANGUAGES.includes(parts[0]) ? { game: parts[1], code: parts[0] } : null;
}

const own = ownPage(fromRoot);

// The parts of a game's page that its first bundle leaves to the whole one, which it
// loads the page again to open, the address saying which (`#moves=h8&open=new-game`;
// web/src/whole.rs). The part is taken out of the address, and opened once the page is
// drawn.
const WHOLE_PARTS = ['new-game', 'start-more', 'embed', 'share-panel'];
function takeOpening() {
  const pairs = location.hash.replace(/^#/, '').split('&');
  const asked = pairs.find((pair) => pair.startsWith('open='));
  if (!own || own.embed || !asked) return null;
  const rest = pairs.filter((pair) => pair !== asked).join('&');
  // The whole address: a relative one would be read against the page's <base>.
  history.replaceState(history.state, '', `${location.href.split('#')[0]}${rest ? `#${rest}` : ''}`);
  return WHOLE_PARTS.find((part) => part === asked.slice('open='.length)) || null;
}
const opening = takeOpening();

const hash = location.hash.replace(/^#/, '');
// The fragment's path, without its slashes at either end, and its query.
const [path, rootQuery = ''] = hash.split('?');
const fragmentPath = own ? '' : path.replace(/^\/+|\/+$/g, '');
// The game's settings: the fragment of a game's page, the query of a root fragment.
const query = own ? hash : rootQuery;
const pairs = query.split('&').filter(Boolean);

function storage() {
  try {
    return globalThis.localStorage;
  } catch {
    return null; // Storage refused (a sandboxed frame, private modes).
  }
}

const ours = (code) => {
  const base = String(code || '').split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.includes(base) ? base : null;
};
const asked = ours(pairs.find((pair) => pair.startsWith('lang='))?.slice(5));

// The language to show, as web/src/i18n.rs chooses it: the address's `lang`, else the
// page's own (a page in a language's folder), else the visitor's earlier choice, else
// the first of the browser's that the site has.
function language() {
  let remembered = null;
  try {
    remembered = storage()?.getItem(LANGUAGE_KEY);
  } catch {}
  const folder = own && own.code !== 'en' ? own.code : null;
  return asked || folder || ours(remembered) || (navigator.languages || []).map(ours).find(Boolean) || 'en';
}

// A static page's address in `code`, from the root (web/src/site.rs, Page::path).
const prefix = (code) => (code === 'en' ? '' : `${code}/`);
// A game's page in `code` with the game `pairs`, or its Learn page with the level `pairs`
// (web/src/route.rs, `address`).
const gamePage = (game, code, pairs, learn = false) => {
  const kept = pairs.filter((pair) => !pair.startsWith('lang='));
  return `${prefix(code)}${learn ? 'learn/' : ''}${game}/${kept.length ? `#${kept.join('&')}` : ''}`;
};
// Whether this page is being left for another (it then starts nothing).
let leaving = false;
const go = (address) => {
  leaving = true;
  location.replace(new URL(address, root).href);
};

// A game played online (`caro/#online=…`), and a live game's embed
// (`embed/caro/#online=…`), have a bundle of their own (web/src/bundle.rs).
const online = pairs.some((pair) => pair.startsWith('online=')) ? `online-${own?.game}` : null;
// A game's page starts with its first bundle (the board, without the review, New game and
// the sharing panels), unless the visit wants the whole one: the review, a part the first
// bundle left to it, or a returning visitor's service worker, which keeps every bundle.
const reviewing = pairs.some((pair) => pair === 'review' || (pair.startsWith('review=') && pair !== 'review=0'));
function returning() {
  try {
    return Boolean(navigator.serviceWorker?.controller);
  } catch {
    return false; // Refused (a sandboxed frame).
  }
}
const whole = () => opening || reviewing || returning();
const gameBundle = () => (!whole() && BUNDLES[`first-${own.game}`] ? `first-${own.game}` : own.game);
const ownBundle = () =>
  own.learn ? `learn-${own.game}` : BUNDLES[online] ? online : own.embed ? `embed-${own.game}` : gameBundle();
const page = own ? ownBundle() : pageFor(fragmentPath);
const atRoot = fromRoot === '';
const bundle = page === '' || page.startsWith('rules-') ? null : BUNDLES[page];
// A game's page that the address says nothing more of than its language shows the
// first Play's question; any other shows no piece of the start until the game's bundle
// draws the link's position (style.css).
// A Learn page names its level, or opens at the first one not done yet, which the
// browser's progress may say is another than the file's.
function learning() {
  try {
    return Boolean(own?.learn && storage()?.getItem(`tessera.learn.${own.game}`));
  } catch {
    return false;
  }
}
const linked = pairs.some((pair) => !pair.startsWith('lang=')) || learning();

if (page.startsWith('rules-')) {
  // The rules had fragment addresses once (`#/kauri/rules`): they lead to the page.
  go(`${prefix(language())}rules/${page.slice('rules-'.length)}/`);
} else if (own && !own.embed && language() !== own.code) {
  // The page in the language the address asks for, or, on the English one, the visitor's.
  go(gamePage(own.game, language(), pairs, own.learn));
} else if (!own && bundle && page !== 'home') {
  // An old address of a game's page, an embed's or a Learn page's leads to it, with
  // everything kept.
  if (page.startsWith('embed-')) go(`embed/${page.slice(6)}/${query ? `#${query}` : ''}`);
  else if (page.startsWith('learn-')) go(gamePage(page.slice(6), language(), pairs, true));
  else go(gamePage(page, language(), pairs));
} else if (bundle && !own && !atRoot) {
  go(`./${location.hash}`);
} else if (own) {
  const classes = document.documentElement.classList;
  if (linked) classes.add('linked');
  if (own.embed) {
    const theme = pairs.find((pair) => pair.startsWith('theme='))?.slice(6);
    classes.add('embedded', ['dark', 'transparent'].includes(theme) ? `theme-${theme}` : 'theme-light');
  }
} else if (bundle) {
  // The static home page under the app stays hidden (style.css) and goes before it starts.
  document.documentElement.classList.add('app');
} else if (atRoot && !location.hash) {
  const code = language();
  if (code !== 'en') go(prefix(code));
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
  if (!own?.embed) return location.href;
  const kept = pairs.filter((pair) => !/^(mode|level|undo|flip|theme|origin|lang)=/.test(pair));
  return new URL(gamePage(own.game, asked || 'en', kept), root).href;
}

function failed() {
  if (document.querySelector('.load-failed')) return;
  const embedded = Boolean(own?.embed);
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

// A tap on a game's page as its file drew it, before its bundle draws its own. On the
// board at the start (the address names no moves), it is kept, and played on the board
// the bundle draws, as the same tap there (the last one, if there were several); where
// that tap alone plays a move (a Caro stone by a mouse, a Karo piece placed, a Kauri pit
// sown), the bundle plays it as it first draws the board, a task and a frame sooner. A
// choice of the first Play's question (a level, a side, the computer or a friend) is kept
// too, and made again, in order, on the question the bundle draws: a newcomer's first tap
// is often that one. The page says so meanwhile. Any other tap (the empty frame of a linked
// position, the moves' buttons) would be lost: the page says the board is still loading.
// Links work as ever.
function holdTaps() {
  let pointer = 'mouse';
  let cell = null;
  const choices = [];
  let watching = false;
  addEventListener('pointerdown', (event) => (pointer = event.pointerType || 'mouse'), true);
  const hold = (event) => {
    const drawn = event.target.closest?.('.prerendered');
    if (!drawn || event.target.closest('a[href]')) return;
    // Once the app has played the kept tap, the board drawn here is its start no more.
    const tapped = linked || own?.learn || cell?.played ? null : event.target.closest('svg.board [data-cell]')?.dataset.cell;
    const choice = event.target.closest('[data-testid="start-panel"] :is(button, input)[data-testid]')?.dataset.testid;
    // A radio shows its choice at once; anything else waits for the bundle.
    if (!choice || event.target.type !== 'radio') event.preventDefault();
    const note = tapped ? 'board-tap-kept' : choice ? 'board-choice-kept' : 'board-loading';
    for (const each of drawn.querySelectorAll('.loading-note')) each.hidden = each.dataset.testid !== note;
    if (tapped) cell = { cell: tapped, pointer };
    else if (choice) choices.push(choice);
    else return;
    // The app plays a kept tap that alone plays a move as its game's first, in its first
    // drawing, and marks it `played` (web/src/browser.rs, take_kept_tap); not after a kept
    // choice, which comes first.
    globalThis.tesseraKeptTap = choices.length ? null : cell;
    if (!watching) new MutationObserver(replay).observe(document.body, { childList: true, subtree: true });
    watching = true;
  };
  // Once the file's page is gone (replaceWhenDrawn) and the app's board is there.
  const boardCell = () => cell && document.querySelector(`svg.board [data-cell="${CSS.escape(cell.cell)}"]`);
  const chosen = (id) => document.querySelector(`[data-testid="start-panel"] [data-testid="${CSS.escape(id)}"]`);
  function replay(_, observer) {
    if (document.querySelector('.prerendered') || !document.querySelector('svg.board')) return;
    if (cell?.played) cell = null;
    if (cell && !boardCell()) return;
    observer.disconnect();
    // After the app's first effects (a board forgets a stone a touch showed once its
    // position is set), and each after the page has drawn the one before, as a person's
    // taps would come.
    const next = () => {
      if (choices.length) chosen(choices.shift())?.click();
      else if (cell && boardCell()) return tap(boardCell());
      else return;
      setTimeout(next);
    };
    setTimeout(next);
  }
  function tap(target) {
    const box = target.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    const pointer = { ...at, pointerId: 1, isPrimary: true, pointerType: cell.pointer };
    target.dispatchEvent(new PointerEvent('pointerdown', pointer));
    target.dispatchEvent(new PointerEvent('pointerup', pointer));
    target.dispatchEvent(new MouseEvent('click', at));
  }
  addEventListener('click', hold, true);
}

// Calls `then` with the first element `found` returns, once there is one.
function whenThere(found, then) {
  const look = (_, observer) => {
    const element = found();
    if (!element) return;
    observer?.disconnect();
    then(element);
  };
  ready.then(() => {
    if (found()) look();
    else new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

// Opens a part of the page (one of WHOLE_PARTS) once the bundle has drawn it, as a click
// on what opens it would (the sharing panel is a <details>), and scrolls what opened into
// view: the page scrolls a part into view only for a person's own click.
const OPENED = { embed: 'embed-dialog', 'share-panel': 'share-panel' };
function openWhenDrawn(part) {
  // Nor is the browser to scroll back to where the page was before it was loaded again.
  history.scrollRestoration = 'manual';
  const drawn = () => !document.querySelector('.prerendered') && document.querySelector(`[data-testid="${part}"]`);
  whenThere(drawn, (target) =>
    setTimeout(() => {
      if (target.tagName === 'DETAILS') target.open = true;
      else target.click();
      const opened = OPENED[part];
      if (opened) whenThere(() => document.querySelector(`[data-testid="${opened}"]`), (e) => e.scrollIntoView({ block: 'nearest' }));
    }),
  );
}

// Takes away a game's page as its file drew it (web/src/pages/game_preview.rs) once the
// bundle has drawn its own into the body: in the task that drew it, so that the first
// frame after shows the bundle's page, and no frame shows both. While the bundle draws
// nothing (it waits for its language, or opens another bundle), the file's page stays.
function replaceWhenDrawn() {
  const drawn = () => document.body.querySelector(':scope > :not(.prerendered, .crash, noscript, script)');
  whenThere(drawn, () => {
    for (const node of document.querySelectorAll('body > .prerendered')) node.remove();
  });
}

function start() {
  ready.then(() => {
    for (const node of document.querySelectorAll('body > .static-page')) node.remove();
  });
  if (own) {
    replaceWhenDrawn();
    holdTaps();
  }
  if (opening) openWhenDrawn(opening);
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
  const wanted = reviewing || pairs.some((pair) => /^computer=.+$/.test(pair));
  const game = own && !own.embed && !online ? own.game : null;
  if (!game || !wanted || typeof Worker === 'undefined') return;
  try {
    const early = { game, worker: new Worker(`./ai-${game}_loader.js`), said: [] };
    early.worker.onmessage = (event) => early.said.push(event.data);
    globalThis.tesseraComputer = early;
  } catch {
    // The page starts its own when it needs one.
  }
}

if (leaving) {
  // The next page loads its own.
} else if (bundle && (own || atRoot)) {
  fetchLanguage();
  startComputerEarly();
  start();
} else if (!bundle) {
  ready.then(staticPage);
  // The root's links to a game (`#/caro`) stay in this document: it opens their page.
  if (atRoot) addEventListener('hashchange', () => location.reload());
}
