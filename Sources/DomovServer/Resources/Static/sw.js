// Domov service worker, served at /sw.js (scope "/").
// - /static/* : stale-while-revalidate: answered from the cache at once, and refreshed from
//               the network behind it, so a changed file reaches the device on the next load
//               without anyone remembering to bump a version. Pages link to versioned names
//               (app.css?v=…); when a new version is stored, the older ones of that file go.
// - navigations: network-first; when the network fails, /static/offline.html.
//   Signed-in HTML pages are never stored, so nothing private is left on the device after sign-out.
// - POST (and every non-GET), /api/ and cross-origin requests are never touched or cached.
// - /phrasebook/* : the exception to the rule above, because a traveller abroad is often
//               offline: pages and packs are network-first and kept in their own cache once
//               visited (phrasebook.js also stores the visited pack's menu pages and its
//               offline.json, from which it translates and fills slots offline); offline, the
//               stored page answers, for any selection of words (phrasebook.js redraws it for the
//               address). The cache holds the pack's phrases, the household's own and the
//               person's favourites and recent phrases (their pages and offline.json), and is
//               dropped when they sign out (a POST to /logout passes through here). Favourites
//               changed offline wait in localStorage (phrasebook.js) until the server answers.
// - push / notificationclick for notifications.
"use strict";

const VERSION = "1";
const CACHE_PREFIX = "domov-";
const STATIC_CACHE = `${CACHE_PREFIX}static-v${VERSION}`;
const OFFLINE_URL = "/static/offline.html";
const PHRASEBOOK_CACHE = `${CACHE_PREFIX}phrasebook-v1`;

// Needed to draw the offline page; installation fails without them.
const REQUIRED = [OFFLINE_URL, "/static/app.css", "/static/icons/icon.svg"];
// Nice to have up front; failures here are ignored.
const OPTIONAL = [
  "/static/app.js",
  "/static/icons/icon-192.png",
  "/static/icons/planner.svg",
  "/static/icons/chores.svg",
  "/static/icons/name-days.svg",
  "/static/icons/meals.svg",
  "/static/icons/phrasebook.svg",
];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(STATIC_CACHE);
    await cache.addAll(REQUIRED);
    await Promise.all(OPTIONAL.map((url) => cache.add(url).catch(() => undefined)));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== STATIC_CACHE && name !== PHRASEBOOK_CACHE)
      .map((name) => caches.delete(name)));
    if (self.registration.navigationPreload) {
      try { await self.registration.navigationPreload.enable(); } catch { /* not supported */ }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/logout") {
    event.waitUntil(caches.delete(PHRASEBOOK_CACHE));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/api/")) return;

  if (url.pathname === "/phrasebook" || url.pathname.startsWith("/phrasebook/")) {
    event.respondWith(phrasebookNetworkFirst(event, request));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirstNavigation(event));
  } else if (url.pathname.startsWith("/static/")) {
    event.respondWith(staleWhileRevalidate(event, request));
  }
});

async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === "basic") {
      await cache.put(request, response.clone());
      await dropOtherVersions(cache, request);
    }
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  try {
    return await refresh;
  } catch (error) {
    return new Response("", { status: 503, statusText: "Offline" });
  }
}

// /static/app.css?v=new replaces /static/app.css?v=old; the plain name (the offline page's) stays.
async function dropOtherVersions(cache, request) {
  const url = new URL(request.url);
  if (!url.searchParams.has("v")) return;
  const stored = await cache.keys();
  await Promise.all(stored
    .map((entry) => new URL(entry.url))
    .filter((other) => other.pathname === url.pathname && other.searchParams.has("v") && other.search !== url.search)
    .map((other) => cache.delete(other.href)));
}

async function phrasebookNetworkFirst(event, request) {
  const cache = await caches.open(PHRASEBOOK_CACHE);
  try {
    const preloaded = request.mode === "navigate" ? await event.preloadResponse : undefined;
    const response = preloaded || await fetch(request);
    // Only whole pages of the phrasebook itself: not a redirect to the sign-in page.
    if (response.ok && !response.redirected && response.type === "basic") {
      event.waitUntil(cache.put(request, response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request) || await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    if (request.mode !== "navigate") return new Response("", { status: 503, statusText: "Offline" });
    const offline = await (await caches.open(STATIC_CACHE)).match(OFFLINE_URL);
    return offline || new Response("Domov is offline. / Domov je offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

async function networkFirstNavigation(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const cache = await caches.open(STATIC_CACHE);
    const offline = await cache.match(OFFLINE_URL);
    return offline || new Response(
      "Domov is offline. / Domov je offline.",
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    );
  }
}

// ---------- Notifications ----------
// Payload: {"title": "...", "body": "...", "url": "/chores", "tag": "chore-42"}
function sameOriginURL(value) {
  try {
    const url = new URL(value || "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL("/", self.location.origin).href;
  } catch {
    return new URL("/", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  if (event.data) {
    try { data = event.data.json() || {}; } catch { data = { body: event.data.text() }; }
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Domov";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    icon: "/static/icons/icon-192.png",
    data: { url: sameOriginURL(data.url) },
  };
  if (typeof data.tag === "string" && data.tag) {
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = sameOriginURL(event.notification.data && event.notification.data.url);
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const exact = windows.find((client) => client.url === target);
    if (exact) return exact.focus();
    const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (any) {
      const focused = await any.focus();
      if ("navigate" in any) {
        try { return await any.navigate(target); } catch { /* uncontrolled client */ }
      }
      return focused;
    }
    return self.clients.openWindow(target);
  })());
});
