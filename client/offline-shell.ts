import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { SERVICE_WORKER_FILE } from './src/shell/serviceWorker';

/**
 * The app shell's service worker (Workbox, generated at build time; src/shell/serviceWorker.ts
 * registers it after the first render). What it keeps and why: docs/offline.md.
 *
 *  - Precache: index.html and every file of the build (scripts, styles, drawings), each under its
 *    revision, downloaded once the worker installs and answered from the cache afterwards. A new
 *    build's worker installs beside the old one and waits: it takes over on the next visit (no
 *    skipWaiting), so a page never mixes two builds' chunks.
 *  - The page itself (a navigation) comes from the network, given 3 s; offline or slower, the
 *    precached index.html of the worker's own build answers (a page is never kept from the
 *    network: it could name chunks of an older build). The precache never answers `/` first
 *    (no directory index), so a new build's page reaches a visitor who is online.
 *  - Nothing else: GraphQL and media go to the network as without a worker (the vouchers kept for
 *    offline use live in the app's own storage, session/offlineAnswers.ts).
 */
/** How long a page's own request may take before the precached page answers instead. */
const PAGE_TIMEOUT_SECONDS = 3;

export function offlineShell(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,svg,woff2}', '*.svg'],
      // the biggest chunks (media players) stay below this
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // hashed names are their own revisions
      dontCacheBustURLsMatching: /^assets\//,
      directoryIndex: '',
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      // the page's request leaves while the worker starts, not after
      navigationPreload: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
            // Never stored here (no status counts): a page kept from an older build would name
            // chunks the current precache no longer holds. When the network fails or is too slow,
            // the precached index.html answers (this function runs inside the worker, where
            // `location` is the worker's own address, beside index.html).
            cacheableResponse: { statuses: [] },
            plugins: [
              {
                cachedResponseWillBeUsed: async ({ cachedResponse }) =>
                  cachedResponse ?? (await caches.match(new URL('index.html', location.href).href, { ignoreSearch: true })) ?? null,
              },
            ],
          },
        },
      ],
    },
  });
}
