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
    // The page: fresh when online, kept copy when not. Only the site's page itself is
    // kept, and only when it came whole: a 404 or a server error never replaces it.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const page = new URL(request.url);
          const site = new URL('./', self.location.href);
          const isSitePage = page.pathname === site.pathname || page.pathname === `${site.pathname}index.html`;
          if (response.ok && isSitePage) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('./', copy));
          }
          return response;
        })
        .catch(() => caches.match('./')),
    );
    return;
  }
  // Hashed files never change: the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
