/**
 * A site's first-visit page (`site.firstVisitPath`, the Great Wall edition's `/cc-guide`): a
 * visitor who has not seen it yet on this device opens it in place of the site's home; once seen,
 * the home is the home. Loaded only on a site that has one (the home's first JS stays as it was).
 */
const KEY = (siteCode: string) => `ctp.firstVisitSeen.${siteCode}`;

/** On every address of the site: sends a first visit of the home to the page, and notes the page seen. */
export function followFirstVisit({ code, firstVisitPath }: { code: string; firstVisitPath?: string | null }, pathname: string): void {
  if (!firstVisitPath) return;
  try {
    const seen = window.localStorage.getItem(KEY(code)) === '1';
    if (pathname !== firstVisitPath && (seen || pathname !== '/index')) return;
    window.localStorage.setItem(KEY(code), '1');
  } catch {
    // storage refused: the home stays the home
    return;
  }
  // the hash router follows the address (the home's entry in the history replaced)
  if (pathname === '/index') window.location.replace(`#${firstVisitPath}`);
}
