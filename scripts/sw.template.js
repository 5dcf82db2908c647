// Tessera's service worker, written by scripts/postbuild.mjs for one build.
// Every file of the build is kept in a cache named after the build, so the site (the
// rules, the boards, the computer players) works offline after one visit. Pages come
// from the network when there is one, so a new deployment shows on the next visit; the
// files a page names are content-hashed, so an old page never mixes with new files. A new
// build's worker does not take over pages that are open: it waits until the last page of
// the old build is closed, so that those pages keep finding their own files (a computer
// player's worker, a language) in the old build's cache until then.
const CACHE = 'tessera-__VERSION__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tessera-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && ours) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(page.href, copy));
          }
          return response;
        })
        .catch(() => caches.match(page.href).then((kept) => kept || caches.match('./'))),
    );
    return;
  }
  // Hashed files never change: the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
