/**
 * How a screen's share link is built from the site and the in-app path: the app is served at its
 * origin's root with a hash router, and the start address's `siteCode` and `lang` ride in the
 * hash's query (what the client's start-up applies first).
 */
export function shareLink(siteCode: string, language: string, path: string): string {
  const inApp = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams({ siteCode, lang: language });
  return `/#${inApp}${inApp.includes('?') ? '&' : '?'}${params.toString()}`;
}
