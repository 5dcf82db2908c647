// Tessera's service worker, written by scripts/postbuild.mjs for one build.
// Every file of the build is kept in a cache named after the build, so the site (the
// rules, the boards, the computer players) works offline after one visit. Pages come
// from the network when it answers within PATIENCE, so a new deployment shows on the next
// visit, and from the cache when it does not, so a slow network never holds a returning
// visitor's board (the fresh page then replaces the kept one for the next visit); the
// files a page names are content-hashed, so an old page never mixes with new files. A new
// build's worker does not take over pages that are open: it waits until the last page of
// the old build is closed, so that those pages keep finding their own files (a computer
// player's worker, a language) in the old build's cache until then.
//
// The same worker, registered for `embed/` by an embedded board, keeps only what its
// boards fetch (a board on another site leaves no more behind than it used), in a cache
// of its own.
const EMBED = new URL('./embed/', self.location.href).href === self.registration.scope;
const KIND = EMBED ? 'tessera-embed-' : 'tessera-';
const CACHE = `${KIND}__VERSION__`;
const FILES = __FILES__;
// How long a page waits for the network before the kept copy is shown (ms).
const PATIENCE = 300;

self.addEventListener('install', (event) => {
  if (!EMBED) event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

/** Whether a cache is an older one of this worker's kind (the site's and the embeds' are apart). */
const older = (key) => key !== CACHE && key.startsWith(KIND) && (EMBED || !key.startsWith('tessera-embed-'));

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter(older).map((k) => caches.delete(k)))));
});

const waited = (ms) => new Promise((done) => setTimeout(done, ms));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Online play (`api/`, and `online.json`, which says whether there is any) is the
  // server's, live: never a kept copy. Offline, the server cannot be reached.
  const path = new URL(request.url).pathname;
  const site = new URL('./', self.location.href).pathname;
  if (path.startsWith(`${site}api`)) return;
  if (path === `${site}online.json`) {
    const none = () => new Response('{"protocol":null,"offline":true}', { headers: { 'content-type': 'application/json' } });
    event.respondWith(fetch(request).catch(none));
    return;
  }
  if (request.mode === 'navigate') {
    // A page: fresh when online, kept copy when not. The site's pages are its root (the
    // home page and every game) and the static pages in folders (`rules/kauri/`); each is
    // kept under its folder's address, and only when it came whole: a 404 or a server
    // error never replaces it.
    const page = new URL(request.url);
    page.hash = '';
    page.search = '';
    page.pathname = page.pathname.replace(/index\.html$/, '');
    const site = new URL('./', self.location.href);
    const ours = page.href.startsWith(site.href) && page.pathname.endsWith('/');
    const fresh = fetch(request).then((response) => {
      if (response.ok && ours) {
        const copy = response.clone();
        return caches
          .open(CACHE)
          .then((cache) => cache.put(page.href, copy))
          .then(() => response, () => response);
      }
      return response;
    });
    const kept = () => caches.match(page.href, { cacheName: CACHE });
    const fallback = () => kept().then((copy) => copy || caches.match('./'));
    event.respondWith(
      Promise.race([fresh.catch(() => null), waited(PATIENCE).then(() => undefined)]).then((answer) => {
        if (answer) return answer;
        if (answer === null) return fallback();
        // The network is slow: the kept page now, the fresh one kept for next time.
        return kept().then((copy) => {
          if (!copy) return fresh.catch(fallback);
          event.waitUntil(fresh.catch(() => {}));
          return copy;
        });
      }),
    );
    return;
  }
  // Hashed files never change: the cache first. An embed's worker keeps what it fetched.
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (EMBED && response.ok && new URL(request.url).origin === self.location.origin) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});
