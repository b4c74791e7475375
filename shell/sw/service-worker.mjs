// The site's service worker (built to /sw.js by the shell's build). Runtime caching only, no list of files at build
// time: the shell knows no remote when it is built, and a release of a remote is a change of remotes.json.
// - Pages are asked of the network first (fresh listings); without a connection the copy kept from the last visit
//   (30 days at most) is shown, else the offline page.
// - Files whose name carries their content's hash (the shell's and every remote's chunks) never change: kept on
//   first use, served from the cache afterwards.
// - What names the current release (remotes.json, the composition, each remote's manifest and remoteEntry.js) is
//   asked of the network first: a release or a rollback reaches the next page as soon as there is a connection; the
//   cached copy only serves when there is none.
// - Photos are kept on first view (a listing's main photo opens offline).
// - A signed-in member's favourites (GET /api/v1/user/favourites) are asked of the network first and the last
//   answer kept in a private cache, so that their page reads offline; the favourites page also asks the worker to
//   keep its favourite listings' pages and main photos. Private: forgotten with the kept pages when the session ends.
// - Push notifications (new messages, visit decisions, search alerts) are shown; a click opens their page in a tab of
//   the site, or a new window.
// Every cache is bounded (entries and age); the whole is bounded by the browser's quota for the origin.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

const DAY_S = 24 * 60 * 60;
const VERSION = 'v1';
const CACHES = {
  pages: `immo237-pages-${VERSION}`,
  files: `immo237-files-${VERSION}`,
  entries: `immo237-entries-${VERSION}`,
  photos: `immo237-photos-${VERSION}`,
  offline: `immo237-offline-${VERSION}`,
  // What belongs to the signed-in account (its favourites' answer): dropped at the session's end.
  private: `immo237-private-${VERSION}`,
};
/** The account's answers kept for reading offline (each a GET of the API, same origin). */
const PRIVATE_READS = new Set(['/api/v1/user/favourites']);
// The site's bound for what it keeps (OFFLINE_CACHE_MB, given to the worker by its address: /sw.js?cacheMb=50).
const LIMIT_BYTES = (Number(new URL(self.location.href).searchParams.get('cacheMb')) || 50) * 1024 * 1024;
const OFFLINE_PAGES = { fr: '/offline.html', en: '/offline.en.html' };
const OFFLINE_FILES = [...Object.values(OFFLINE_PAGES), '/offline.css', '/offline.js'];
const HASHED = /\.[0-9a-f]{10}\.(?:js|css|png|jpe?g|webp|svg|avif|woff2?)$/;
const RELEASE_FILES =
  /(?:\/remotes\.json|\/composition\.json|\/mf-manifest\.json|\/mf-routes\.json|\/remoteEntry\.js)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHES.offline).then((cache) => cache.addAll(OFFLINE_FILES)));
  self.skipWaiting();
});
clientsClaim();

self.addEventListener('activate', (event) => {
  // Caches of an earlier version of this worker go.
  const current = new Set(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('immo237-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page asks the worker to forget what belongs to a session (at logout): kept pages may show a signed-in header.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'immo237:forget-private')
    event.waitUntil(Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.private)]));
});

/** The payload of a push, or nothing when it is not the site's JSON. */
const pushData = (event) => {
  try {
    return event.data?.json() ?? {};
  } catch {
    return {};
  }
};

// A push from the site (already decrypted by the browser): { title, body, url }, shown with the site's icon. One
// notification per page: a newer one about the same discussion replaces the one still shown.
self.addEventListener('push', (event) => {
  const data = pushData(event);
  const url =
    typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(
      typeof data.title === 'string' && data.title ? data.title : 'Immo237',
      {
        body: typeof data.body === 'string' ? data.body : '',
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        tag: url,
        renotify: true,
        data: { url },
      },
    ),
  );
});

// A click on a notification: a tab of the site already open is focused and taken to its page (the thread, the visits,
// the search); without one, a new window opens on it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus().catch(() => tab);
        if (new URL(focused.url).href === target) return;
        const moved = await focused.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/** A cross-origin script (a remote's chunk) asked for as a CORS request: cached as a readable response, not an
 * opaque one (which browsers count as several megabytes against the quota). The remotes allow any origin. */
const corsRequest = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

/**
 * Past the bound, the oldest photos then the oldest pages go (a cache's keys are in the order they were put) until
 * the origin's storage is under it again.
 */
let trimming = null;
async function trimToLimit() {
  const estimate = await navigator.storage?.estimate?.();
  let usage = estimate?.usage ?? 0;
  for (const name of [CACHES.photos, CACHES.pages, CACHES.files]) {
    if (usage <= LIMIT_BYTES) return;
    const cache = await caches.open(name);
    const keys = await cache.keys();
    for (const request of keys) {
      if (usage <= LIMIT_BYTES) return;
      const response = await cache.match(request);
      const size = response ? (await response.clone().arrayBuffer()).byteLength : 0;
      await cache.delete(request);
      usage -= size;
    }
  }
}
const bounded = {
  cacheDidUpdate: async () => {
    trimming ??= trimToLimit().finally(() => {
      trimming = null;
    });
    await trimming;
  },
};

// The offline page and its two files: fresh when online, from the cache otherwise.
registerRoute(
  ({ url }) => url.origin === self.location.origin && OFFLINE_FILES.includes(url.pathname),
  new NetworkFirst({ cacheName: CACHES.offline }),
);

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  // A page kept is the page, whichever encoding or header variant it was sent in.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    bounded,
  ],
});
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/uploads/'),
  pages,
);

// The member's favourites: the network's answer when there is one (kept, one per address), the last one kept
// offline. Only a full answer (200) is kept: a refusal (401, the session over) never replaces it.
const privateReads = new NetworkFirst({
  cacheName: CACHES.private,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 10 })],
});
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && PRIVATE_READS.has(url.pathname),
  privateReads,
);

const releaseFiles = new NetworkFirst({
  cacheName: CACHES.entries,
  plugins: [
    corsRequest,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 40 }),
  ],
});
const hashedFiles = new CacheFirst({
  cacheName: CACHES.files,
  plugins: [
    corsRequest,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    bounded,
  ],
});
const photos = new CacheFirst({
  cacheName: CACHES.photos,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    bounded,
  ],
});

/** How a file of the site (not a page) is kept, or null when it is not. */
function strategyFor(url) {
  if (RELEASE_FILES.test(url.pathname)) return releaseFiles;
  if (HASHED.test(url.pathname)) return hashedFiles;
  if (url.origin === self.location.origin && url.pathname.startsWith('/uploads/')) return photos;
  return null;
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && strategyFor(url) !== null,
  ({ url, request, event }) => strategyFor(url).handle({ request, event }),
);

// The page that installed the worker loaded its files before the worker could keep them: it sends their addresses
// and its own once the worker controls it, and they are kept as if they had just been asked for.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'immo237:keep') return;
  const { page, files } = event.data;
  const jobs = [];
  if (typeof page === 'string' && new URL(page).origin === self.location.origin)
    jobs.push(pages.handle({ request: new Request(page, { credentials: 'same-origin' }), event }));
  // Pages to read offline later (the favourite listings): each kept once, with its main photo.
  for (const other of Array.isArray(event.data.pages) ? event.data.pages.slice(0, 40) : []) {
    if (typeof other === 'string') jobs.push(keepPageAndPhoto(other, event));
  }
  for (const file of Array.isArray(files) ? files.slice(0, 200) : []) {
    let url;
    try {
      url = new URL(file);
    } catch {
      continue;
    }
    const strategy = strategyFor(url);
    if (strategy) jobs.push(strategy.handle({ request: new Request(url.href), event }));
  }
  event.waitUntil(Promise.allSettled(jobs));
});

/** The candidates of the page's main photo (the `fetchpriority="high"` image of its markup), at most three. */
function mainPhotoOf(html, base) {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!tag) return [];
  const attribute = (name) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  const candidates = (attribute('srcset') ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
  const src = attribute('src');
  if (src) candidates.push(src);
  return [...new Set(candidates)].slice(0, 3).map((address) => new URL(address, base));
}

/** Keeps a page of the site not kept yet (one fetch), then its main photo. */
async function keepPageAndPhoto(address, event) {
  let url;
  try {
    url = new URL(address, self.location.origin);
  } catch {
    return;
  }
  if (url.origin !== self.location.origin || !/^\/(?:en\/)?details\//.test(url.pathname)) return;
  const request = new Request(url.href, { credentials: 'same-origin' });
  const cache = await caches.open(CACHES.pages);
  let response = await cache.match(request, { ignoreVary: true });
  if (!response) response = await pages.handle({ request, event }).catch(() => null);
  if (!response?.ok) return;
  const html = await response.clone().text();
  await Promise.allSettled(
    mainPhotoOf(html, url.href)
      .filter((photo) => strategyFor(photo) === photos)
      .map((photo) => photos.handle({ request: new Request(photo.href), event })),
  );
}

// A page that is neither online nor kept: the offline page, in the page's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const english = /^\/en(?:\/|$)/.test(url.pathname);
  const offline = await caches.match(english ? OFFLINE_PAGES.en : OFFLINE_PAGES.fr);
  return offline ?? Response.error();
});
