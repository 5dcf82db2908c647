// Tessera's service worker, written by scripts/postbuild.mjs for one build.
// Every file of the build is kept in a cache named after the build, so the site (the
// rules, the boards, the computer players) works offline after one visit. Pages come
// from the network when there is one, so a new deployment shows on the next visit; the
// files a page names are content-hashed, so an old page never mixes with new files.
const CACHE = 'tessera-__VERSION__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tessera-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page: fresh when online, kept copy when not.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put('./', copy));
          return response;
        })
        .catch(() => caches.match('./')),
    );
    return;
  }
  // Hashed files never change: the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
