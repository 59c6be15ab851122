/// <reference lib="webworker" />
// The service worker: the app shell and the sports artwork precached (the list is injected at
// build time, see apps/web/pwa.ts), record answers and their files cached at runtime when viewed
// online (network first, least-recently-used eviction), and a new version waiting until the page
// asks it to take over (the app offers "reload"). Until then an open old shell may still call a
// newer API: its answers name the served build (X-App-Build), and the page then asks for the new
// version and loads in full at its next navigation (src/api/appBuild.ts).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { cacheFor, cacheKey, CACHE_PREFIX, isPublicFile, LIMITS } from './caching.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The first install controls the open page at once (there is no older shell to mix with); a later
// version waits for the page's "reload" (SKIP_WAITING below) and then takes every page over.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app opens on the precached shell; the server's own pages (/s/ share links,
// /api, the manifest) go to the network, and so does a live session's viewer page (/ao-vivo/<key>):
// the server answers its "link unavailable" page for an ended or unknown session, and a live view
// needs the network anyway. The code form (/ao-vivo) stays on the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/s\//, /^\/ao-vivo\/./, /^\/manifest\.webmanifest/] }));

/** Stores answers under their URL without `key_time`, and keeps only complete, small-enough ones. */
const keyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => cacheKey(request.url),
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const size = Number(response.headers.get('content-length') ?? 0);
    return size > LIMITS.maxFileBytes ? null : response;
  },
};

const strategies = new Map<string, NetworkFirst | CacheFirst>();
function strategyFor(cacheName: string): NetworkFirst | CacheFirst {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    const maxEntries = cacheName.endsWith('-files') ? LIMITS.fileEntries : cacheName.endsWith('-data') && !cacheName.includes('other') ? LIMITS.dataEntries : LIMITS.otherEntries;
    const plugins = [keyPlugin, new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })];
    // The artwork never changes under one URL; everything else is fresh when the network answers.
    strategy = cacheName === `${CACHE_PREFIX}artwork` ? new CacheFirst({ cacheName, plugins }) : new NetworkFirst({ cacheName, plugins });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

// Only an account's own answers (sent with its bearer token) are kept, plus the public files
// (artwork, library gifs): the sign-in screen's public calls leave nothing behind after a sign-out.
registerRoute(
  ({ url, request, sameOrigin }) => {
    // A request the page asked to be answered by the server only (cache: 'no-store') goes to the network.
    const cacheName = sameOrigin && request.method === 'GET' && request.cache !== 'no-store' ? cacheFor(url.pathname) : null;
    return cacheName !== null && (isPublicFile(url.pathname) || request.headers.has('authorization'));
  },
  (options) => strategyFor(cacheFor(options.url.pathname)!).handle(options),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // The page's "reload" button: the waiting version takes over, then the page reloads.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
