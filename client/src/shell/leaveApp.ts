import type { ExternalLinkVerdict } from './openExternal';

/**
 * Leaving the app for an address outside it, from the screens of the first JavaScript: the code
 * that asks the gateway's verdict and shows the leaving-the-platform disclaimer (openExternal.ts)
 * loads on the tap.
 */
const load = () => import('./openExternal');

/** Follows the gateway's verdict on an address (directly, or after the disclaimer naming the site). */
export function followExternalLinkLater(verdict: ExternalLinkVerdict | null | undefined, siteName: string): void {
  void load().then((m) => m.followExternalLink(verdict, siteName));
}

/** Asks the gateway's verdict on an address the screen's data carries, then follows it. */
export function openExternalLater(url: string, siteName: string): void {
  void load().then((m) => m.openExternal(url, siteName));
}
