/** The worker's file, beside index.html (the build writes it; the gateway serves it unhashed, never long-cached). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Registers the app shell's service worker (built by offline-shell.ts) in production builds, once
 * the page has loaded: the worker and its precache download after the first screen, never before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(`./${SERVICE_WORKER_FILE}`).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
