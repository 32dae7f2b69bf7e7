/**
 * What `/clear` clears: everything the app keeps on the device (local and session storage, the
 * Cache Storage of its service worker), except the session and the chosen site: the visitor stays
 * signed in, on the same site.
 */
import { getSiteCode, setSiteCode } from '../../env/site';
import { SESSION_KEY } from '../../session/stored';

export async function clearDevice(): Promise<void> {
  const session = window.localStorage.getItem(SESSION_KEY);
  const site = getSiteCode();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (session !== null) window.localStorage.setItem(SESSION_KEY, session);
  if (site !== null) setSiteCode(site);
  if ('caches' in window) await Promise.all((await window.caches.keys()).map((name) => window.caches.delete(name)));
}
